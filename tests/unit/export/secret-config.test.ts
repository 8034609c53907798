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

  it("moves any text under a key named like a credential, at any depth below it, and names it by the path's words, uniquely", () => {
    const inputs = {
      name: "Relay",
      appConfiguration: {
        requiredSettings: [
          { signing_secret: "whsec_abc", SigningSecret: "whsec_def", region: "eu", retries: 3 },
          { Authorization: { scheme: "Bearer", value: "b3arer" }, API_KEY: "k3y", password_required: true, token: "" },
        ],
      },
      manifest: { "client_secret\u2028x": "s3cret", key: "region" },
    };
    const { inputs: rewritten, moved } = secretsAsConfig("WebhookApp", "relay", inputs);
    expect(moved.map(({ key, value }) => [key, value])).toEqual([
      ["relay-app-configuration-required-settings-0-signing-secret", "whsec_abc"],
      ["relay-app-configuration-required-settings-0-signing-secret-2", "whsec_def"],
      ["relay-app-configuration-required-settings-1-authorization-scheme", "Bearer"],
      ["relay-app-configuration-required-settings-1-authorization-value", "b3arer"],
      ["relay-app-configuration-required-settings-1-api-key", "k3y"],
      ["relay-manifest-client-secret-x", "s3cret"],
    ]);
    // Numbers, booleans and empty text hold no credential; `key` alone is too common a key to mean one.
    expect(rewritten.appConfiguration).toMatchObject({
      requiredSettings: [
        { region: "eu", retries: 3 },
        { password_required: true, token: "" },
      ],
    });
    expect(rewritten.manifest).toMatchObject({ key: "region" });
    expect(JSON.stringify(rewritten)).not.toMatch(/whsec|b3arer|k3y|s3cret|Bearer/);
  });

  it("leaves a declaration without credentials as it is", () => {
    const inputs = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }] };
    expect(secretsAsConfig("Role", "leads", inputs)).toEqual({ inputs, moved: [] });
  });
});
