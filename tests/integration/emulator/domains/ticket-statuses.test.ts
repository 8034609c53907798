// Ticket statuses: each team's four parents from its creation, sub-statuses under them, and the
// platform's rules (the statuses concept page): the default and the closed status, and the other
// parents, are never deleted; a status active tickets are in is not deleted (ERR_STATUS_IN_USE on
// the provider's side) nor renamed; a parent has at most one default sub-status; the first
// sub-status may take over its parent's tickets once.
import type { Ticket } from "../../../../emulator/domains/content/types";
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { TicketStatus } from "../../../../emulator/domains/ticket-statuses/types";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { envelopeWith, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const send = platformCaller(emulator);
const billing = () => seedTeams(emulator())[0]!.id;
const technical = () => seedTeams(emulator())[1]!.id;

const list = async (teamId?: string) =>
  (await send<PlatformEnvelope<TicketStatus[]>>("GET", `/v1/tickets/status${teamId === undefined ? "" : `?teamId=${teamId}`}`)).body.data;
const parentOf = async (teamId: string, name: string) => (await list(teamId)).find((status) => status.name === name)!;
const create = (body: Record<string, unknown>) => send<PlatformEnvelope<TicketStatus>>("POST", "/v1/tickets/status", body);
const subStatus = async (teamId: string, parent: string, name: string, extra: Record<string, unknown> = {}) => {
  const answer = await create({
    name,
    displayName: name.replaceAll("_", " "),
    teamId,
    parentStatusId: (await parentOf(teamId, parent)).id,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
};
const statusPath = (id: string) => `/v1/tickets/status/${id}`;
const ticketIn = (teamId: string, status: string) => emulator().control.createTicket({ teamId, title: `In ${status}`, status });

describe("ticket statuses", () => {
  test("every team has the four default parents; Open is the default; the list takes a team", async () => {
    const statuses = await list(billing());
    expect(statuses.map(({ name, displayName, isDefault, parentStatusId }) => ({ name, displayName, isDefault, parentStatusId }))).toEqual([
      { name: "open", displayName: "Open", isDefault: true, parentStatusId: null },
      { name: "in_progress", displayName: "In progress", isDefault: false, parentStatusId: null },
      { name: "on_hold", displayName: "On hold", isDefault: false, parentStatusId: null },
      { name: "closed", displayName: "Closed", isDefault: false, parentStatusId: null },
    ]);
    expect(statuses.every((status) => status.teamId === billing())).toBe(true);
    expect(await list()).toHaveLength(8);
    expect((await send("GET", `/v1/tickets/status?teamId=${seedTeams(emulator(), 1)[0]!.id}`)).status).toBe(404);

    const made = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Onboarding" })).body.data;
    expect((await list(made.id)).map((status) => status.name)).toEqual(["open", "in_progress", "on_hold", "closed"]);
  });

  test("a sub-status answers the MCP page's object, with a 29-character id, and reads back", async () => {
    const parent = await parentOf(billing(), "in_progress");
    const answer = await create({
      name: "in_review",
      displayName: "In review",
      description: "Waiting for a second pair of eyes",
      isDefault: false,
      teamId: billing(),
      parentStatusId: parent.id,
    });
    expect(answer.status).toBe(201);
    const expected = {
      id: expect.stringMatching(/^[A-Z0-9]{29}$/),
      name: "in_review",
      displayName: "In review",
      description: "Waiting for a second pair of eyes",
      isDefault: false,
      teamId: billing(),
      organizationId: emulator().organizations[0]!.id,
      parentStatusId: parent.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(answer.body).toEqual(envelopeWith(expected));
    expect((await send("GET", statusPath(answer.body.data.id))).body).toEqual(envelopeWith(expected));
  });

  test("a sub-status hangs under a parent of its own team; names are unique in a team, not across teams", async () => {
    const review = await subStatus(billing(), "in_progress", "in_review");
    const problems = async (body: Record<string, unknown>) =>
      (await expectRefusedUnchanged(emulator(), ["ticketStatuses"], () => send<ErrorBody>("POST", "/v1/tickets/status", body))).body
        .problems;
    const base = { name: "triage", displayName: "Triage", teamId: billing() };
    expect(await problems({ ...base, parentStatusId: review.id })).toEqual([
      `parentStatusId ${review.id} is not one of the four parent statuses of team ${billing()}`,
    ]);
    expect(await problems({ ...base, parentStatusId: (await parentOf(technical(), "open")).id })).toEqual([
      expect.stringContaining("is not one of the four parent statuses"),
    ]);
    const globexTeam = seedTeams(emulator(), 1)[0]!.id;
    expect(await problems({ ...base, teamId: globexTeam, parentStatusId: "x" })).toEqual([
      `teamId ${globexTeam} is not a team of the organization`,
    ]);
    expect(await problems({ ...base, name: "In Review", parentStatusId: review.parentStatusId })).toEqual([
      "name must be lower-case letters, digits and underscores, starting with a letter",
    ]);
    expect(await problems({ name: "", teamId: billing(), parentStatusId: review.parentStatusId, colour: "red" })).toEqual(
      expect.arrayContaining(["displayName is required", "property colour should not exist"]),
    );
    expect(await problems({ ...base, name: "in_review", parentStatusId: review.parentStatusId })).toEqual([
      `name in_review is already a status of team ${billing()}`,
    ]);
    await subStatus(technical(), "in_progress", "in_review");
  });

  test("the default, the closed and the other parent statuses cannot be deleted", async () => {
    const reasons: string[] = [];
    for (const name of ["open", "closed", "in_progress", "on_hold"]) {
      const parent = await parentOf(billing(), name);
      const answer = await expectRefusedUnchanged(emulator(), ["ticketStatuses"], () => send<ErrorBody>("DELETE", statusPath(parent.id)));
      reasons.push(answer.body.message);
    }
    expect(reasons).toEqual([
      "Status Open is the team's default status and cannot be deleted",
      "Status Closed is the team's closed status and cannot be deleted",
      "Status In progress is one of the four parent statuses and cannot be deleted",
      "Status On hold is one of the four parent statuses and cannot be deleted",
    ]);
  });

  test("a status active tickets are in is not deleted; once they are archived it is, and they go to the parent", async () => {
    const waiting = await subStatus(billing(), "on_hold", "waiting_on_customer");
    const ticket = await ticketIn(billing(), "waiting_on_customer");
    const inUse = await expectRefusedUnchanged(emulator(), ["ticketStatuses", "tickets"], () =>
      send<ErrorBody>("DELETE", statusPath(waiting.id)),
    );
    expect(inUse.body.message).toBe("Status waiting_on_customer is in use by 1 active tickets and cannot be deleted; move them first");
    // Another team's ticket of the same name does not hold it.
    await subStatus(technical(), "on_hold", "waiting_on_customer");

    await emulator().control.patchResource("tickets", ticket.id, { archived: true });
    expect((await send("DELETE", statusPath(waiting.id))).status).toBe(204);
    expect(await emulator().control.getResource<Ticket>("tickets", ticket.id)).toMatchObject({ status: "on_hold", statusName: "On hold" });
    expect((await send("GET", statusPath(waiting.id))).status).toBe(404);
  });

  test("a deleted sub-status's archived tickets go to its parent's default sub-status when there is one", async () => {
    const vendor = await subStatus(billing(), "on_hold", "waiting_on_vendor");
    const fallback = await subStatus(billing(), "on_hold", "paused", { isDefault: true });
    const ticket = await ticketIn(billing(), "waiting_on_vendor");
    await emulator().control.patchResource("tickets", ticket.id, { archived: true });
    expect((await send("DELETE", statusPath(vendor.id))).status).toBe(204);
    expect(await emulator().control.getResource<Ticket>("tickets", ticket.id)).toMatchObject({
      status: fallback.name,
      statusName: fallback.displayName,
    });
  });

  test("a parent has at most one default sub-status; the parents' names and Open's default do not change", async () => {
    const first = await subStatus(billing(), "in_progress", "working", { isDefault: true });
    const second = await subStatus(billing(), "in_progress", "escalated", { isDefault: true });
    const elsewhere = await subStatus(billing(), "on_hold", "parked", { isDefault: true });
    const byId = new Map((await list(billing())).map((status) => [status.id, status.isDefault]));
    expect([byId.get(first.id), byId.get(second.id), byId.get(elsewhere.id)]).toEqual([false, true, true]);

    const open = await parentOf(billing(), "open");
    const renamed = await expectRefusedUnchanged(emulator(), ["ticketStatuses"], () =>
      send<ErrorBody>("PATCH", statusPath(open.id), { name: "new" }),
    );
    expect(renamed.body.problems).toEqual(["name of the parent status Open cannot change"]);
    expect(
      (await expectRefusedUnchanged(emulator(), ["ticketStatuses"], () => send("PATCH", statusPath(open.id), { isDefault: false }))).status,
    ).toBe(400);
    const relabelled = await send<PlatformEnvelope<TicketStatus>>("PATCH", statusPath(open.id), {
      displayName: "New",
      description: "Fresh",
    });
    expect(relabelled.body.data).toMatchObject({ name: "open", displayName: "New", description: "Fresh", isDefault: true });
  });

  test("a sub-status tickets are in is not renamed; without tickets it is", async () => {
    const review = await subStatus(billing(), "in_progress", "in_review");
    const ticket = await ticketIn(billing(), "in_review");
    const refused = await expectRefusedUnchanged(emulator(), ["ticketStatuses", "tickets"], () =>
      send<ErrorBody>("PATCH", statusPath(review.id), { name: "reviewing" }),
    );
    expect(refused.body.message).toBe("Status in_review is in use by 1 tickets and cannot be renamed; move them first");
    await emulator().control.deleteResource("tickets", ticket.id);
    expect((await send<PlatformEnvelope<TicketStatus>>("PATCH", statusPath(review.id), { name: "reviewing" })).body.data.name).toBe(
      "reviewing",
    );
  });

  test("moveParentTickets moves the parent's tickets to its first sub-status, once", async () => {
    const held = await ticketIn(billing(), "on_hold");
    const elsewhere = await ticketIn(technical(), "on_hold");
    const first = await subStatus(billing(), "on_hold", "awaiting_reply", { moveParentTickets: true });
    expect(await emulator().control.getResource<Ticket>("tickets", held.id)).toMatchObject({
      status: "awaiting_reply",
      statusName: first.displayName,
    });
    expect(await emulator().control.getResource<Ticket>("tickets", elsewhere.id)).toMatchObject({ status: "on_hold" });
    const again = await expectRefusedUnchanged(emulator(), ["ticketStatuses", "tickets"], () =>
      send<ErrorBody>("POST", "/v1/tickets/status", {
        name: "second",
        displayName: "Second",
        teamId: billing(),
        parentStatusId: first.parentStatusId,
        moveParentTickets: true,
      }),
    );
    expect(again.body.problems).toEqual([
      "moveParentTickets applies only to the first sub-status of On hold, which has sub-statuses already",
    ]);
  });

  test("a team with sub-statuses is not deleted; its parents go with it", async () => {
    const team = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Short-lived" })).body.data;
    const sub = await subStatus(team.id, "open", "new_lead");
    const refused = await send<ErrorBody>("DELETE", `/v1/teams/${team.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/ticket sub-statuses/);
    expect((await send("DELETE", statusPath(sub.id))).status).toBe(204);
    expect((await send("DELETE", `/v1/teams/${team.id}`)).status).toBe(204);
    const left = await emulator().control.listResources<TicketStatus>("ticketStatuses");
    expect(left.filter((status) => status.teamId === team.id)).toEqual([]);
  });

  test("any member reads; only an Organization Admin writes; another organization's status is a 404", async () => {
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", "/v1/tickets/status", undefined, member)).status).toBe(200);
    const open = await parentOf(billing(), "open");
    expect((await send("PATCH", statusPath(open.id), { displayName: "x" }, member)).status).toBe(403);
    const globexAdmin = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await send("GET", statusPath(open.id), undefined, globexAdmin)).status).toBe(404);
    expect((await send("DELETE", statusPath(open.id), undefined, globexAdmin)).status).toBe(404);
  });
});
