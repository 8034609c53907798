// Team stacks in one PostgreSQL state backend, applied at once by separate `pulumi up --refresh`
// processes (as separate pipelines would) against one organization at the spec's 60 requests a
// minute, which every process's requests count against. Together they write more than one window
// allows, so the run must wait for a reset: every apply succeeds, no 429 reaches the user as an
// error or a warning, and the organization's request log shows each object written once. The run
// takes a minute or two by nature (the window is a minute), so it lives in `npm run test:backend`.
import type { EngineEvent } from "@pulumi/pulumi/automation";
import { type Platform, platformConfig, startPlatform } from "../harness/platform-stack";
import { createTestStack, type TestStack } from "../harness/pulumi-stack";
import { postgresBackendPerFile } from "../harness/postgres-backend";

const limit = 60;
const windowSeconds = 60;
const teams = ["billing", "onboarding", "enterprise"];
const rolesPerTeam = 25;

const program = (team: string) => `
import * as sp from "pulumi-support-platform";
export const ids = Array.from({ length: ${rolesPerTeam} }, (_, i) =>
  new sp.Role("role-" + i, { name: "${team} " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
`;

describe("team stacks applied at once against one organization's rate limit", () => {
  const state = postgresBackendPerFile();
  let platform: Platform;
  const stacks: TestStack[] = [];

  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: { limit, windowSeconds } });
    for (const team of teams) {
      stacks.push(
        await createTestStack({
          program: program(team),
          projectName: `team-${team}`,
          config: platformConfig(platform),
          env: { PULUMI_BACKEND_URL: state.backend.loginUrl },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    await platform?.stop();
  });

  it("all succeed, no 429 surfaces, and each object is written once", async () => {
    const objects = teams.length * rolesPerTeam;
    expect(objects).toBeGreaterThan(limit); // more than one window's budget
    const surfaced: string[] = [];
    const onEvent = (event: EngineEvent) => {
      const diagnostic = event.diagnosticEvent;
      if (diagnostic !== undefined && /^(error|warning)/.test(diagnostic.severity)) surfaced.push(diagnostic.message);
    };
    await platform.control.clearRequests();
    const started = Date.now();

    const ups = await Promise.all(stacks.map((stack) => stack.up({ refresh: true, onEvent })));

    const seconds = (Date.now() - started) / 1000;
    expect(surfaced).toEqual([]);
    for (const up of ups) {
      expect(up.summary.result).toBe("succeeded");
      expect(up.summary.resourceChanges).toEqual({ create: rolesPerTeam + 1 }); // and the stack
    }
    const requests = await platform.control.requests();
    const writes = requests.filter((request) => request.method !== "GET");
    const rateLimited = requests.filter((request) => request.status === 429);
    expect(writes.filter((write) => write.status !== 429).map((write) => `${write.method} ${write.path} ${write.status}`)).toEqual(
      Array(objects).fill("POST /v1/roles 201"),
    );
    const roles = await platform.control.listResources<{ id: string; name: string; isSystem: boolean }>(
      "roles",
      platform.organizations[0]!.id,
    );
    const custom = roles.filter((role) => !role.isSystem);
    expect(custom.map((role) => role.name).sort()).toEqual(
      teams.flatMap((team) => Array.from({ length: rolesPerTeam }, (_, i) => `${team} ${i}`)).sort(),
    );
    expect(custom.map((role) => role.id).sort()).toEqual(ups.flatMap((up) => up.outputs.ids!.value as string[]).sort());

    // How close to the budget the run came (reported, not asserted: it depends on the machine's
    // load and on where in the platform's fixed window the run began).
    const idealSeconds = (requests.length / limit) * windowSeconds;
    const windows = new Set(requests.map((request) => Math.floor(Date.parse(request.time) / (windowSeconds * 1000)))).size;
    console.log(
      `${teams.length} stacks, ${objects} objects: ${objects} writes; ${requests.length} requests, ${rateLimited.length} answered 429 ` +
        `(${((100 * rateLimited.length) / requests.length).toFixed(1)}%), over ${windows} rate-limit windows; ${seconds.toFixed(0)} s, ` +
        `${(seconds / idealSeconds).toFixed(2)}× the ${idealSeconds.toFixed(0)} s its requests need at ${limit} a minute`,
    );
  });
});
