import { Reference } from "../../../provider/export/reference";
import { typescriptLiteral } from "../../../provider/export/typescript-literal";

// References print as the writer says: here, a constant's name.
const constantOf = (reference: Reference) => ("constant" in reference.to ? reference.to.constant : "unexpected");

describe("typescriptLiteral", () => {
  it("prints scalars as JSON and references bare", () => {
    expect(typescriptLiteral('Shift "leads" — ü', constantOf)).toBe('"Shift \\"leads\\" — ü"');
    expect(typescriptLiteral(42, constantOf)).toBe("42");
    expect(typescriptLiteral(false, constantOf)).toBe("false");
    expect(typescriptLiteral(null, constantOf)).toBe("null");
    expect(typescriptLiteral(new Reference({ constant: "BILLING_TEAM" }), constantOf)).toBe("BILLING_TEAM");
  });

  it("keeps short objects and arrays on one line, keys bare where they can be, undefined left out", () => {
    expect(typescriptLiteral({ resource: "tickets", actions: ["view", "assign"], "x-y": 1, skipped: undefined }, constantOf)).toBe(
      '{ resource: "tickets", actions: ["view", "assign"], "x-y": 1 }',
    );
    expect(typescriptLiteral({}, constantOf)).toBe("{}");
    expect(typescriptLiteral([], constantOf)).toBe("[]");
  });

  it("breaks long values one entry per line, indented from where they start", () => {
    const permissions = ["tickets", "comments", "accounts"].map((resource) => ({
      resource,
      actions: ["view", "create", "update", "delete"],
      scope: "team",
    }));
    expect(
      typescriptLiteral(
        { teamIds: [new Reference({ constant: "BILLING" }), new Reference({ constant: "TECHNICAL" })], permissions },
        constantOf,
        "  ",
      ),
    ).toBe(
      [
        "{",
        "    teamIds: [BILLING, TECHNICAL],",
        "    permissions: [",
        '      { resource: "tickets", actions: ["view", "create", "update", "delete"], scope: "team" },',
        '      { resource: "comments", actions: ["view", "create", "update", "delete"], scope: "team" },',
        '      { resource: "accounts", actions: ["view", "create", "update", "delete"], scope: "team" },',
        "    ],",
        "  }",
      ].join("\n"),
    );
  });

  it("prints what evaluates back to the same data", () => {
    const data = { name: "Ünïcode ✓", nested: { list: [1, "two", { three: [true, null] }], "quoted key": "v" }, long: "x".repeat(120) };
    expect(new Function(`return (${typescriptLiteral(data, constantOf)});`)()).toEqual(data);
  });
});
