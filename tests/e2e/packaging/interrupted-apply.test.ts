// An apply killed mid-way (SIGKILL to `pulumi up` and its process group, as a cancelled CI job),
// then the recovery docs/interrupted-apply.md documents, step by step with the CLI: `pulumi
// cancel`, the pending creates read from `pulumi stack export`, the objects they made deleted
// through the API, `pulumi refresh --clear-pending-creates`, `pulumi up`. The server then holds
// exactly what state says: no duplicate, no orphan. A kill can also land while the file://
// backend rewrites the metadata file beside the checkpoint (`<stack>.json.attrs`, written in
// place, unlike the checkpoint itself, which is written to a temporary file and renamed), leaving
// it empty: every command that reads the stack then fails with `failed to load checkpoint: EOF`.
// The second case tears it on purpose; the recovery deletes it, as docs/interrupted-apply.md says.
import * as fs from "node:fs";
import * as path from "node:path";
import { killProcessGroup, runPulumi, runPulumiOk, startPulumi } from "../../harness/pulumi-cli";
import { platformPerTest } from "../../harness/platform-stack";

const roleCount = 30;
const createLatencyMs = 1500;

const program = `
import * as sp from "pulumi-support-platform";
for (let i = 0; i < ${roleCount}; i++) {
  new sp.Role("role-" + i, { name: "Interrupted " + i, permissions: [{ resource: "tickets", actions: ["view"] }] });
}
`;

interface Deployment {
  resources: { type: string; id?: string }[];
  pending_operations?: { type: string; resource: { urn: string; inputs: { name: string } } }[];
}

interface ServerRole {
  id: string;
  name: string;
}

/**
 * The emulator's waits out of the slow creates' latency (its `sleep`), as the test sees them: how
 * many began, when some number of them has passed, and ending every one still under way at once.
 */
function latencyGate() {
  const underWay = new Set<() => void>();
  const watchers: { count: number; notify: () => void }[] = [];
  let begun = 0;
  let passed = 0;
  let ended = false;
  const onePassed = () => {
    passed++;
    for (const watcher of watchers.filter(({ count }) => passed >= count)) watcher.notify();
  };
  return {
    sleep(ms: number): Promise<void> {
      begun++;
      if (ended) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const pass = () => {
          clearTimeout(timer);
          underWay.delete(pass);
          onePassed();
          resolve();
        };
        const timer = setTimeout(pass, ms);
        underWay.add(pass);
      });
    },
    /** Every create that reached the emulator: each makes its role once its latency is over. */
    begun: () => begun,
    passed: (count: number) => new Promise<void>((notify) => (passed >= count ? notify() : watchers.push({ count, notify }))),
    endAll(): void {
      ended = true;
      for (const pass of [...underWay]) pass();
    },
  };
}

describe("an interrupted apply", () => {
  let latencies = latencyGate();
  const current = platformPerTest({ sleep: (ms) => latencies.sleep(ms) });
  beforeEach(() => {
    latencies = latencyGate();
  });

  it.each([
    ["as the kill left it", false],
    ["with the checkpoint's metadata torn by the kill", true],
  ])("is recovered as the docs say, %s, leaving no duplicate and no orphan", async (_case, tornMetadata) => {
    const { platform } = current;
    const projectName = "interrupted";
    const stack = await current.stack({ program, projectName });
    const cli = { cwd: stack.workDir, env: stack.env };
    const inStack = ["--stack", stack.stack.name, "--non-interactive"];
    const exportDeployment = async () =>
      (JSON.parse(await runPulumiOk(["stack", "export", ...inStack], cli)) as { deployment: Deployment }).deployment;
    const serverRoles = async () =>
      (await platform.control.listResources<ServerRole>("roles", platform.organizations[0]!.id)).filter((role) =>
        role.name.startsWith("Interrupted "),
      );

    // Slow creates, so that the kill lands while some are in flight.
    const slowCreates = await platform.control.addFault({ method: "POST", path: "/v1/roles", latencyMs: createLatencyMs });
    const up = startPulumi(["up", "--yes", "--skip-preview", ...inStack], cli);
    const createdBeforeKill = async () =>
      (await platform.control.requests()).filter((request) => request.method === "POST" && request.status === 201).length;
    await latencies.passed(10);
    killProcessGroup(up);
    // The creates already sent finish on the server now: each one that reached it makes its role.
    latencies.endAll();
    await platform.control.removeFault(slowCreates);
    for (let made = 0; made < latencies.begun(); ) made = (await serverRoles()).length;
    expect(await createdBeforeKill()).toBeLessThan(roleCount);

    // The backend's folder as the docs name it: .pulumi/stacks/<project>/<stack>.json, and
    // beside it the metadata file that the file:// backend rewrites in place before each checkpoint.
    const metadata = path.join(
      new URL(stack.env.PULUMI_BACKEND_URL!).pathname,
      ".pulumi",
      "stacks",
      projectName,
      `${stack.stack.name}.json.attrs`,
    );
    // What a kill during that rewrite leaves (it can happen above by chance; this case makes sure).
    if (tornMetadata) fs.truncateSync(metadata, 0);
    // 1. Read the state. Where the kill tore the metadata file, every command that reads the stack
    // fails with "failed to load checkpoint: EOF": delete that file, and read again.
    const read = await runPulumi(["stack", "export", ...inStack], cli);
    if (tornMetadata) expect(read.code).not.toBe(0);
    if (read.code !== 0) {
      expect(read.stderr).toContain("failed to load checkpoint: EOF");
      fs.rmSync(metadata);
    }
    const interrupted = read.code === 0 ? (JSON.parse(read.stdout) as { deployment: Deployment }).deployment : await exportDeployment();
    // 2. The killed run still holds the stack's lock, also on a file:// backend.
    await runPulumiOk(["cancel", "--yes", ...inStack], cli);
    // The creates that were in flight: the objects they made are in no state.
    const pendingNames = (interrupted.pending_operations ?? []).filter((op) => op.type === "creating").map((op) => op.resource.inputs.name);
    expect(pendingNames.length).toBeGreaterThan(0);
    // 3. Delete those objects through the API, as the docs' curl does.
    const api = (method: string, path: string) =>
      fetch(`${platform.baseUrl}${path}`, { method, headers: { "x-api-key": platform.admin.apiKey } });
    const listed = ((await (await api("GET", "/v1/roles")).json()) as { data: ServerRole[] }).data;
    for (const role of listed.filter((candidate) => pendingNames.includes(candidate.name))) {
      expect((await api("DELETE", `/v1/roles/${role.id}`)).status).toBe(204);
    }
    // 4. and 5. Drop the pending creates from state, refresh the rest, and apply again.
    await runPulumiOk(["refresh", "--clear-pending-creates", "--yes", "--skip-preview", ...inStack], cli);
    await runPulumiOk(["up", "--yes", "--skip-preview", ...inStack], cli);

    const recovered = await exportDeployment();
    expect(recovered.pending_operations ?? []).toEqual([]);
    const stateIds = recovered.resources.filter((resource) => resource.type.endsWith(":Role")).map((resource) => resource.id);
    const onServer = await serverRoles();
    expect(onServer.map((role) => role.name).sort()).toEqual(Array.from({ length: roleCount }, (_, i) => `Interrupted ${i}`).sort());
    expect(onServer.map((role) => role.id).sort()).toEqual(stateIds.sort());
    await runPulumiOk(["preview", "--expect-no-changes", ...inStack], cli);
  });
});
