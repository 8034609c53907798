// One stack in Pulumi's PostgreSQL state backend (`npm run backend:postgres`), applied by two
// pipelines at once, as pulumi/actions runs `up` (`pulumi up --yes --skip-preview`). The program
// holds its run at a gate the test opens, so that the second `up` starts while the first holds the
// stack's lock, whatever the machine's load: it must fail at once with Pulumi's lock message,
// without running the program or sending a request. Then an apply killed mid-way: its lock stays
// until `pulumi cancel` clears it, as the GitOps example's README says.
import * as fs from "node:fs";
import * as path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Platform, platformConfig, startPlatform, writesReceived } from "../../harness/platform-stack";
import { type CliOptions, killProcessGroup, runPulumi, startPulumi } from "../../harness/pulumi-cli";
import { createTestStack, makeScratchDir, type TestStack } from "../../harness/pulumi-stack";
import { postgresBackendPerFile } from "../../harness/postgres-backend";

const roleCount = 3;
const lockMessage =
  "the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.";

// Each run marks that its program runs (by then its update holds the stack's lock) and waits until
// the gate is open. Roles are declared after the wait, so a run held there has sent nothing.
const program = `
import * as fs from "node:fs";
import * as path from "node:path";
import * as sp from "pulumi-support-platform";

const gate = process.env.LOCK_TEST_GATE!;
fs.writeFileSync(path.join(gate, "running-" + process.pid), "");
export = async () => {
  while (!fs.existsSync(path.join(gate, "open"))) {
    // The test deletes the gate when it ends: a run still held then fails instead of waiting forever.
    if (!fs.existsSync(gate)) throw new Error("the lock test ended while this run was held at its gate");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let i = 0; i < ${roleCount}; i++) {
    new sp.Role("role-" + i, { name: "Locked " + i, permissions: [{ resource: "tickets", actions: ["view"] }] });
  }
};
`;

describe("one stack on the PostgreSQL backend, applied twice at once", () => {
  const state = postgresBackendPerFile();
  let platform: Platform;
  let stack: TestStack;
  let gate: string;
  let cli: CliOptions;
  /** A run the test started and has not awaited yet: let through and awaited after a failure. */
  let pending: Promise<unknown> | undefined;
  const inStack = () => ["--stack", stack.stack.name, "--non-interactive"];
  const up = () => ["up", "--yes", "--skip-preview", ...inStack()];
  const runs = () => fs.readdirSync(gate).filter((name) => name.startsWith("running-"));
  /** Waits until a run of the program, started since the markers were last cleared, is held at the gate. */
  const heldAtGate = async () => {
    while (runs().length === 0) await sleep(100);
  };
  const clearRuns = () => {
    for (const name of runs()) fs.rmSync(path.join(gate, name));
  };

  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: false });
    gate = makeScratchDir("lock-gate");
    stack = await createTestStack({
      program,
      projectName: "shared-state",
      config: platformConfig(platform),
      env: { PULUMI_BACKEND_URL: state.backend.loginUrl, LOCK_TEST_GATE: gate },
    });
    cli = { cwd: stack.workDir, env: stack.env };
  });
  afterAll(async () => {
    if (gate !== undefined) fs.writeFileSync(path.join(gate, "open"), "");
    await pending;
    await stack?.dispose();
    fs.rmSync(gate, { recursive: true, force: true });
    await platform?.stop();
  });

  it("lets one apply; the other fails at once with the lock message, writing nothing; the next preview has no change", async () => {
    const first = runPulumi(up(), cli);
    pending = first;
    await heldAtGate();
    expect(await state.lockKeys()).toHaveLength(1);

    const second = await runPulumi(up(), cli);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(lockMessage);
    expect(runs()).toHaveLength(1); // the second never ran the program
    expect(await writesReceived(platform)).toEqual([]);

    fs.writeFileSync(path.join(gate, "open"), "");
    const applied = await first;
    expect(applied.code).toBe(0);
    const writes = await writesReceived(platform);
    expect(writes.map((write) => `${write.method} ${write.path} ${write.status}`)).toEqual(Array(roleCount).fill("POST /v1/roles 201"));
    const roles = await platform.control.listResources<{ name: string }>("roles", platform.organizations[0]!.id);
    expect(
      roles
        .map((role) => role.name)
        .filter((name) => name.startsWith("Locked "))
        .sort(),
    ).toEqual(Array.from({ length: roleCount }, (_, i) => `Locked ${i}`));
    expect(await state.lockKeys()).toEqual([]);

    expect((await runPulumi(["preview", "--expect-no-changes", ...inStack()], cli)).code).toBe(0);
  });

  it("keeps a killed apply's lock until `pulumi cancel` clears it", async () => {
    fs.rmSync(path.join(gate, "open"));
    clearRuns();
    const killed = startPulumi(up(), cli);
    await heldAtGate();
    killProcessGroup(killed);
    await new Promise((resolve) => killed.once("exit", resolve));

    const blocked = await runPulumi(up(), cli);
    expect(blocked.stderr).toContain(lockMessage);
    expect(await state.lockKeys()).toHaveLength(1);

    expect((await runPulumi(["cancel", "--yes", ...inStack()], cli)).code).toBe(0);
    expect(await state.lockKeys()).toEqual([]);
    fs.writeFileSync(path.join(gate, "open"), "");
    expect((await runPulumi(["preview", "--expect-no-changes", ...inStack()], cli)).code).toBe(0);
  });
});
