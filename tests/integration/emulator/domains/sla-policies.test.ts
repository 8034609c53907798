// SLA policies on their own host: raw answers with version and priority, durations as numbers or
// numeric strings, list and read one (assumed), no delete route.
import type { ErrorBody } from "../../../../emulator/errors";
import { call, expectRefusedUnchanged, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const admin = () => seedUser(emulator(), "Organization Admin").apiKey;
const sla = <T = Policy & ErrorBody>(method: string, path: string, body?: unknown, apiKey = admin()) =>
  call<T>(`${emulator().slaUrl}${path}`, { method, apiKey, body });

type Policy = { uid: string; name: string; version: number; priority: number; teamId: string; isActive: boolean } & Record<string, unknown>;

const openTickets = { entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] };
const policy = (teamId: string, name = "Standard") => ({
  teamId,
  name,
  description: "Our promise",
  entityType: "ticket",
  filter: { all: [openTickets], any: [] },
  policyMetrics: [
    {
      metric: "FIRST_RESPONSE_TIME",
      default: true,
      durationInMinutes: "120",
      specific: [
        { entity: "ticket", field: "priority", operator: "in", values: [{ label: "High" }, { label: "Urgent" }], durationInMinutes: 30 },
      ],
    },
  ],
  pauseConditions: { all: [], any: [{ ...openTickets, values: [{ label: "On hold" }] }] },
});
const team = () => seedTeams(emulator())[0]!.id;

describe("SLA policies", () => {
  test("create answers 201 raw: the body's fields, durations as numeric strings, then teamId, organizationId, version, priority, isActive, uid", async () => {
    const answer = await sla("POST", "/v1/sla/policy", policy(team()));
    expect(answer.status).toBe(201);
    const { teamId, ...sent } = policy(team());
    expect(Object.keys(answer.body)).toEqual([
      ...Object.keys(sent),
      "teamId",
      "organizationId",
      "version",
      "priority",
      "isActive",
      "uid",
      "createdAt",
      "updatedAt",
    ]);
    expect(answer.body).toEqual({
      ...sent,
      policyMetrics: [{ ...sent.policyMetrics[0], specific: [{ ...sent.policyMetrics[0]!.specific[0], durationInMinutes: "30" }] }],
      teamId,
      organizationId: emulator().organizations[0]!.id,
      version: 1,
      priority: 1,
      isActive: true,
      uid: expect.stringMatching(/^[A-Z0-9]{26}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await sla("POST", "/v1/sla/policy", policy(team(), "Second"))).body.priority).toBe(2);
  });

  test("name, description and teamId are required; metrics, operators and durations are checked, and nothing changes", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["slaPolicies"], () =>
      sla("POST", "/v1/sla/policy", {
        filter: { all: [{ ...openTickets, values: [{ label: "Open" }, { label: "New" }] }] },
        policyMetrics: [
          { metric: "first_time_response", durationInMinutes: "2h" },
          { metric: "UPDATE_TIME", durationInMinutes: 0 },
          { metric: "UPDATE_TIME", durationInMinutes: 10 },
        ],
        pauseConditions: { all: [{ ...openTickets, operator: "contains" }] },
      }),
    );
    expect(answer.body.problems).toEqual([
      "teamId is required",
      "name is required",
      "description is required",
      "filter.all.0.values must hold exactly one value for the operator equals",
      "policyMetrics.0.metric must be one of the following values: FIRST_RESPONSE_TIME, NEXT_RESPONSE_TIME, RESOLUTION_TIME, UPDATE_TIME",
      "policyMetrics.0.durationInMinutes must be a whole number of minutes from 1 to 525600, as a number or a numeric string",
      "policyMetrics.1.durationInMinutes must be a whole number of minutes from 1 to 525600, as a number or a numeric string",
      "pauseConditions.all.0.operator must be one of the following values: equals, in",
    ]);
    await expectRefusedUnchanged(
      emulator(),
      ["slaPolicies"],
      () => sla("POST", "/v1/sla/policy", policy(seedTeams(emulator(), 1)[0]!.id)),
      404,
    );
  });

  test("update changes what it names, raises the version, keeps the priority; names are unique in a team", async () => {
    const created = (await sla("POST", "/v1/sla/policy", policy(team()))).body;
    await sla("POST", "/v1/sla/policy", policy(team(), "Premium"));
    const answer = await sla("PATCH", `/v1/sla/policy/${created.uid}`, {
      description: "Better",
      policyMetrics: [{ metric: "RESOLUTION_TIME", durationInMinutes: 480 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      uid: created.uid,
      description: "Better",
      version: 2,
      priority: 1,
      policyMetrics: [{ metric: "RESOLUTION_TIME", default: true, durationInMinutes: "480", specific: [] }],
    });
    const taken = await expectRefusedUnchanged(emulator(), ["slaPolicies"], () =>
      sla("PATCH", `/v1/sla/policy/${created.uid}`, { name: "PREMIUM" }),
    );
    expect(taken.body.problems).toEqual([`An SLA policy named PREMIUM already exists in team ${team()}`]);
    const fixed = await expectRefusedUnchanged(emulator(), ["slaPolicies"], () =>
      sla("PATCH", `/v1/sla/policy/${created.uid}`, { version: 2, priority: 9 }),
    );
    expect(fixed.body.problems).toEqual(["property version should not exist", "property priority should not exist"]);
  });

  test("isActive: false retires a policy (no delete route); moving it to another team puts it last there", async () => {
    const created = (await sla("POST", "/v1/sla/policy", policy(team()))).body;
    expect((await sla("PATCH", `/v1/sla/policy/${created.uid}`, { isActive: false })).body).toMatchObject({ isActive: false, version: 2 });
    const other = seedTeams(emulator())[1]!.id;
    await sla("POST", "/v1/sla/policy", policy(other, "There"));
    expect((await sla("PATCH", `/v1/sla/policy/${created.uid}`, { teamId: other })).body).toMatchObject({ teamId: other, priority: 2 });
    const removed = await sla<ErrorBody>("DELETE", `/v1/sla/policy/${created.uid}`);
    expect(removed.body).toEqual({ statusCode: 404, message: `Cannot DELETE /v1/sla/policy/${created.uid}`, error: "Not Found" });
  });

  test("list (by team, in priority order) and read one answer raw policies; another organization's is a 404", async () => {
    const first = (await sla("POST", "/v1/sla/policy", policy(team(), "First"))).body;
    await sla("POST", "/v1/sla/policy", policy(team(), "Second"));
    await sla("POST", "/v1/sla/policy", policy(seedTeams(emulator())[1]!.id, "Elsewhere"));
    const listed = await sla<Policy[]>("GET", `/v1/sla/policy?teamId=${team()}`);
    expect(listed.body.map((each) => [each.name, each.priority])).toEqual([
      ["First", 1],
      ["Second", 2],
    ]);
    expect((await sla<Policy[]>("GET", "/v1/sla/policy")).body).toHaveLength(3);
    expect((await sla("GET", `/v1/sla/policy/${first.uid}`)).body).toEqual(first);
    const globex = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await sla("GET", `/v1/sla/policy/${first.uid}`, undefined, globex)).status).toBe(404);
    expect((await sla("PATCH", `/v1/sla/policy/${first.uid}`, { name: "Mine" }, globex)).status).toBe(404);
  });

  test("only an Organization Admin writes; the policies live only on the SLA host, with the platform's credentials and rate-limit headers", async () => {
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await sla("POST", "/v1/sla/policy", policy(team()), member)).status).toBe(403);
    expect((await sla("GET", "/v1/sla/policy", undefined, member)).status).toBe(200);
    expect((await call(`${emulator().slaUrl}/v1/sla/policy`)).status).toBe(401);
    expect((await call(`${emulator().baseUrl}/v1/sla/policy`, { apiKey: admin() })).status).toBe(404);
    expect((await call(`${emulator().slaUrl}/v1/roles`, { apiKey: admin() })).status).toBe(404);
    expect((await sla("GET", "/v1/sla/policy")).headers.get("x-ratelimit-path")).toBe("/v1/sla/policy");
    await emulator().control.addFault({ host: "sla", path: "/v1/sla/policy", status: 503 });
    expect((await call(`${emulator().workflowsUrl}/v1/sla/policy`, { apiKey: admin() })).status).toBe(404);
    expect((await sla("GET", "/v1/sla/policy")).status).toBe(503);
    const logged = (await emulator().control.requests())
      .filter((entry) => entry.path === "/v1/sla/policy")
      .map((entry) => [entry.host, entry.status]);
    expect(logged.slice(-2)).toEqual([
      ["workflows", 404],
      ["sla", 503],
    ]);
  });
});
