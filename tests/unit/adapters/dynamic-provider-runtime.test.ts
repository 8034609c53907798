// The dynamic face's runtime judges the stack's configuration in every resource's check (it has no
// CheckConfig), with the SDK's own Config as the dynamic provider host hands it over.
import { Config } from "@pulumi/pulumi/cmd/dynamic-provider/config";
import { dynamicProviderRuntime } from "../../../provider/adapters/dynamic-provider-runtime";
import { ConfigError } from "../../../provider/config/config-error";
import { unreachablePlatform } from "../core/unreachable-platform";

const role = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }], __provider: "shim" };
const app = { name: "Hook", slug: "hook", eventsUrl: "https://hooks.example.com/e", teamIds: ["T1"], __provider: "shim" };

/** A runtime configured with `stack` as the engine sends it: every key of the stack, namespaced. */
async function configured(stack: Record<string, string>) {
  const made: unknown[] = [];
  const runtime = dynamicProviderRuntime((config) => {
    made.push(config);
    return unreachablePlatform;
  });
  for (const kind of ["Role", "WebhookApp"]) await runtime.providerFor(kind).configure!({ config: new Config(stack, "project") });
  return { runtime, made };
}

describe("the dynamic face's configuration check", () => {
  const env = process.env;
  beforeEach(() => {
    process.env = {};
  });
  afterEach(() => {
    process.env = env;
  });

  it("fails each resource's check with every problem, an unknown key with the nearest setting, the stack's other namespaces aside", async () => {
    const { runtime } = await configured({
      "supportplatform:appStudioUrl": "https://apps.example.com",
      "aws:region": "eu-west-1",
      "project:size": "3",
    });
    const reasons = (await runtime.providerFor("Role").check!({}, role)).failures?.map((failure) => failure.reason);
    expect(reasons).toEqual([
      "supportplatform:appStudioUrl is not a setting of this provider; did you mean supportplatform:appsStudioUrl?",
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
    ]);
  });

  it("names what a kind needs besides: a WebhookApp, the apps host", async () => {
    const { runtime } = await configured({ "supportplatform:apiKey": "k", "supportplatform:baseUrl": "https://support.example.com" });
    expect(await runtime.providerFor("Role").check!({}, role)).not.toHaveProperty("failures");
    expect((await runtime.providerFor("WebhookApp").check!({}, app)).failures).toEqual([
      { property: "", reason: "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to manage a WebhookApp" },
    ]);
  });

  it("reports the configuration's problems beside the inputs' own", async () => {
    const { runtime } = await configured({});
    const reasons = (await runtime.providerFor("Role").check!({}, { ...role, name: "" })).failures?.map((failure) => failure.reason);
    expect(reasons).toEqual([
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
      "name: must not be empty",
    ]);
  });

  it("makes no client from a bad configuration: the call fails naming every problem, the kind's needs included", async () => {
    const { runtime, made } = await configured({ "supportplatform:apiKey": "k" });
    const failure = await runtime.providerFor("WebhookApp").read!("A1", app).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to manage a WebhookApp",
    ]);
    expect(made).toEqual([]);
  });
});
