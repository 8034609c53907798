// Receivers written against the platform's docs and against the spec, fed real deliveries from the
// emulator: both must handle every event, unchanged.
import type { InstallAnswer } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import { call, seedTeams, seedUser, useEmulator, webhookManifest } from "../../emulator/support";
import { DocsReceiver } from "./docs-receiver";
import { serveJson, type JsonEndpoint } from "./serve-json";
import { SpecReceiver } from "./spec-receiver";

const emulator = useEmulator();
let endpoints: JsonEndpoint[] = [];
afterEach(async () => {
  await Promise.all(endpoints.map((endpoint) => endpoint.stop()));
  endpoints = [];
});

/** Creates and installs a webhook app whose two webhook URLs are `endpoint`'s /events and /installations. */
async function installApp(endpoint: JsonEndpoint, slug: string, teamIds: string[]) {
  endpoints.push(endpoint);
  const apiKey = seedUser(emulator(), "Organization Admin").apiKey;
  const manifest = webhookManifest(slug, `${endpoint.url}/events`, `${endpoint.url}/installations`);
  const app = (
    await call<AppView>(`${emulator().appsStudioUrl}/apps/create-app`, {
      method: "POST",
      apiKey,
      body: { app_visibility: "private", manifest },
    })
  ).body;
  const installed = await call<InstallAnswer>(`${emulator().appsStudioUrl}/apps/install`, {
    method: "POST",
    apiKey,
    body: { teamIds, appId: app.appId },
  });
  return { appId: app.appId, botToken: installed.body.botToken };
}

const settled = () => emulator().control.waitForDeliveries((deliveries) => deliveries.every((delivery) => delivery.status !== "pending"));

test("a receiver written the way the docs show handles the emulator's platform and installation events", async () => {
  const [team, other] = seedTeams(emulator());
  const receiver = new DocsReceiver();
  const endpoint = await serveJson((path, body) => {
    if (path === "/events") receiver.onPlatformEvent(body);
    else receiver.onInstallationEvent(body);
  });
  const { appId, botToken } = await installApp(endpoint, "docs-receiver", [team!.id]);
  const lead = seedUser(emulator(), "Team Lead");
  const admin = seedUser(emulator(), "Organization Admin");

  const ticket = await emulator().control.createTicket({ teamId: team!.id, title: "Docs receiver" });
  await emulator().control.patchResource("tickets", ticket.id, { assigneeId: lead.id });
  await emulator().control.createAccount({ teamId: team!.id, name: "Initech" });
  const apiKey = admin.apiKey;
  await call(`${emulator().appsStudioUrl}/apps/install`, { method: "POST", apiKey, body: { teamIds: [other!.id], appId } });
  await call(`${emulator().appsStudioUrl}/apps/uninstall`, { method: "POST", apiKey, body: { appId, teamIds: [team!.id, other!.id] } });
  await settled();

  const handled = { id: ticket.id, ticketId: ticket.number, teamName: team!.name, actorEmail: admin.email };
  expect(receiver.tickets).toEqual(
    expect.arrayContaining([
      { eventType: "ticket:created", ...handled, routedTo: "unassigned" },
      { eventType: "ticket:assigned", ...handled, routedTo: lead.email, previouslyAssignedTo: null },
    ]),
  );
  expect(receiver.ignored).toEqual(["account:created"]);
  expect(receiver.installationEvents.sort()).toEqual([
    "app:installation Webhook docs-receiver",
    "app:team:added Webhook docs-receiver",
    "app:uninstall Webhook docs-receiver",
  ]);
  expect(receiver.bots).toEqual(new Map([[team!.id, botToken]]));
});

test("the docs' receiver routes a ticket created with an assignee, and again when it is reassigned, by assignedTo and assignedAgent", async () => {
  const [team] = seedTeams(emulator());
  const receiver = new DocsReceiver();
  const endpoint = await serveJson((path, body) => {
    if (path === "/events") receiver.onPlatformEvent(body);
  });
  await installApp(endpoint, "docs-routing", [team!.id]);
  const lead = seedUser(emulator(), "Team Lead");
  const member = seedUser(emulator(), "Team Member");
  const admin = seedUser(emulator(), "Organization Admin");

  const ticket = await emulator().control.createTicket({ teamId: team!.id, title: "Route me", assigneeId: lead.id });
  await emulator().control.patchResource("tickets", ticket.id, { assigneeId: member.id });
  await settled();

  const handled = { id: ticket.id, ticketId: ticket.number, teamName: team!.name, actorEmail: admin.email };
  expect(receiver.tickets).toHaveLength(3);
  expect(receiver.tickets).toEqual(
    expect.arrayContaining([
      { eventType: "ticket:created", ...handled, routedTo: lead.email },
      { eventType: "ticket:updated", ...handled, routedTo: member.email, previouslyAssignedTo: lead.id },
      { eventType: "ticket:assigned", ...handled, routedTo: member.email, previouslyAssignedTo: lead.id },
    ]),
  );
});

test("the docs' receiver deduplicates on message.eventId when a delivery is retried", async () => {
  const [team] = seedTeams(emulator());
  const receiver = new DocsReceiver();
  let failFirst = true;
  const endpoint = await serveJson((path, body) => {
    if (path !== "/events") return;
    receiver.onPlatformEvent(body);
    // Handled, but answered as failed: the platform delivers the same event again.
    if (!failFirst) return;
    failFirst = false;
    return 500;
  });
  await installApp(endpoint, "docs-retry", [team!.id]);
  await emulator().control.createTicket({ teamId: team!.id, title: "Once" });
  const [delivery] = (await settled()).filter((candidate) => candidate.kind === "event");
  expect(delivery!.attempts).toBe(2);
  expect(receiver.tickets.map((handled) => handled.eventType)).toEqual(["ticket:created"]);
});

test("a receiver written the spec's way handles the same deliveries", async () => {
  const [team] = seedTeams(emulator());
  const receiver = new SpecReceiver(team!.id);
  const endpoint = await serveJson((path, body) => {
    if (path === "/events") receiver.onEvent(body);
  });
  await installApp(endpoint, "spec-receiver", [team!.id]);
  const ticket = await emulator().control.createTicket({ teamId: team!.id, title: "Spec receiver" });
  await emulator().control.patchResource("tickets", ticket.id, { status: "resolved" });
  await settled();
  const admin = seedUser(emulator(), "Organization Admin").id;
  expect(receiver.handled).toHaveLength(3);
  expect(receiver.handled).toEqual(
    expect.arrayContaining([
      { type: "ticket:created", teamId: team!.id, userId: admin, ticketTitle: "Spec receiver" },
      { type: "ticket:updated", teamId: team!.id, userId: admin, ticketTitle: "Spec receiver" },
      { type: "ticket:status:changed", teamId: team!.id, userId: admin, ticketTitle: "Spec receiver" },
    ]),
  );
});
