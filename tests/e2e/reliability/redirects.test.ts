// A base URL that redirects to another origin, through the real CLI: a stack with a role and an
// attribute value, applied against the emulator; then, with supportplatform:baseUrl pointed at a
// redirector to a second, recording origin, an `up` that updates both and creates a role (each
// redirect status), a `refresh` and a `destroy` (307) each fail naming the setting and the Location. The
// second origin receives nothing, the platform no write, and the stack's resources are unchanged.
import { recorder, redirector, redirectStatuses } from "../../harness/foreign-hosts";
import { expectFailureNaming } from "../../harness/failures";
import { type Platform, platformConfig, startPlatform, writesReceived } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";
import { appliedStack, resourcesInState } from "../../harness/stack-state";

const program = (actions: string, color: string, extraRole = "") => `
import * as sp from "pulumi-support-platform";
new sp.Role("leads", { name: "Redirect leads", permissions: [{ resource: "tickets", actions: ${actions} }] });
new sp.AccountAttributeValue("vip", { attribute: "account_classification", value: "Redirect VIP", color: "${color}" });
${extraRole}`;
const applied = program(`["view"]`, "#aa00ff");
/** Updates both resources and creates a third: a PATCH, a PUT and a POST. */
const changed = program(
  `["view", "update"]`,
  "#00aaff",
  `new sp.Role("new", { name: "Redirect newcomers", permissions: [{ resource: "tickets", actions: ["view"] }] });`,
);
const setting = "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)";

/**
 * In this order: `refresh` runs with the provider configuration state records (Pulumi does not run
 * the program), and the failed `up` is what records the new baseUrl there, as it would for a user.
 */
const operations = {
  up: (stack: TestStack) => {
    stack.writeProgram(changed);
    return stack.up();
  },
  refresh: (stack: TestStack) => stack.refresh(),
  destroy: (stack: TestStack) => stack.destroy(),
};
/**
 * tests/integration/http/redirects.test.ts meets every status at every endpoint; here, through the
 * CLI, each status once in an `up` (a PATCH, a PUT and a POST), and 307, which keeps the method and
 * body, in a refresh and a destroy as well.
 */
const cases = redirectStatuses.flatMap((status) =>
  (status === 307 ? (["up", "refresh", "destroy"] as const) : (["up"] as const)).map((operation) => ({ status, operation })),
);

describe("a base URL that redirects to another origin", () => {
  const second = recorder();
  const redirectors = new Map(redirectStatuses.map((status) => [status, redirector(status, second)]));
  let platform: Platform;
  let stack: TestStack;
  let state: Awaited<ReturnType<typeof resourcesInState>>;

  beforeAll(async () => {
    await Promise.all([second.start(), ...[...redirectors.values()].map((server) => server.start())]);
    platform = await startPlatform({ rateLimit: false });
    ({ stack, state } = await appliedStack({ program: applied, projectName: "redirects", config: platformConfig(platform) }));
  });
  afterAll(async () => {
    await stack?.dispose();
    await platform?.stop();
    await Promise.all([second.stop(), ...[...redirectors.values()].map((server) => server.stop())]);
  });

  it.each(cases)(
    "$status: $operation fails naming the setting, sends nothing to the other origin and changes no resource",
    async ({ status, operation }) => {
      const first = redirectors.get(status)!;
      stack.writeProgram(applied);
      await stack.stack.setConfig("supportplatform:baseUrl", { value: first.url });
      await platform.control.clearRequests();
      first.requests.splice(0);

      const failure = await operations[operation](stack).then(
        () => new Error(`${operation} succeeded`),
        (error: Error) => error,
      );

      expect(second.requests).toEqual([]);
      expect(first.requests.length).toBeGreaterThan(0); // the operation did meet the redirect
      expectFailureNaming(failure.message, [`was answered with a redirect (HTTP ${status}) to ${second.url}/v1/`, setting]);
      expect(await writesReceived(platform)).toEqual([]);
      expect(await resourcesInState(stack)).toEqual(state);
    },
  );
});
