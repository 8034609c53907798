// The export moves every credential-like value, at any depth, into a secret config read.
import { secretsAsConfig } from "../../../provider/export/secret-config";
import { Reference } from "../../../provider/export/reference";

describe("secretsAsConfig", () => {
  it("replaces each credential-like value by a read of the stack's secret config", () => {
    const inputs = {
      name: "Relay",
      eventsUrl: "https://relay.example.test/hook?token=t0ken",
      installationsUrl: "https://relay.example.test/installations",
      manifest: { integration: { interactivity: { request_url: "https://u:pw@relay.example.test/x" } } },
    };
    const { inputs: rewritten, moved } = secretsAsConfig("WebhookApp", "relay", inputs);
    expect(moved).toEqual([
      { key: "relay-events-url", where: "WebhookApp relay eventsUrl", value: inputs.eventsUrl },
      {
        key: "relay-manifest-integration-interactivity-request-url",
        where: "WebhookApp relay manifest.integration.interactivity.request_url",
        value: "https://u:pw@relay.example.test/x",
      },
    ]);
    expect(rewritten).toEqual({
      name: "Relay",
      eventsUrl: new Reference({ secret: "relay-events-url" }),
      installationsUrl: "https://relay.example.test/installations",
      manifest: {
        integration: { interactivity: { request_url: new Reference({ secret: "relay-manifest-integration-interactivity-request-url" }) } },
      },
    });
    expect(JSON.stringify(rewritten)).not.toMatch(/t0ken|pw@/);
  });

  it("leaves a declaration without credentials as it is", () => {
    const inputs = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }] };
    expect(secretsAsConfig("Role", "leads", inputs)).toEqual({ inputs, moved: [] });
  });
});
