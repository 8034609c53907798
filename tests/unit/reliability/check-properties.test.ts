// Property-based, over every kind's table: generated valid inputs (the table's valid input with
// any of its variations) pass `check` and round-trip unchanged through check and diff; each table
// case, applied to a generated valid input, is refused at its own path; and random inputs, most of
// them a valid input with a few properties replaced, removed or added at any depth, never make
// `check` throw, and are answered with clean inputs or well-formed failures.
import fc from "fast-check";
import { providerFor } from "../../../provider/adapters/runtime";
import { acceptedConfig, failedPaths } from "../adapters/failed-paths";
import { unknownValue } from "../../../provider/core/unknowns";
import { invalidInputTables } from "./invalid-inputs";
import { absent, type InvalidInputTable, parsePath, withValueAt } from "./invalid-inputs/invalid-input-table";

/** Every property path inside `value`, and one new path under each object or array in it. */
function pathsOf(value: unknown, path = ""): string[] {
  const child = (key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`);
  if (Array.isArray(value)) return [child(value.length), ...value.flatMap((item, index) => [child(index), ...pathsOf(item, child(index))])];
  if (typeof value !== "object" || value === null) return [];
  return [child("unexpected"), ...Object.entries(value).flatMap(([key, item]) => [child(key), ...pathsOf(item, child(key))])];
}

/** True when every parent on `path` is an object or array, so that a value can be put there. */
function reachable(input: unknown, path: string): boolean {
  let current = input;
  for (const key of parsePath(path).slice(0, -1)) {
    if (typeof current !== "object" || current === null) return false;
    current = (current as Record<string | number, unknown>)[key];
  }
  return typeof current === "object" && current !== null;
}

/** The table's valid input with some of its variations applied. */
function validInputs(table: InvalidInputTable): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(table.variations, { requiredKeys: [] })
    .map((chosen) => Object.entries(chosen).reduce((input, [path, value]) => withValueAt(input, path, value), table.valid));
}

const anyValue = fc.oneof(fc.anything(), fc.constant(unknownValue), fc.constant(absent), fc.string(), fc.integer(), fc.constant(""));

function inputsOfKind(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const mutation = fc.tuple(fc.constantFrom(...pathsOf(valid)), anyValue);
  const mutated = fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((mutations) =>
      mutations.reduce((input, [path, value]) => (reachable(input, path) ? withValueAt(input, path, value) : input), valid),
    );
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.object(), weight: 1 });
}

describe.each(invalidInputTables)("check of $kind", (table) => {
  const provider = providerFor(table.kind);
  beforeAll(() => provider.configure!(acceptedConfig));

  it("accepts generated valid inputs, and they round-trip unchanged through check and diff", async () => {
    await fc.assert(
      fc.asyncProperty(validInputs(table), async (declared) => {
        const checked = await provider.check!({}, declared);
        expect(checked.failures).toBeUndefined();
        // Clean inputs are final: checked again, they stay the same.
        expect(await provider.check!({}, checked.inputs)).toEqual({ inputs: checked.inputs });
        // State holding the checked inputs shows no change against the same declaration.
        await expect(provider.diff!("id", checked.inputs, declared)).resolves.toMatchObject({ changes: false });
        await expect(provider.diff!("id", checked.inputs, checked.inputs)).resolves.toMatchObject({ changes: false });
      }),
      { numRuns: 300 },
    );
  });

  it("refuses each case applied to a generated valid input, at the case's path", async () => {
    await fc.assert(
      fc.asyncProperty(validInputs(table), fc.constantFrom(...table.cases), async (declared, invalid) => {
        const result = await provider.check!({}, withValueAt(declared, invalid.path, invalid.value));
        expect(failedPaths(result)).toContain(invalid.path);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws for 1,000 random inputs, and answers clean inputs or well-formed failures", async () => {
    await fc.assert(
      fc.asyncProperty(inputsOfKind(table.valid), async (input) => {
        const result = await provider.check!({}, input);
        expect(typeof result.inputs).toBe("object");
        if (result.failures !== undefined) {
          expect(result.failures.length).toBeGreaterThan(0);
          for (const failure of result.failures) {
            expect(failure.property).toBe("");
            expect(failure.reason).toEqual(expect.stringMatching(/\S/));
          }
        } else {
          expect(await provider.check!({}, result.inputs)).toEqual({ inputs: result.inputs });
        }
      }),
      { numRuns: 1000 },
    );
  });
});
