// The input limits every body is held to, whatever its route: each refusal is a 400 naming the path.
import { HttpError } from "../../../../emulator/errors";
import { checkInputLimits, describePath, INPUT_LIMITS } from "../../../../emulator/http/input-limits";

/** The refusal's body, or undefined when the input is within the limits. */
function refusal(input: unknown) {
  try {
    checkInputLimits(input);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.body;
  }
}

/** `levels` objects, one inside the other, the innermost holding `leaf` under `key`. */
function nested(levels: number, leaf: unknown = "x", key = "a"): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < levels; level++) value = { [key]: value };
  return value;
}

test("input within every limit passes, at the limits themselves", () => {
  expect(refusal(nested(INPUT_LIMITS.depth))).toBeUndefined();
  expect(refusal({ list: Array.from({ length: INPUT_LIMITS.entries }, (_, index) => index) })).toBeUndefined();
  expect(refusal(Object.fromEntries(Array.from({ length: INPUT_LIMITS.entries }, (_, index) => [`k${index}`, index])))).toBeUndefined();
  expect(refusal({ text: "x".repeat(INPUT_LIMITS.stringLength), ["k".repeat(INPUT_LIMITS.stringLength)]: 1 })).toBeUndefined();
  expect(refusal({ emoji: "support 🎧", quote: "\u201cfine\u201d" })).toBeUndefined();
  for (const scalar of [undefined, null, 0, true, "text"]) expect(refusal(scalar)).toBeUndefined();
});

test("one level too deep is refused, naming the path where it happens", () => {
  // The body is the first level, so `manifest` holds the other levels and one more.
  expect(refusal({ manifest: nested(INPUT_LIMITS.depth - 1) })).toBeUndefined();
  expect(refusal({ manifest: nested(INPUT_LIMITS.depth) })).toEqual({
    statusCode: 400,
    message: `manifest.a.a.a.…(${INPUT_LIMITS.depth - 8} more)….a.a.a.a is nested more than ${INPUT_LIMITS.depth} levels deep`,
    error: "Bad Request",
    problems: [expect.stringMatching(/^manifest\.a\.a\.a\./)],
  });
});

test("nesting hundreds of thousands of levels deep is refused without exhausting the stack", () => {
  let deep: unknown = [];
  for (let level = 0; level < 200_000; level++) deep = [deep];
  expect(refusal({ description: deep })?.message).toMatch(/^description\.0\.0\.0\..* is nested more than 64 levels deep$/);
});

test("strings, property names and collections past their limits are refused, naming the path", () => {
  const long = "x".repeat(INPUT_LIMITS.stringLength + 1);
  expect(refusal({ permissions: [{ resource: long }] })?.message).toBe(
    `permissions.0.resource is longer than ${INPUT_LIMITS.stringLength} characters`,
  );
  expect(refusal({ conditions: { [long]: 1 } })?.message).toBe(
    `conditions.${"x".repeat(40)}… has a name that is longer than ${INPUT_LIMITS.stringLength} characters`,
  );
  expect(refusal({ teamIds: Array.from({ length: INPUT_LIMITS.entries + 1 }, () => "T") })?.message).toBe(
    `teamIds has more than ${INPUT_LIMITS.entries} elements`,
  );
  const wide = Object.fromEntries(Array.from({ length: INPUT_LIMITS.entries + 1 }, (_, index) => [`k${index}`, 1]));
  expect(refusal({ manifest: { metadata: wide } })?.message).toBe(`manifest.metadata has more than ${INPUT_LIMITS.entries} properties`);
  expect(refusal(Array.from({ length: INPUT_LIMITS.entries + 1 }, () => 1))?.message).toBe(
    `body has more than ${INPUT_LIMITS.entries} elements`,
  );
});

test("text that is not well-formed Unicode (a lone surrogate) is refused", () => {
  expect(refusal({ name: "broken \ud800 text" })?.message).toBe("name is not well-formed Unicode (it contains a lone surrogate)");
  expect(refusal({ "bad\udc00key": 1 })?.message).toBe(
    "bad\udc00key has a name that is not well-formed Unicode (it contains a lone surrogate)",
  );
});

test("a property named __proto__ is refused wherever it is", () => {
  expect(refusal(JSON.parse('{"manifest":{"app":{"__proto__":{"polluted":true}}}}'))?.message).toBe(
    "manifest.app.__proto__ is not allowed as a property name",
  );
  expect(refusal(JSON.parse('[{"__proto__":1}]'))?.message).toBe("0.__proto__ is not allowed as a property name");
});

test("the first problem in document order is the one named", () => {
  expect(refusal({ first: "x".repeat(INPUT_LIMITS.stringLength + 1), second: nested(INPUT_LIMITS.depth) })?.message).toMatch(/^first /);
});

test("paths are named as the validation messages name fields, shortened when long", () => {
  expect(describePath([])).toBe("body");
  expect(describePath(["permissions", 0, "actions"])).toBe("permissions.0.actions");
  expect(describePath(Array.from({ length: 9 }, (_, index) => `k${index}`))).toBe("k0.k1.k2.k3.k4.k5.k6.k7.k8");
  expect(describePath(Array.from({ length: 12 }, (_, index) => `k${index}`))).toBe("k0.k1.k2.k3.…(4 more)….k8.k9.k10.k11");
});
