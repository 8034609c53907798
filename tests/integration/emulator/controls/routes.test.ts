import { BODY_PREVIEW_CHARS } from "../../../../emulator/http/request-log";
import type { InstallAnswer } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import type { Role } from "../../../../emulator/domains/roles/types";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, controlHeaders, login, seedTeams, seedUser, useEmulator, webhookManifest } from "../support";

const emulator = useEmulator();
const admin = () => seedUser(emulator(), "Organization Admin");

describe("request log", () => {
  test("records platform calls of every host with principal and status, never control calls", async () => {
    await call(`${emulator().baseUrl}/v1/roles?x=1`, { apiKey: admin().apiKey });
    await call(`${emulator().apiUrl}/v1/auth/login`, { method: "POST", body: { email: admin().email, password: "wrong" } });
    await call(`${emulator().appsStudioUrl}/nothing-here`, {});
    await emulator().control.credentials();

    const log = await emulator().control.requests();
    expect(log).toEqual([
      expect.objectContaining({
        seq: expect.any(Number),
        host: "base",
        method: "GET",
        path: "/v1/roles",
        query: { x: "1" },
        status: 200,
        principal: { userId: admin().id, organizationId: emulator().organizations[0]!.id, via: "apiKey" },
      }),
      expect.objectContaining({ host: "api", method: "POST", path: "/v1/auth/login", status: 401 }),
      expect.objectContaining({ host: "apps", path: "/nothing-here", status: 404 }),
    ]);
    expect(log[1]).not.toHaveProperty("principal");
    expect(log[0]!.seq).toBeLessThan(log[1]!.seq);
  });

  test("keeps each call's request and answer, credentials shortened, long bodies cut, and how long it took", async () => {
    const created = await call<PlatformEnvelope<Role>>(`${emulator().baseUrl}/v1/roles`, {
      method: "POST",
      apiKey: admin().apiKey,
      body: { name: "Logged role" },
      headers: { "x-trace": "t-1" },
    });
    const token = await login(emulator(), admin());
    await call(`${emulator().baseUrl}/v1/roles/${created.body.data.id}`, { token });
    await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin().apiKey, body: "{not json" });
    const long = JSON.stringify({ name: "x".repeat(BODY_PREVIEW_CHARS) });
    await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin().apiKey, body: long });

    const [create, loginCall, read, malformed, tooLong] = await emulator().control.requests();
    expect(create!.request).toEqual({
      headers: expect.objectContaining({
        "x-api-key": `${admin().apiKey.slice(0, 4)}…`,
        "x-trace": "t-1",
        "content-type": "application/json",
      }),
      body: '{"name":"Logged role"}',
    });
    expect(create!.response).toEqual({
      headers: expect.objectContaining({ "content-type": "application/json; charset=utf-8", "x-ratelimit-path": "/v1/roles" }),
      body: created.text,
    });
    expect(create!.durationMs).toBeGreaterThan(0);
    expect(loginCall!.request.body).toContain(admin().email);
    expect(read!.request.headers.authorization).toBe(`Bearer ${token.slice(0, 4)}…`);
    expect(JSON.stringify(read)).not.toContain(token);
    expect(JSON.stringify(create)).not.toContain(admin().apiKey);
    expect(malformed).toMatchObject({
      status: 400,
      request: { body: "{not json" },
      response: { body: expect.stringContaining("Malformed JSON") },
    });
    expect(tooLong!.request.body).toBe(`${long.slice(0, BODY_PREVIEW_CHARS)}…(${long.length - BODY_PREVIEW_CHARS} more characters)`);
  });

  test("can be cleared", async () => {
    await call(`${emulator().baseUrl}/v1/roles`, { apiKey: admin().apiKey });
    await emulator().control.clearRequests();
    expect(await emulator().control.requests()).toEqual([]);
  });
});

describe("reset", () => {
  test("returns to exactly the seed and forgets faults, the log and rate-limit changes", async () => {
    const before = await emulator().control.listResources("roles");
    await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin().apiKey, body: { name: "Temporary" } });
    await emulator().control.addFault({ path: "/never", status: 500 });
    await emulator().control.setRateLimit(10, 60);
    await emulator().control.reset();
    expect(await emulator().control.listResources("roles")).toEqual(before);
    expect(await emulator().control.faults()).toEqual([]);
    expect(await emulator().control.requests()).toEqual([]);
    expect((await call(`${emulator().baseUrl}/_emulator/rate-limit`)).body).toEqual({ settings: false });
  });

  test("credentials list the seeded organizations as startEmulator does", async () => {
    expect(await emulator().control.credentials()).toEqual(emulator().organizations);
  });

  test("organizations answer the store's organizations now, with created teams and each user's credentials", async () => {
    const [acme, globex] = emulator().organizations;
    const team = await emulator().control.createTeam({ organizationId: acme!.id, name: "Night shift" });
    const organizations = await emulator().control.organizations();
    expect(organizations.map((organization) => [organization.id, organization.name])).toEqual([
      [acme!.id, acme!.name],
      [globex!.id, globex!.name],
    ]);
    expect(organizations[0]!.teams.map((candidate) => candidate.id)).toEqual([...acme!.teams.map((seeded) => seeded.id), team.id]);
    expect(
      organizations[0]!.users.map(({ id, email, apiKey, password, role, teamIds }) => ({ id, email, apiKey, password, role, teamIds })),
    ).toEqual(acme!.users);
    await emulator().control.reset();
    expect((await emulator().control.organizations())[0]!.teams.map((candidate) => candidate.id)).toEqual(
      acme!.teams.map((seeded) => seeded.id),
    );
  });
});

describe("out-of-band resources", () => {
  test("list by organization, get, patch and delete any record as the dashboard would", async () => {
    const [acme, globex] = emulator().organizations;
    const acmeValues = await emulator().control.listResources("accountAttributeValues", acme!.id);
    expect(acmeValues.length).toBeGreaterThan(0);
    expect(acmeValues.every((value) => value.organizationId === acme!.id)).toBe(true);
    const all = await emulator().control.listResources("accountAttributeValues");
    expect(all.some((value) => value.organizationId === globex!.id)).toBe(true);

    const target = acmeValues[0]!;
    const patched = await emulator().control.patchResource("accountAttributeValues", target.id, { value: "Drifted" });
    expect(patched).toMatchObject({ id: target.id, value: "Drifted" });
    expect(await emulator().control.getResource("accountAttributeValues", target.id)).toMatchObject({ value: "Drifted" });

    await emulator().control.deleteResource("accountAttributeValues", target.id);
    await expect(emulator().control.getResource("accountAttributeValues", target.id)).rejects.toThrow(/404/);
  });

  test("a table's name before a rename still reaches it: attributeValues is accountAttributeValues", async () => {
    const { baseUrl } = emulator();
    const control = (kind: string) => fetch(new URL(`/_emulator/resources/${kind}`, baseUrl)).then((answer) => answer.json());
    expect(await control("attributeValues")).toEqual(await control("accountAttributeValues"));
  });

  test("refuses to change id or organizationId, and unknown kinds", async () => {
    const [role] = await emulator().control.listResources("roles");
    await expect(emulator().control.patchResource("roles", role!.id, { organizationId: "OTHER" })).rejects.toThrow(/400/);
    const unknownKind = await call(`${emulator().baseUrl}/_emulator/resources/widgets`);
    expect(unknownKind.status).toBe(400);
  });

  test("deleting CSAT settings takes the team's rules with them", async () => {
    const team = seedTeams(emulator())[0]!;
    await call(`${emulator().baseUrl}/v1/csat/rules/${team.id}`, { method: "POST", apiKey: admin().apiKey, body: { name: "R" } });
    const [settings] = await emulator().control.listResources("csatSettings");
    await emulator().control.deleteResource("csatSettings", settings!.id);
    expect(await emulator().control.listResources("csatRules")).toEqual([]);
  });

  test("a team made out of band takes CSAT rules and installations of the admin, not of another team's lead, until reset", async () => {
    const acme = emulator().organizations[0]!;
    const team = await emulator().control.createTeam({ organizationId: acme.id, name: "Onboarding" });
    expect(team).toEqual({
      id: expect.stringMatching(/^T[A-Z0-9]{9}$/),
      organizationId: acme.id,
      name: "Onboarding",
      createdAt: expect.any(String),
    });

    const rule = await call(`${emulator().baseUrl}/v1/csat/rules/${team.id}`, {
      method: "POST",
      apiKey: admin().apiKey,
      body: { name: "R" },
    });
    expect(rule.status).toBe(201);
    const lead = seedUser(emulator(), "Team Lead");
    expect(
      (await call(`${emulator().baseUrl}/v1/csat/rules/${team.id}`, { method: "POST", apiKey: lead.apiKey, body: { name: "R" } })).status,
    ).toBe(403);
    const app = await call<AppView>(`${emulator().appsStudioUrl}/apps/create-app`, {
      method: "POST",
      apiKey: admin().apiKey,
      body: { app_visibility: "private", manifest: webhookManifest("onboarding") },
    });
    const installed = await call<InstallAnswer>(`${emulator().appsStudioUrl}/apps/install`, {
      method: "POST",
      apiKey: admin().apiKey,
      body: { teamIds: [seedTeams(emulator())[0]!.id, team.id], appId: app.body.appId },
    });
    expect(installed.status).toBe(201);
    expect(installed.body.appInstalledForTeams).toEqual([seedTeams(emulator())[0]!.id, team.id]);

    await emulator().control.reset();
    expect(
      (await call(`${emulator().baseUrl}/v1/csat/rules/${team.id}`, { method: "POST", apiKey: admin().apiKey, body: { name: "R" } }))
        .status,
    ).toBe(404);
    expect(await emulator().control.credentials()).toEqual(emulator().organizations);
  });

  test("a team needs an existing organization and a name", async () => {
    await expect(emulator().control.createTeam({ organizationId: "ONOTHERE01", name: "Ghosts" })).rejects.toThrow(/404.*ONOTHERE01/);
    await expect(emulator().control.createTeam({ organizationId: emulator().organizations[0]!.id, name: " " })).rejects.toThrow(
      /400.*name/,
    );
    const extra = await call(`${emulator().baseUrl}/_emulator/teams`, {
      method: "POST",
      headers: controlHeaders,
      body: { organizationId: emulator().organizations[0]!.id, name: "X", members: [] },
    });
    expect(extra.status).toBe(400);
  });

  test("unknown control routes answer a JSON 404", async () => {
    const answer = await call(`${emulator().baseUrl}/_emulator/nothing`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: expect.any(String), error: "Not Found" });
  });
});
