// The platform down for 20 seconds (every request answered 503), then healthy. `up` with the
// default retries waits the outage out and completes. With fewer retries than an outage is long,
// `up` fails with a clear message, and once the platform is back the next `up` converges: the
// server holds exactly the roles state holds.
import { setTimeout as sleep } from "node:timers/promises";
import { type Platform, platformPerTest } from "../../harness/platform-stack";

const outageMs = 20_000;
const program = (roles: number) => `
import * as sp from "pulumi-support-platform";
export const ids = Array.from({ length: ${roles} }, (_, i) =>
  new sp.Role("role-" + i, { name: "Outage " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
`;

/** Answers 503 to everything until `outageMs` after the first request it refused. */
async function outage(platform: Platform): Promise<{ over: Promise<void> }> {
  const fault = await platform.control.addFault({ path: "*", status: 503 });
  const firstRefused = async (): Promise<void> => {
    while (!(await platform.control.requests()).some((request) => request.status === 503)) await sleep(100);
  };
  return {
    over: firstRefused()
      .then(() => sleep(outageMs))
      .then(() => platform.control.removeFault(fault)),
  };
}

describe("a 20-second outage", () => {
  const current = platformPerTest();
  const serverRoles = async () => {
    const roles = await current.platform.control.listResources("roles", current.platform.organizations[0]!.id);
    return roles.filter((role) => !role.isSystem);
  };

  it("is waited out by the default retries; with fewer, up fails clearly and the next up converges", async () => {
    const { platform } = current;
    const stack = await current.stack({ program: program(3), projectName: "outage" });
    let over = false;
    void (await outage(platform)).over.then(() => (over = true));
    const waited = await stack.up();
    expect(over).toBe(true);
    expect((await platform.control.requests()).filter((request) => request.status === 503).length).toBeGreaterThan(3);
    expect(waited.outputs.ids!.value).toHaveLength(3);

    // Three more roles, during an outage that outlasts a single retry.
    await stack.stack.setConfig("supportplatform:maxRetries", { value: "1" });
    stack.writeProgram(program(6));
    await platform.control.addFault({ path: "*", status: 503 });
    const failure = String(((await stack.up().catch((error: Error) => error)) as Error).message);
    expect(failure).toContain("create role did not complete: HTTP 503");
    expect(failure).toContain("list roles failed with HTTP 503 after 1 retry");
    expect(failure).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no JavaScript stack frame
    await platform.control.clearFaults();

    const converged = await stack.up();
    const ids = converged.outputs.ids!.value as string[];
    expect((await serverRoles()).map((role) => role.id).sort()).toEqual([...ids].sort());
    expect(ids).toHaveLength(6);
  });
});
