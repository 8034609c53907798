import { containsUnknown, isUnknownAt, unknownValue } from "../../../provider/core/unknowns";

describe("unknownValue", () => {
  it("is the Pulumi engine's placeholder for values not known yet", () => {
    expect(unknownValue).toBe("04da6b54-80e4-46f7-96ec-b56ff0331ba9");
  });
});

describe("containsUnknown", () => {
  it("finds the placeholder at any depth, in objects and arrays", () => {
    expect(containsUnknown(unknownValue)).toBe(true);
    expect(containsUnknown({ a: [1, { b: unknownValue }] })).toBe(true);
    expect(containsUnknown([[[unknownValue]]])).toBe(true);
  });

  it("finds nothing in known values", () => {
    expect([undefined, null, 0, "", "04da6b54", { a: [1, { b: "x" }] }, [], {}].map(containsUnknown)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("does not mistake a key for a value", () => {
    expect(containsUnknown({ [unknownValue]: "known" })).toBe(false);
  });
});

describe("isUnknownAt", () => {
  const news = { name: unknownValue, permissions: [{ resource: "tickets", actions: unknownValue }, unknownValue] };

  it("is true at the placeholder and at any path below it", () => {
    expect(isUnknownAt(news, ["name"])).toBe(true);
    expect(isUnknownAt(news, ["permissions", 0, "actions"])).toBe(true);
    expect(isUnknownAt(news, ["permissions", 0, "actions", 3])).toBe(true);
    expect(isUnknownAt(news, ["permissions", 1, "resource"])).toBe(true);
    expect(isUnknownAt(unknownValue, [])).toBe(true);
  });

  it("is false at known values, missing paths, and paths through scalars", () => {
    expect(isUnknownAt(news, [])).toBe(false);
    expect(isUnknownAt(news, ["permissions"])).toBe(false);
    expect(isUnknownAt(news, ["permissions", 0, "resource"])).toBe(false);
    expect(isUnknownAt(news, ["permissions", 5, "resource"])).toBe(false);
    expect(isUnknownAt(news, ["permissions", 0, "resource", "length"])).toBe(false);
    expect(isUnknownAt({ a: null }, ["a", "b"])).toBe(false);
  });
});
