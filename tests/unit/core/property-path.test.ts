import { propertyPath } from "../../../provider/core/property-path";

describe("propertyPath", () => {
  it("names properties the way Pulumi's check failures do", () => {
    expect(propertyPath(["permissions", 0, "actions", 2])).toBe("permissions[0].actions[2]");
    expect(propertyPath(["manifest", "app", "slug"])).toBe("manifest.app.slug");
  });

  it("handles the root, a leading index and nested indexes", () => {
    expect(propertyPath([])).toBe("");
    expect(propertyPath([0])).toBe("[0]");
    expect(propertyPath([0, "name"])).toBe("[0].name");
    expect(propertyPath(["matrix", 1, 2])).toBe("matrix[1][2]");
  });

  it("quotes a key that is not a plain name (numeric-looking, dotted, a symbol), so it cannot read as an index", () => {
    expect(propertyPath(["conditions", "0"])).toBe('conditions["0"]');
    expect(propertyPath(["conditions", "team.id"])).toBe('conditions["team.id"]');
    expect(propertyPath(["a", Symbol("b")])).toBe('a["Symbol(b)"]');
  });
});
