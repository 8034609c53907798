import { buildManifest, manifestConflicts, mergeOver, webhookScope, withWebhookScope } from "../../../provider/webhook-apps/build-manifest";

const simple = { name: "Hooks", slug: "hooks", eventsUrl: "https://h.example.com/e" };

describe("buildManifest", () => {
  it("builds a complete webhook manifest from the simple inputs", () => {
    expect(
      buildManifest({
        name: "Hooks",
        slug: "hooks",
        eventsUrl: "https://h.example.com/e",
        installationsUrl: "https://h.example.com/i",
        events: ["ticket:created"],
      }),
    ).toEqual({
      app: { name: "Hooks", slug: "hooks" },
      integration: { webhooks: { events: "https://h.example.com/e", installations: "https://h.example.com/i" } },
      configuration: { required_settings: [], optional_settings: [] },
      scopes: { required: { platform: [webhookScope] } },
      events: { subscribe: ["ticket:created"] },
    });
  });

  it("merges a user's manifest over the generated one, objects key by key", () => {
    const manifest = buildManifest({
      name: "Hooks",
      slug: "hooks",
      eventsUrl: "https://h.example.com/e",
      manifest: {
        app: { category: "integrations", icons: { small: "https://h.example.com/s.png" } },
        metadata: { is_privileged_app: false },
      },
    });
    expect(manifest.app).toEqual({
      name: "Hooks",
      slug: "hooks",
      category: "integrations",
      icons: { small: "https://h.example.com/s.png" },
    });
    expect(manifest.metadata).toEqual({ is_privileged_app: false });
    expect((manifest.scopes as { required: { platform: unknown[] } }).required.platform).toEqual([webhookScope]);
  });
});

describe("buildManifest with a user's manifest", () => {
  it("takes a pasted manifest unchanged where the simple inputs say nothing", () => {
    const pasted = {
      app: { name: "Hooks", slug: "hooks", category: "support", supported_locales: ["en"] },
      integration: { webhooks: { events: "https://h.example.com/e" }, entry_points: { main: "https://h.example.com/" } },
      activities: [{ name: "sync" }],
    };
    const manifest = buildManifest({ ...simple, manifest: pasted });
    expect(manifest).toMatchObject(pasted);
    expect(manifest.configuration).toEqual({ required_settings: [], optional_settings: [] });
  });

  it("carries the installation settings into the manifest's configuration", () => {
    const manifest = buildManifest({ ...simple, appConfiguration: { requiredSettings: [{ key: "region" }] } });
    expect(manifest.configuration).toEqual({ required_settings: [{ key: "region" }], optional_settings: [] });
  });
});

describe("withWebhookScope", () => {
  it("adds webhooks:read back when a manifest's own required scopes leave it out", () => {
    const ticketsRead = { scope: "tickets:read", reason: "show tickets" };
    const manifest = withWebhookScope({ scopes: { required: { platform: [ticketsRead] }, optional: { platform: [] } } });
    expect(manifest.scopes).toEqual({ required: { platform: [ticketsRead, webhookScope] }, optional: { platform: [] } });
  });

  it("keeps the user's own wording of webhooks:read, and a manifest without its own scopes, as they are", () => {
    const own = { scopes: { required: { platform: [{ scope: "webhooks:read", reason: "our reason" }] } } };
    expect(withWebhookScope(own)).toBe(own);
    const noScopes = { app: { category: "support" } };
    expect(withWebhookScope(noScopes)).toBe(noScopes);
  });
});

describe("manifestConflicts", () => {
  it("names every manifest value that contradicts a simple input that is also set", () => {
    const conflicts = manifestConflicts({
      ...simple,
      description: "ours",
      events: ["ticket:created"],
      manifest: {
        app: { name: "Other", slug: "hooks", description: "theirs" },
        integration: { webhooks: { events: "https://elsewhere.example.com/e", installations: "https://h.example.com/i" } },
        events: { subscribe: ["ticket:created"] },
      },
    });
    expect(conflicts).toEqual([
      { path: ["app", "name"], input: "name" },
      { path: ["app", "description"], input: "description" },
      { path: ["integration", "webhooks", "events"], input: "eventsUrl" },
    ]);
  });

  it("finds none without a manifest, or where only one side is set", () => {
    expect(manifestConflicts(simple)).toEqual([]);
    expect(manifestConflicts({ ...simple, manifest: { app: { description: "only here" }, integration: "not an object" } })).toEqual([]);
  });
});

describe("mergeOver", () => {
  it("replaces arrays and scalars instead of merging them", () => {
    expect(mergeOver({ a: [1, 2], b: { c: 1, d: 2 }, e: "x" }, { a: [3], b: { d: 4 }, e: { f: 1 } })).toEqual({
      a: [3],
      b: { c: 1, d: 4 },
      e: { f: 1 },
    });
  });
});
