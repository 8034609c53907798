// Each of the three URLs pointed at each wrong place, through the real CLI: another of the
// emulator's hosts (a routing 404, `Cannot GET …`), a closed port, and a plain web server answering
// an HTML 404. `up` (with a change to apply), `refresh` and `destroy` each fail with one line per
// resource naming the setting to check, and leave every resource in state as it was: a 404 that
// is not the platform's own never reads as "deleted", and a host that was never reached fails at
// once instead of retrying for a minute.
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { expectFailureNaming } from "../../harness/failures";
import { closedAddress, htmlNotFound } from "../../harness/foreign-hosts";
import { type Platform, platformConfig, startPlatform } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";
import { appliedStack, resourcesInState } from "../../harness/stack-state";

type Url = "baseUrl" | "apiUrl" | "appsStudioUrl";
type Place = "another emulator host" | "a closed port" | "an HTML 404 server";
type Operation = "up" | "refresh" | "destroy";

interface Setup {
  /** The program applied first, and the one `up` applies: a change of what the URL's host serves. */
  program: string;
  changed: string;
  /** Configuration beside platformConfig's. */
  config?: (platform: Platform) => ConfigMap;
  /**
   * The operations that call the URL's host. The api host serves only the login, which a bearer
   * call needs first: only an update of an attribute value makes one, so refresh and destroy of
   * such a stack never reach it (and, rightly, succeed with apiUrl wrong).
   */
  operations: Operation[];
  /** The emulator's host to point the URL at by mistake: one that serves none of its paths. */
  otherHost: (platform: Platform) => string;
}

const role = (actions: string) =>
  `new sp.Role("leads", { name: "Misconfigured leads", permissions: [{ resource: "tickets", actions: ${actions} }] });`;
const value = (color: string) =>
  `new sp.AccountAttributeValue("vip", { attribute: "account_classification", value: "Misconfigured VIP", color: "${color}" });`;
const app = (name: string) =>
  `new sp.WebhookApp("hook", { name: "${name}", slug: "misconfigured-hook", eventsUrl: "https://hooks.example.test/events", teamIds: ["TACME00001"] });`;
const source = (...declarations: string[]) => ['import * as sp from "pulumi-support-platform";', ...declarations].join("\n");

const setups: Record<Url, Setup> = {
  baseUrl: {
    program: source(role(`["view"]`), value("#aa00ff")),
    changed: source(role(`["view", "update"]`), value("#00aaff")),
    operations: ["up", "refresh", "destroy"],
    otherHost: (platform) => platform.apiUrl,
  },
  apiUrl: {
    program: source(value("#aa00ff")),
    changed: source(value("#00aaff")),
    config: (platform) => ({
      "supportplatform:email": { value: platform.admin.email },
      "supportplatform:password": { value: platform.admin.password, secret: true },
    }),
    operations: ["up"],
    otherHost: (platform) => platform.baseUrl,
  },
  appsStudioUrl: {
    program: source(app("Misconfigured hook")),
    changed: source(app("Renamed hook")),
    operations: ["up", "refresh", "destroy"],
    otherHost: (platform) => platform.baseUrl,
  },
};

const settingOf: Record<Url, string> = {
  baseUrl: "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
  apiUrl: "supportplatform:apiUrl (or SUPPORT_PLATFORM_API_URL)",
  appsStudioUrl: "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL)",
};
/** What each place makes of a call, in the error's words. */
const symptomOf: Record<Place, string> = {
  "another emulator host": "which is not the platform's answer for a missing object, so nothing is taken as deleted",
  "a closed port": "could not reach the platform at all: ECONNREFUSED",
  "an HTML 404 server": "got HTTP 404 (Not Found), which is not the platform's answer for a missing object",
};
const places = Object.keys(symptomOf) as Place[];

describe.each(Object.keys(setups) as Url[])("%s pointed at the wrong place", (url) => {
  const setup = setups[url];
  const html = htmlNotFound();
  let platform: Platform;
  let stack: TestStack;
  let state: Awaited<ReturnType<typeof resourcesInState>>;
  let addresses: Record<Place, string>;

  beforeAll(async () => {
    await html.start();
    platform = await startPlatform({ rateLimit: false });
    addresses = {
      "another emulator host": setup.otherHost(platform),
      "a closed port": await closedAddress(),
      "an HTML 404 server": html.url,
    };
    ({ stack, state } = await appliedStack({
      program: setup.program,
      projectName: `misconfigured-${url}`,
      config: { ...platformConfig(platform), ...setup.config?.(platform) },
    }));
  });
  afterAll(async () => {
    await stack?.dispose();
    await platform?.stop();
    await html.stop();
  });

  // `up` first of each place: it records the URL in the provider's state, which refresh and destroy run with.
  const cases = places.flatMap((place) => setup.operations.map((operation) => ({ place, operation })));
  it.each(cases)("$place: $operation fails at once naming the setting and changes no resource", async ({ place, operation }) => {
    stack.writeProgram(operation === "up" ? setup.changed : setup.program);
    await stack.stack.setConfig(`supportplatform:${url}`, { value: addresses[place] });

    const failure = await stack[operation]().then(
      () => new Error(`${operation} succeeded`),
      (error: Error) => error,
    );

    expectFailureNaming(failure.message, [symptomOf[place], settingOf[url]]);
    // Failed at once: no error says "after N retries" (ERR_HOST_UNREACHABLE is never retried).
    expect(failure.message).not.toMatch(/after \d+ retr/);
    expect(await resourcesInState(stack)).toEqual(state);
  });
});
