import type { RunningEmulator } from "../../../../emulator";
import type { InstallAnswer } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import type { TicketView } from "../../../../emulator/domains/content/ticket-view";
import type { Ticket } from "../../../../emulator/domains/content/types";
import { MAX_ATTEMPTS } from "../../../../emulator/domains/events/delivery";
import { DOCS_TICKET_KINDS } from "../../../../emulator/domains/events/kinds";
import {
  call,
  controlHeaders,
  eventually,
  seedTeams,
  seedUser,
  startReceiver,
  useEmulator,
  webhookManifest,
  type Receiver,
} from "../support";

const emulator = useEmulator();
let receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.map((receiver) => receiver.stop()));
  receivers = [];
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

/** Creates a webhook app posting to `target` and installs it in `teamIds`; answers its id. */
async function installWebhookApp(
  target: Receiver,
  slug: string,
  teamIds: string[],
  organization: 0 | 1 = 0,
  manifest: object = webhookManifest(slug, `${target.url}/events`, `${target.url}/installations`),
) {
  const apiKey = seedUser(emulator(), "Organization Admin", organization).apiKey;
  const created = await call<AppView>(`${emulator().appsStudioUrl}/apps/create-app`, {
    method: "POST",
    apiKey,
    body: { app_visibility: "private", manifest },
  });
  const appId = created.body.appId;
  const installed = await call(`${emulator().appsStudioUrl}/apps/install`, {
    method: "POST",
    apiKey,
    body: { teamIds, appId, appConfiguration: { required_settings: [], optional_settings: [] } },
  });
  expect(installed.status).toBe(201);
  return appId;
}

/** The fields of a platform event delivery these tests read (emulator/domains/events/delivery-body.ts). */
interface DeliveredEvent {
  type: string;
  event_id: string;
  eventId: string;
  message: { eventId: string };
  data: EventPayload;
  payload: EventPayload;
}

interface EventPayload {
  ticket?: TicketView;
  previousTicket?: TicketView;
  previousStatus?: string;
  previousPriority?: string;
}

/** The fields of an installation event delivery these tests read (emulator/domains/events/installation-body.ts). */
interface DeliveredInstallationEvent {
  event_type: string;
  team_ids: string[];
  bot_token: string;
  updated_by?: string;
}

const deliveredAt = (target: Receiver, path: string) =>
  target.received.filter((delivery) => delivery.path === path).map((delivery) => delivery.body);
const eventsAt = (target: Receiver) => deliveredAt(target, "/events") as DeliveredEvent[];
const installationsAt = (target: Receiver) => deliveredAt(target, "/installations") as DeliveredInstallationEvent[];
const allSettled = (running: RunningEmulator) =>
  running.control.waitForDeliveries((deliveries) => deliveries.every((delivery) => delivery.status !== "pending"));

/** A webhook app installed in the first team, its installation delivered and the delivery log cleared. */
async function appWithNoDeliveriesYet(slug: string) {
  const [first] = seedTeams(emulator());
  const target = await receiver();
  await installWebhookApp(target, slug, [first!.id]);
  await allSettled(emulator());
  await emulator().control.clearDeliveries();
  return { first, target };
}

/** Creates a ticket in the team and checks, once every delivery settled, that `target` heard nothing. */
async function expectNoTicketEventAt(target: Receiver, teamId: string): Promise<void> {
  await emulator().control.createTicket({ teamId, title: "Unheard" });
  await allSettled(emulator());
  expect(eventsAt(target)).toEqual([]);
}

describe("event delivery", () => {
  test("an event reaches exactly the apps installed in its team, in the spec's and the docs' payload shape", async () => {
    const [first, second] = seedTeams(emulator());
    const inFirst = await receiver();
    const inSecond = await receiver();
    const inGlobex = await receiver();
    await installWebhookApp(inFirst, "first", [first!.id]);
    await installWebhookApp(inSecond, "second", [second!.id]);
    await installWebhookApp(inGlobex, "globex", [seedTeams(emulator(), 1)[0]!.id], 1);

    const ticket = await emulator().control.createTicket({ teamId: first!.id, title: "Printer on fire" });
    await eventually(
      () => eventsAt(inFirst),
      (events) => events.length === 1,
    );
    await allSettled(emulator());
    const admin = seedUser(emulator(), "Organization Admin");
    const payload = {
      ticket: expect.objectContaining({ id: ticket.id, title: "Printer on fire", teamId: first!.id, teamName: first!.name }),
    };
    const baseEvent = {
      eventId: expect.any(String),
      eventType: "ticket:created",
      timestamp: expect.any(String),
      orgId: emulator().organizations[0]!.id,
      actor: { id: admin.id, type: "AGENT", email: admin.email },
      payload,
    };
    expect(eventsAt(inFirst)).toEqual([
      {
        type: "ticket:created",
        data: payload,
        team_id: first!.id,
        user_id: admin.id,
        event_id: expect.any(String),
        ...baseEvent,
        message: baseEvent,
      },
    ]);
    const [delivered] = eventsAt(inFirst);
    expect([delivered.eventId, delivered.message.eventId]).toEqual([delivered.event_id, delivered.event_id]);
    expect(eventsAt(inSecond)).toEqual([]);
    expect(eventsAt(inGlobex)).toEqual([]);
  });

  test("ticket, comment and account changes emit their kinds", async () => {
    const [first] = seedTeams(emulator());
    const target = await receiver();
    await installWebhookApp(target, "all", [first!.id]);
    const ticket = await emulator().control.createTicket({ teamId: first!.id, title: "T" });
    await emulator().control.patchResource("tickets", ticket.id, {
      status: "resolved",
      priority: "high",
      assigneeId: seedUser(emulator(), "Team Lead").id,
    });
    const comment = await emulator().control.createComment({
      ticketId: ticket.id,
      content: `Thanks @${seedUser(emulator(), "Team Member").id}`,
    });
    await emulator().control.deleteResource("comments", comment.id);
    const account = await emulator().control.createAccount({ teamId: first!.id, name: "Initech" });
    await emulator().control.patchResource("accounts", account.id, { status: "churned" });
    await emulator().control.deleteResource("tickets", ticket.id);

    const expected = [
      "ticket:created",
      "ticket:updated",
      "ticket:status:changed",
      "ticket:priority:changed",
      "ticket:assigned",
      "ticket:comment:created",
      "user:mentioned",
      "ticket:comment:deleted",
      "account:created",
      "account:updated",
      "account-status:changed",
      "ticket:deleted",
    ];
    const events = await eventually(
      () => eventsAt(target),
      (received) => received.length === expected.length,
    );
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(expected));
    expect(new Set(events.map((event) => event.event_id)).size).toBe(expected.length);
    const statusChange = events.find((event) => event.type === "ticket:status:changed")!;
    expect(statusChange.data).toMatchObject({ ticket: { status: "resolved", statusName: "Resolved" }, previousStatus: "open" });
  });

  test("organization-wide and user events reach the organization's installed apps", async () => {
    const [first, second] = seedTeams(emulator());
    const inFirst = await receiver();
    const inSecond = await receiver();
    await installWebhookApp(inFirst, "first", [first!.id]);
    await installWebhookApp(inSecond, "second", [second!.id]);
    const organizationId = emulator().organizations[0]!.id;
    await emulator().control.emitEvent({ type: "organization:plan-changed", organizationId, data: { plan: "enterprise" } });
    await emulator().control.emitEvent({ type: "user:created", organizationId, teamId: second!.id, userId: "UACME00009" });
    await eventually(
      () => eventsAt(inSecond),
      (events) => events.length === 2,
    );
    await allSettled(emulator());
    expect(eventsAt(inFirst).map((event) => event.type)).toEqual(["organization:plan-changed"]);
    expect(eventsAt(inFirst)[0]).toMatchObject({ team_id: null, data: { plan: "enterprise" } });
    expect(
      eventsAt(inSecond)
        .map((event) => event.type)
        .sort(),
    ).toEqual(["organization:plan-changed", "user:created"]);
    await expect(emulator().control.emitEvent({ type: "ticket:exploded", organizationId })).rejects.toThrow(/400/);
    await expect(emulator().control.emitEvent({ type: "custom-object:invoice:created", organizationId })).resolves.toEqual(
      expect.any(String),
    );
  });

  test("installation changes are posted to the installations webhook", async () => {
    const [first, second] = seedTeams(emulator());
    const target = await receiver();
    const appId = await installWebhookApp(target, "lifecycle", [first!.id]);
    const apiKey = seedUser(emulator(), "Organization Admin").apiKey;
    const body = (teamIds: string[]) => ({ teamIds, appId, appConfiguration: { required_settings: [], optional_settings: [] } });
    await call(`${emulator().appsStudioUrl}/apps/install`, { method: "POST", apiKey, body: body([second!.id]) });
    await call(`${emulator().appsStudioUrl}/apps/uninstall`, { method: "POST", apiKey, body: { appId, teamIds: [first!.id] } });
    await call(`${emulator().appsStudioUrl}/apps/uninstall`, { method: "POST", apiKey, body: { appId, teamIds: [second!.id] } });

    const changes = await eventually(
      () => installationsAt(target),
      (received) => received.length === 4,
    );
    const admin = seedUser(emulator(), "Organization Admin").id;
    const common = {
      installation_id: expect.any(String),
      application_id: appId,
      organization_id: emulator().organizations[0]!.id,
      application_name: "Webhook lifecycle",
    };
    const updated = { updated_by: admin, updated_at: expect.any(String) };
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event_type: "app:installation",
          team_ids: [first!.id],
          ...common,
          created_by: admin,
          bot_token: expect.any(String),
        }),
        expect.objectContaining({ event_type: "app:team:added", team_ids: [second!.id], ...common, ...updated }),
        expect.objectContaining({ event_type: "app:team:removed", team_ids: [first!.id], ...common, ...updated }),
        expect.objectContaining({ event_type: "app:uninstall", team_ids: [second!.id], ...common, ...updated }),
      ]),
    );
    expect(changes.find((change) => change.event_type === "app:installation")).not.toHaveProperty("updated_by");
  });

  test("reinstalling and changing the configuration post app:reinstall and app:configuration:update with the new state", async () => {
    const [first] = seedTeams(emulator());
    const target = await receiver();
    const appId = await installWebhookApp(target, "reconfigured", [first!.id]);
    await eventually(
      () => installationsAt(target),
      (received) => received.length === 1,
    );
    const apiKey = seedUser(emulator(), "Organization Admin").apiKey;
    const configuration = { required_settings: [{ key: "channel", value: "#ops" }], optional_settings: [] };
    const reinstalled = await call<InstallAnswer>(`${emulator().appsStudioUrl}/apps/reinstall`, {
      method: "POST",
      apiKey,
      body: { teamIds: [first!.id], appId },
    });
    await eventually(
      () => installationsAt(target),
      (received) => received.length === 2,
    );
    await call(`${emulator().appsStudioUrl}/apps/update-config`, {
      method: "POST",
      apiKey,
      body: { installationId: reinstalled.body.metadata.installationId, configuration },
    });
    const [, reinstall, update] = await eventually(
      () => installationsAt(target),
      (received) => received.length === 3,
    );
    expect(reinstall).toEqual(
      expect.objectContaining({ event_type: "app:reinstall", team_ids: [first!.id], bot_token: reinstalled.body.botToken }),
    );
    expect(update).toEqual(expect.objectContaining({ event_type: "app:configuration:update", team_ids: [first!.id], configuration }));
  });

  test("after uninstalling, the app receives nothing more from that team", async () => {
    const [first] = seedTeams(emulator());
    const target = await receiver();
    const appId = await installWebhookApp(target, "gone", [first!.id]);
    await call(`${emulator().appsStudioUrl}/apps/uninstall`, {
      method: "POST",
      apiKey: seedUser(emulator(), "Organization Admin").apiKey,
      body: { appId, teamIds: [first!.id] },
    });
    await expectNoTicketEventAt(target, first!.id);
  });

  test("an app without the webhooks:read scope receives no events", async () => {
    const [first] = seedTeams(emulator());
    const target = await receiver();
    const manifest = {
      ...webhookManifest("no-scope", `${target.url}/events`, `${target.url}/installations`),
      scopes: { required: { platform: [] } },
    };
    await installWebhookApp(target, "no-scope", [first!.id], 0, manifest);
    await expectNoTicketEventAt(target, first!.id);
  });

  test("a failing receiver is retried with backoff until it answers 2xx (at least once)", async () => {
    const { first, target } = await appWithNoDeliveriesYet("flaky");
    target.failNext(2, 503);
    await emulator().control.createTicket({ teamId: first!.id, title: "Eventually" });
    const [delivery] = await emulator().control.waitForDeliveries((deliveries) => deliveries[0]?.status === "delivered");
    expect(delivery).toMatchObject({
      kind: "event",
      attempts: 3,
      status: "delivered",
      responseStatus: 200,
      body: { type: "ticket:created" },
    });
    expect(delivery!.attemptLog).toEqual([
      { startedAt: expect.any(String), durationMs: expect.any(Number), responseStatus: 503, error: "receiver answered 503" },
      { startedAt: expect.any(String), durationMs: expect.any(Number), responseStatus: 503, error: "receiver answered 503" },
      { startedAt: expect.any(String), durationMs: expect.any(Number), responseStatus: 200 },
    ]);
    const started = delivery!.attemptLog.map((attempt) => Date.parse(attempt.startedAt));
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(100); // the first backoff
    expect(eventsAt(target).map((event) => event.type)).toEqual(["ticket:created"]);
  });

  test.each([301, 302, 303, 307, 308])(
    "a receiver answering %i is not followed: the redirect's target gets nothing, the attempt fails with its Location",
    async (status) => {
      const { first, target } = await appWithNoDeliveriesYet(`redirecting-${status}`);
      const elsewhere = await receiver();
      const location = `${elsewhere.url}/events`;
      target.failNext(MAX_ATTEMPTS, status, { location });
      await emulator().control.createTicket({ teamId: first!.id, title: "Redirected" });
      const [delivery] = await emulator().control.waitForDeliveries((deliveries) => deliveries[0]?.status === "failed");
      const error = `receiver answered ${status}, a redirect to ${location}, which deliveries do not follow`;
      expect(delivery).toMatchObject({ attempts: MAX_ATTEMPTS, status: "failed", responseStatus: status, error });
      expect(delivery!.attemptLog).toEqual(
        Array.from({ length: MAX_ATTEMPTS }, () => ({
          startedAt: expect.any(String),
          durationMs: expect.any(Number),
          responseStatus: status,
          location,
          error,
        })),
      );
      expect(elsewhere.received).toEqual([]);
      expect(eventsAt(target)).toEqual([]);
    },
  );

  test("a delivery sent again is a new delivery of the same body to the same URL", async () => {
    const { first, target } = await appWithNoDeliveriesYet("again");
    await emulator().control.createTicket({ teamId: first!.id, title: "Twice" });
    const [original] = await emulator().control.waitForDeliveries((deliveries) => deliveries[0]?.status === "delivered");
    await emulator().control.redeliver(original!.id);
    const [, again] = await emulator().control.waitForDeliveries((deliveries) => deliveries[1]?.status === "delivered");
    expect(again).toMatchObject({
      kind: "event",
      appId: original!.appId,
      url: original!.url,
      body: original!.body,
      redeliveryOf: original!.id,
      attempts: 1,
    });
    expect(again!.id).not.toBe(original!.id);
    const received = eventsAt(target).filter((event) => event.data.ticket?.title === "Twice");
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
  });

  test("sending again an unknown delivery is a 404, a malformed id a 400, and neither sends anything", async () => {
    await emulator().control.clearDeliveries();
    expect(
      (await call(`${emulator().baseUrl}/_emulator/deliveries/999/redeliver`, { method: "POST", headers: controlHeaders })).body,
    ).toMatchObject({
      statusCode: 404,
      reason: "No delivery 999",
    });
    expect(
      (await call(`${emulator().baseUrl}/_emulator/deliveries/first/redeliver`, { method: "POST", headers: controlHeaders })).body,
    ).toMatchObject({
      statusCode: 400,
      message: "id must be a delivery id (a whole number)",
    });
    expect(await emulator().control.deliveredEvents()).toEqual([]);
  });

  test("a receiver that is down never blocks or breaks the call; the delivery ends failed", async () => {
    const [first] = seedTeams(emulator());
    const down = await receiver();
    await installWebhookApp(down, "down", [first!.id]);
    await down.stop();
    receivers = receivers.filter((candidate) => candidate !== down);
    await emulator().control.clearDeliveries();
    const started = Date.now();
    await emulator().control.createTicket({ teamId: first!.id, title: "Into the void" });
    expect(Date.now() - started).toBeLessThan(500);
    expect((await call(`${emulator().baseUrl}/v1/roles`, { apiKey: seedUser(emulator(), "Observer").apiKey })).status).toBe(200);
    const [delivery] = await emulator().control.waitForDeliveries((deliveries) => deliveries[0]?.status === "failed");
    expect(delivery).toMatchObject({ attempts: 4, status: "failed", error: expect.any(String) });
  });
});

describe("ticket payloads, as the docs show them", () => {
  // docs.thena.ai/platform/platform-events/ticket-events: TicketCreatedPayload; ticket:updated carries
  // {ticket, previousTicket}, ticket:deleted {previousTicket}; the specific kinds are derived from an update.
  async function ticketEvents(change: (teamId: string) => Promise<void>, count: number) {
    const [team] = seedTeams(emulator());
    const target = await receiver();
    await installWebhookApp(target, "tickets", [team!.id]);
    await change(team!.id);
    await eventually(
      () => eventsAt(target),
      (events) => events.length === count,
    );
    await allSettled(emulator());
    return eventsAt(target);
  }

  test("ticket:created carries every field of TicketCreatedPayload the emulator knows, beside the fields it always sent", async () => {
    const [team] = seedTeams(emulator());
    const lead = seedUser(emulator(), "Team Lead");
    const admin = seedUser(emulator(), "Organization Admin");
    let ticket: Ticket | undefined;
    const [created] = await ticketEvents(async (teamId) => {
      ticket = await emulator().control.createTicket({
        teamId,
        title: "Docs shape",
        description: "Every field",
        priority: "high",
        assigneeId: lead.id,
        requestorEmail: "pat.doe@customer.test",
        requestorName: "Pat van Doe",
        source: "email",
      });
    }, 1);
    const customer = { id: expect.stringMatching(/^CC[0-9A-F]{9}$/), email: "pat.doe@customer.test", name: "Pat van Doe" };
    expect(created.payload.ticket).toEqual({
      // TicketCreatedPayload
      id: ticket!.id,
      ticketId: ticket!.number,
      title: "Docs shape",
      description: "Every field",
      customerContactFirstName: "Pat",
      customerContactLastName: "van Doe",
      customerContactEmail: "pat.doe@customer.test",
      priorityId: "high",
      priorityName: "High",
      statusId: "open",
      statusName: "Open",
      source: "email",
      createdAt: ticket!.createdAt,
      teamId: team!.id,
      teamName: team!.name,
      teamIdentifier: team!.id,
      isEscalated: false,
      customer,
      assignedTo: lead.id,
      assignedAgent: { id: lead.id, email: lead.email, name: "Lead" },
      isArchived: false,
      // what the emulator sent before, which clients read
      organizationId: emulator().organizations[0]!.id,
      accountId: null,
      status: "open",
      priority: "high",
      assigneeId: lead.id,
      assignedAgentId: lead.id,
      archived: false,
      requestorEmail: "pat.doe@customer.test",
      requestorName: "Pat van Doe",
      createdBy: admin.id,
      updatedAt: ticket!.updatedAt,
    });
    expect(created.data).toEqual(created.payload);
    // The requestor's id is the same on every ticket it asks.
    const again = await emulator().control.createTicket({ teamId: team!.id, title: "Again", requestorEmail: "PAT.DOE@customer.test" });
    const [, second] = await eventually(
      () => eventsAt(receivers[0]!),
      (events) => events.length === 2,
    );
    expect(second.payload.ticket).toMatchObject({
      id: again.id,
      customer: { id: created.payload.ticket!.customer!.id, name: null },
      assignedTo: null,
      assignedAgent: null,
      source: "web",
    });
  });

  test("an update carries ticket and previousTicket, and so does every kind derived from it", async () => {
    const lead = seedUser(emulator(), "Team Lead");
    const member = seedUser(emulator(), "Team Member");
    let ticketId = "";
    const events = await ticketEvents(async (teamId) => {
      ticketId = (await emulator().control.createTicket({ teamId, title: "Moving", assigneeId: lead.id })).id;
      await emulator().control.patchResource("tickets", ticketId, {
        status: "in_progress",
        priority: "urgent",
        assigneeId: member.id,
        archived: true,
        isEscalated: true,
      });
    }, 7);
    const derived = [
      "ticket:updated",
      "ticket:status:changed",
      "ticket:priority:changed",
      "ticket:assigned",
      "ticket:archived",
      "ticket:escalated",
    ];
    expect(events.map((event) => event.type).sort()).toEqual(["ticket:created", ...derived].sort());
    for (const event of events.filter((candidate) => derived.includes(candidate.type))) {
      expect({ type: event.type, ticket: event.payload.ticket, previousTicket: event.payload.previousTicket }).toEqual({
        type: event.type,
        ticket: expect.objectContaining({
          id: ticketId,
          statusId: "in_progress",
          priorityId: "urgent",
          assignedTo: member.id,
          assignedAgent: expect.objectContaining({ id: member.id }),
          isArchived: true,
          isEscalated: true,
        }),
        previousTicket: expect.objectContaining({
          id: ticketId,
          statusId: "open",
          priorityId: "medium",
          assignedTo: lead.id,
          assignedAgent: expect.objectContaining({ id: lead.id }),
          isArchived: false,
          isEscalated: false,
        }),
      });
    }
    expect(events.find((event) => event.type === "ticket:status:changed")!.payload.previousStatus).toBe("open");
    expect(events.find((event) => event.type === "ticket:priority:changed")!.payload.previousPriority).toBe("medium");
  });

  test("unarchiving sends ticket:unarchived; deleting sends ticket:deleted with previousTicket", async () => {
    let ticketId = "";
    const events = await ticketEvents(async (teamId) => {
      ticketId = (await emulator().control.createTicket({ teamId, title: "Back and gone" })).id;
      await emulator().control.patchResource("tickets", ticketId, { archived: true });
      await emulator().control.patchResource("tickets", ticketId, { archived: false });
      await emulator().control.deleteResource("tickets", ticketId);
    }, 6);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["ticket:archived", "ticket:unarchived", "ticket:deleted"]));
    const unarchived = events.find((event) => event.type === "ticket:unarchived")!;
    expect(unarchived.payload).toMatchObject({ ticket: { isArchived: false }, previousTicket: { isArchived: true } });
    const deleted = events.find((event) => event.type === "ticket:deleted")!;
    expect(deleted.payload.previousTicket).toMatchObject({ id: ticketId, title: "Back and gone", isArchived: false });
    expect(deleted.payload.ticket).toEqual(deleted.payload.previousTicket);
  });

  test("every ticket kind the docs list can be fired through the controls and is delivered", async () => {
    const organizationId = emulator().organizations[0]!.id;
    const events = await ticketEvents(async (teamId) => {
      for (const type of DOCS_TICKET_KINDS)
        await emulator().control.emitEvent({ type, organizationId, teamId, data: { ticket: { id: "TKFIRED001" } } });
    }, DOCS_TICKET_KINDS.length);
    expect(events.map((event) => event.type).sort()).toEqual([...DOCS_TICKET_KINDS].sort());
    for (const kind of ["ticket:unarchived", "ticket:escalated", "ticket:comment:added", "ticket:sla:breach_warning"])
      expect(DOCS_TICKET_KINDS).toContain(kind);
  });
});
