// The platform down for 20 seconds (every request answered 503), then healthy. An `up` whose
// retries are fewer than the outage is long fails with a clear message; the next `up`, with the
// default retries, waits the rest of the outage out and converges with no duplicate.
import { setTimeout as sleep } from "node:timers/promises";
import { platformPerTest } from "../../harness/platform-stack";

const outageMs = 20_000;
const roleNames = ["Outage 0", "Outage 1", "Outage 2"];
const program = `
import * as sp from "pulumi-support-platform";
export const ids = ${JSON.stringify(roleNames)}.map((name, i) =>
  new sp.Role("role-" + i, { name, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
`;

describe("a 20-second outage", () => {
  const current = platformPerTest();

  it("fails an up with too few retries clearly, and the next up waits it out and converges", async () => {
    const { control } = current.platform;
    const stack = await current.stack({ program, projectName: "outage", config: { "supportplatform:maxRetries": { value: "1" } } });
    const fault = await control.addFault({ path: "*", status: 503 });
    const started = Date.now();
    const healthy = sleep(outageMs).then(() => control.removeFault(fault));

    const failure = String(((await stack.up().catch((error: Error) => error)) as Error).message);
    const failedAt = Date.now();
    expect(failedAt - started).toBeLessThan(outageMs);
    expect(failure).toContain("create role did not complete: HTTP 503");
    expect(failure).toContain("list roles failed with HTTP 503 after 1 retry");
    expect(failure).not.toMatch(/^\s+at /m); // no JavaScript stack trace

    await stack.stack.removeConfig("supportplatform:maxRetries");
    const up = await stack.up();
    expect(Date.now() - started).toBeGreaterThanOrEqual(outageMs);
    await healthy;
    const roles = await control.listResources<{ id: string; name: string }>("roles", current.platform.organizations[0]!.id);
    const created = roles.filter((role) => roleNames.includes(role.name));
    expect(created.map((role) => role.id).sort()).toEqual([...(up.outputs.ids!.value as string[])].sort());
    expect(created.map((role) => role.name).sort()).toEqual(roleNames);
    // The second up met the outage too, and retried through it instead of failing.
    const requests = await control.requests();
    expect(requests.filter((request) => request.status === 503 && Date.parse(request.time) > failedAt).length).toBeGreaterThan(0);
    await stack.preview({ expectNoChanges: true });
  });
});
