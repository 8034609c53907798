import { diffManifests } from "../../../../../emulator/domains/apps/manifest-diff";

describe("manifest diff", () => {
  test("lists changed, added and removed leaves by dotted path; arrays compare whole", () => {
    const before = { app: { name: "A", slug: "a" }, scopes: ["x"], gone: 1 };
    const after = { app: { name: "B", slug: "a", category: "c" }, scopes: ["x", "y"] };
    expect(diffManifests(before, after)).toEqual([
      { path: "app.name", oldValue: "A", newValue: "B" },
      { path: "app.category", oldValue: null, newValue: "c" },
      { path: "scopes", oldValue: ["x"], newValue: ["x", "y"] },
      { path: "gone", oldValue: 1, newValue: null },
    ]);
    expect(diffManifests(after, structuredClone(after))).toEqual([]);
  });
});
