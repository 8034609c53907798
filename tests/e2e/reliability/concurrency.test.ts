// Two stacks sharing one API key, `up` in parallel, each capped by maxRequestsPerMinute at half the
// platform's limit: together they stay within it (no 429 in the emulator's log) and both converge.
// Each needs more requests than its cap, so the cap must hold some back to the next minute: this
// test takes a little over a minute by nature.
import { platformPerTest } from "../../harness/platform-stack";

const limitPerMinute = 10;
const rolesPerStack = 7;
const program = (tag: string) => `
import * as sp from "pulumi-support-platform";
export const ids = Array.from({ length: ${rolesPerStack} }, (_, i) =>
  new sp.Role("role-" + i, { name: "${tag} " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
`;

describe("two stacks sharing an API key", () => {
  const current = platformPerTest({ rateLimit: { limit: limitPerMinute, windowSeconds: 60 } });

  it("stay within the rate limit between them with maxRequestsPerMinute, and both converge", async () => {
    const { control } = current.platform;
    const config = { "supportplatform:maxRequestsPerMinute": { value: String(limitPerMinute / 2) } };
    const stacks = await Promise.all(
      ["first", "second"].map((tag) => current.stack({ program: program(tag), projectName: `shared-key-${tag}`, config })),
    );
    // Answers come a second late, so each stack sends all its creates before any answer tells it
    // how much budget is left: without the cap, 14 creates would pass the limit of 10 and meet 429s.
    expect(2 * rolesPerStack).toBeGreaterThan(limitPerMinute);
    await control.addFault({ path: "*", latencyMs: 1000 });

    const ups = await Promise.all(stacks.map((stack) => stack.up()));

    const requests = await control.requests();
    expect(requests.filter((request) => request.status === 429)).toEqual([]);
    expect(requests.map((request) => request.status)).toEqual(Array(2 * rolesPerStack).fill(201));
    const roles = await control.listResources("roles", current.platform.organizations[0]!.id);
    const stateIds = ups.flatMap((up) => up.outputs.ids!.value as string[]);
    expect(
      roles
        .filter((role) => !role.isSystem)
        .map((role) => role.id)
        .sort(),
    ).toEqual(stateIds.sort());
  });
});
