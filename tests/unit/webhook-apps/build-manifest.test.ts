import { buildManifest, mergeOver, webhookScope } from "../../../provider/webhook-apps/build-manifest";

describe("buildManifest", () => {
  it("builds a complete webhook manifest from the simple inputs", () => {
    expect(buildManifest({ name: "Hooks", slug: "hooks", eventsUrl: "https://h.example.com/e", installationsUrl: "https://h.example.com/i", events: ["ticket:created"] })).toEqual({
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
      manifest: { app: { category: "integrations", icons: { small: "https://h.example.com/s.png" } }, metadata: { is_privileged_app: false } },
    });
    expect(manifest.app).toEqual({ name: "Hooks", slug: "hooks", category: "integrations", icons: { small: "https://h.example.com/s.png" } });
    expect(manifest.metadata).toEqual({ is_privileged_app: false });
    expect((manifest.scopes as { required: { platform: unknown[] } }).required.platform).toEqual([webhookScope]);
  });
});

describe("mergeOver", () => {
  it("replaces arrays and scalars instead of merging them", () => {
    expect(mergeOver({ a: [1, 2], b: { c: 1, d: 2 }, e: "x" }, { a: [3], b: { d: 4 }, e: { f: 1 } })).toEqual({ a: [3], b: { c: 1, d: 4 }, e: { f: 1 } });
  });
});
