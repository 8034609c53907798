// The platform host as the platform's public API reference shows it: each case sends the docs'
// request and reads the docs' response, and names the page it comes from.
import type { SettingsView } from "../../../../emulator/domains/csat/views";
import type { SearchPage } from "../../../../emulator/domains/search/query";
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { TicketType } from "../../../../emulator/domains/ticket-types/types";
import type { ErrorBody } from "../../../../emulator/errors";
import type { CsatEnvelope, PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, envelopeWith, login, seedTeams, seedUser, useEmulator } from "../../emulator/support";

const emulator = useEmulator();
const platform = (path: string) => `${emulator().baseUrl}${path}`;
const admin = () => seedUser(emulator(), "Organization Admin");

describe("teams, as the docs show them", () => {
  // POST https://platform.thena.ai/v1/teams (docs.thena.ai/api-reference/platform/teams/create-a-team): x-api-key; body
  // name (required), description, icon, color, identifier, parentTeamId, isPrivate; 201 envelope with the team
  test("create answers 201 with the team in the envelope", async () => {
    const parent = seedTeams(emulator())[0]!;
    const body = {
      name: "Escalations",
      description: "Hard cases",
      icon: "fire",
      color: "#ff0000",
      identifier: "ESC",
      parentTeamId: parent.id,
      isPrivate: true,
    };
    const answer = await call<PlatformEnvelope<TeamView>>(platform("/v1/teams"), { method: "POST", apiKey: admin().apiKey, body });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(
      envelopeWith({
        id: expect.any(String),
        name: "Escalations",
        icon: "fire",
        color: "#ff0000",
        parentTeamId: parent.id,
        parentTeamName: parent.name,
        teamId: answer.body.data.id,
        identifier: "ESC",
        description: "Hard cases",
        teamOwner: expect.any(String),
        teamOwnerId: admin().id,
        fallbackSubTeam: null,
        createdAt: expect.any(String),
        isActive: true,
        isPrivate: true,
        archivedAt: null,
        updatedAt: expect.any(String),
      }),
    );
    expect(
      (await call<ErrorBody>(platform("/v1/teams"), { method: "POST", apiKey: admin().apiKey, body: { description: "no name" } })).body
        .problems,
    ).toEqual(["name is required"]);
  });

  // PATCH https://platform.thena.ai/v1/teams/{teamId}: body name, identifier, icon, color, description, isPrivate; envelope
  // GET "Get a team by ID", DEL "Delete a team", GET "Get all teams that user is the part of!" (teams sidebar)
  test("update, read, list and delete", async () => {
    const created = (
      await call<PlatformEnvelope<TeamView>>(platform("/v1/teams"), {
        method: "POST",
        apiKey: admin().apiKey,
        body: { name: "Night shift" },
      })
    ).body.data;
    const updated = await call(platform(`/v1/teams/${created.id}`), {
      method: "PATCH",
      apiKey: admin().apiKey,
      body: { name: "Night owls", isPrivate: true },
    });
    expect(updated.body).toEqual(envelopeWith(expect.objectContaining({ id: created.id, name: "Night owls", isPrivate: true })));
    // A read answers the create's team object, with every field the docs show.
    const read = await call<PlatformEnvelope<TeamView>>(platform(`/v1/teams/${created.id}`), { apiKey: admin().apiKey });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(envelopeWith({ ...created, name: "Night owls", isPrivate: true, updatedAt: expect.any(String) }));
    const mine = await call<PlatformEnvelope<TeamView[]>>(platform("/v1/teams"), { apiKey: admin().apiKey });
    expect(mine.body.data.map((team) => team.id)).toEqual(expect.arrayContaining([created.id, seedTeams(emulator())[0]!.id]));
    expect((await call(platform(`/v1/teams/${created.id}`), { method: "DELETE", apiKey: admin().apiKey })).status).toBe(204);
    expect((await call(platform(`/v1/teams/${created.id}`), { apiKey: admin().apiKey })).status).toBe(404);
  });

  // GET https://platform.thena.ai/v1/teams/{teamId}/members ?searchQuery &includeAgents: envelope {status, message "Success", timestamp, data[]}
  // POST https://platform.thena.ai/v1/teams/{teamId}/members {email, userId, isAdmin}: 201 RAW member object
  test("members are listed in the envelope, added as a raw member object, and removed", async () => {
    const [, second] = seedTeams(emulator());
    const member = seedUser(emulator(), "Team Member");
    const added = await call(platform(`/v1/teams/${second!.id}/members`), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { email: member.email, isAdmin: false },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: member.id,
      name: expect.any(String),
      email: member.email,
      invitedBy: admin().id,
      teamId: second!.id,
      teamName: second!.name,
      isActive: true,
      role: expect.any(String),
      userType: expect.any(String),
      isOwner: false,
      avatarUrl: null,
      joinedAt: expect.any(String),
      createdAt: expect.any(String),
      metadata: expect.any(Object),
    });
    const listed = await call(platform(`/v1/teams/${second!.id}/members?searchQuery=member&includeAgents=true`), {
      apiKey: admin().apiKey,
    });
    // Each listed member is the object the add answered.
    expect(listed.body).toEqual({ status: true, message: "Success", timestamp: expect.any(String), data: [added.body] });
    expect(
      (await call(platform(`/v1/teams/${second!.id}/members`), { method: "POST", apiKey: admin().apiKey, body: { userId: member.id } }))
        .status,
    ).toBe(400);
    expect(
      (await call(platform(`/v1/teams/${second!.id}/members/${member.id}`), { method: "DELETE", apiKey: admin().apiKey })).status,
    ).toBe(204);
    expect((await call(platform(`/v1/teams/${second!.id}/members`), { apiKey: member.apiKey })).status).toBe(403);
  });
});

describe("CSAT, as the docs show it", () => {
  // PATCH https://platform.thena.ai/v1/csat/team/{teamUid}/rules/reorder body string[]; 200 "CSAT rules reordered successfully", returns settings
  test("reorder takes the rule ids and answers the settings in that order", async () => {
    const team = seedTeams(emulator())[0]!.id;
    for (const name of ["First", "Second", "Third"])
      await call(platform(`/v1/csat/rules/${team}`), { method: "POST", apiKey: admin().apiKey, body: { name } });
    const rules = (await call<CsatEnvelope<SettingsView>>(platform(`/v1/csat/team/${team}`), { apiKey: admin().apiKey })).body.data.data
      .rules;
    const order = [rules[2]!.id, rules[0]!.id, rules[1]!.id];
    const answer = await call<CsatEnvelope<SettingsView>>(platform(`/v1/csat/team/${team}/rules/reorder`), {
      method: "PATCH",
      apiKey: admin().apiKey,
      body: order,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: "CSAT rules reordered successfully",
      timestamp: expect.any(String),
      data: { ok: true, data: expect.any(Object) },
    });
    expect(answer.body.data.data.rules.map((rule) => rule.name)).toEqual(["Third", "First", "Second"]);
    const partial = await call(platform(`/v1/csat/team/${team}/rules/reorder`), {
      method: "PATCH",
      apiKey: admin().apiKey,
      body: order.slice(1),
    });
    expect(partial.body).toEqual({
      statusCode: 400,
      message: expect.stringContaining("missing from the order"),
      error: "Bad Request",
      problems: [expect.stringContaining("missing from the order")],
    });
    // Exactly the team's rules: none missing, none extra, none twice; a refused reorder changes nothing.
    const refusals = [
      [...order, "no-such-rule"],
      [...order, order[0]!],
    ];
    for (const body of refusals) {
      const refused = await call(platform(`/v1/csat/team/${team}/rules/reorder`), { method: "PATCH", apiKey: admin().apiKey, body });
      expect(refused.body).toEqual({ statusCode: 400, message: expect.any(String), error: "Bad Request", problems: [expect.any(String)] });
    }
    expect(
      (await call<CsatEnvelope<SettingsView>>(platform(`/v1/csat/team/${team}`), { apiKey: admin().apiKey })).body.data.data.rules.map(
        (rule) => rule.name,
      ),
    ).toEqual(["Third", "First", "Second"]);
  });
});

describe("account attribute values, as the docs show them", () => {
  // POST https://platform.thena.ai/v1/accounts/attributes (creates-an-account-attribute-value): body attribute, value, icon, color,
  // isClosed, isDefault; 201 {id, attribute, value, isDefault, configuration{}, createdAt, updatedAt} (gets-all-account-attribute-values)
  test("create answers the newer reference's configuration object and accepts either form", async () => {
    const older = await call(platform("/v1/accounts/attributes"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { attribute: "task_status", value: "Waiting", icon: "camera", color: "#000000", isClosed: false },
    });
    expect(older.status).toBe(201);
    expect(older.body).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        attribute: "task_status",
        value: "Waiting",
        isDefault: false,
        configuration: { icon: "camera", color: "#000000", isClosed: false },
      }),
    );
    const newer = await call(platform("/v1/accounts/attributes"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { attribute: "account_health", value: "Wobbly", configuration: { color: "#ff0000" } },
    });
    expect(newer.body).toEqual(expect.objectContaining({ color: "#ff0000", configuration: { icon: null, color: "#ff0000" } }));
    const clash = await call(platform("/v1/accounts/attributes"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { attribute: "account_health", value: "Clash", color: "#fff", configuration: { color: "#000" } },
    });
    expect(clash.body).toEqual({
      statusCode: 400,
      message: "configuration.color disagrees with color",
      error: "Bad Request",
      problems: ["configuration.color disagrees with color"],
    });
  });

  // PUT https://platform.thena.ai/v1/accounts/attributes/{id} (updates-an-account-attribute-value): errors 401 "User is not
  // authenticated!", 403 "User does not have access to this resource!", 404 "Resource not found!"
  test("update answers the value, and the docs' error messages", async () => {
    const [value] = await emulator().control.listResources("accountAttributeValues", emulator().organizations[0]!.id);
    const url = platform(`/v1/accounts/attributes/${value!.id}`);
    const token = await login(emulator(), admin());
    const answer = await call(url, { method: "PUT", token, body: { value: "Renamed", isDefault: true } });
    expect(answer.body).toEqual(
      expect.objectContaining({ id: value!.id, value: "Renamed", isDefault: true, configuration: expect.any(Object) }),
    );
    expect((await call(url, { method: "PUT", body: { value: "x" } })).body).toEqual(
      expect.objectContaining({ statusCode: 401, message: "User is not authenticated!" }),
    );
    expect((await call(url, { method: "PUT", apiKey: seedUser(emulator(), "Observer").apiKey, body: { value: "x" } })).body).toEqual(
      expect.objectContaining({ statusCode: 403, message: "User does not have access to this resource!" }),
    );
    expect((await call(platform("/v1/accounts/attributes/AVNOTHERE1"), { method: "PUT", token, body: { value: "x" } })).body).toEqual(
      expect.objectContaining({ statusCode: 404, message: "Resource not found!", error: "Not Found" }),
    );
  });
});

describe("search, as the docs show it", () => {
  // GET https://platform.thena.ai/v1/search/{collection} (docs.thena.ai/api-reference/platform/search/entity-search):
  // {result: {facet_counts[], found, hits[{document{…}}], …}}, not the standard envelope
  test("answers {result: {facet_counts, found, hits}} on the platform host and on the api host", async () => {
    const team = seedTeams(emulator())[0]!;
    const ticket = await emulator().control.createTicket({
      teamId: team.id,
      title: "Wrapped search",
      assigneeId: seedUser(emulator(), "Team Lead").id,
    });
    const token = await login(emulator(), admin());
    for (const host of [emulator().baseUrl, emulator().apiUrl]) {
      const answer = await call<SearchPage>(`${host}/v1/search/tickets?q=wrapped&query_by=title`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        result: expect.objectContaining({ facet_counts: [], found: 1, hits: [{ document: expect.objectContaining({ id: ticket.id }) }] }),
      });
      // ticket fields of the docs' ticket events: teamId, teamName, teamIdentifier (docs.thena.ai/platform/platform-events/overview)
      expect(answer.body.result.hits[0].document).toEqual(
        expect.objectContaining({
          ticketId: ticket.number,
          teamId: team.id,
          teamName: team.name,
          teamIdentifier: expect.any(String),
          assignedAgentId: seedUser(emulator(), "Team Lead").id,
        }),
      );
    }
  });
});

describe("ticket types", () => {
  // The reference has no ticket type page; clients generated from its OpenAPI require createdAt and updatedAt on records.
  test("carry createdAt and updatedAt", async () => {
    const [type] = await emulator().control.listResources("ticketTypes", emulator().organizations[0]!.id);
    const answer = await call<PlatformEnvelope<TicketType>>(platform(`/v1/tickets/type/${type!.id}`), {
      token: await login(emulator(), admin()),
    });
    expect(answer.body.data).toEqual(expect.objectContaining({ createdAt: expect.any(String), updatedAt: expect.any(String) }));
  });
});

describe("errors, as the docs show them", () => {
  // https://docs.thena.ai/api-reference/introduction: 429 Too Many Requests; updates-an-account-attribute-value: 429 "Too many requests!",
  // 500 "Something went wrong!", 503 "This service/resource is currently unavailable."
  test("429, 500 and 503 carry the docs' messages", async () => {
    await emulator().control.setRateLimit(1, 60);
    await call(platform("/v1/roles"), { apiKey: admin().apiKey });
    expect((await call(platform("/v1/roles"), { apiKey: admin().apiKey })).body).toEqual(
      expect.objectContaining({ statusCode: 429, message: "Too many requests!" }),
    );
    await emulator().control.reset();
    for (const [status, message] of [
      [500, "Something went wrong!"],
      [503, "This service/resource is currently unavailable."],
    ] as const) {
      await emulator().control.addFault({ path: "/v1/roles", status, times: 1 });
      expect((await call(platform("/v1/roles"), { apiKey: admin().apiKey })).body).toEqual({
        statusCode: status,
        message,
        error: expect.any(String),
        reason: expect.any(String),
      });
    }
  });
});
