import fc from "fast-check";
import { checkInputs } from "../../../provider/dynamic/check-inputs";
import { unknownValue } from "../../../provider/dynamic/unknowns";
import { roleInputs } from "../../../provider/roles/role-provider";

describe("checkInputs", () => {
  it("returns the normalized inputs when they are valid", () => {
    const result = checkInputs(roleInputs, {
      name: "  Leads ",
      permissions: [{ resource: "tickets", actions: ["view", "assign", "view"] }],
    });
    expect(result).toEqual({ inputs: { name: "Leads", permissions: [{ resource: "tickets", actions: ["assign", "view"] }] } });
  });

  it("reports every problem with its property path", () => {
    const result = checkInputs(roleInputs, {
      name: "",
      permissions: [{ resource: "tickets", actions: ["view", "fly"] }, { resource: 7, actions: [], extra: true }],
      colour: "red",
    });
    expect(result.failures?.map((failure) => failure.property).sort()).toEqual(
      ["colour", "name", "permissions[0].actions[1]", "permissions[1].actions", "permissions[1].extra", "permissions[1].resource"].sort(),
    );
    expect(result.failures?.find((failure) => failure.property === "colour")?.reason).toBe("is not a known property");
  });

  it("does not judge values that are not known yet during a preview", () => {
    const news = { name: unknownValue, permissions: [{ resource: "tickets", actions: unknownValue }] };
    expect(checkInputs(roleInputs, news)).toEqual({ inputs: news });
    const mixed = checkInputs(roleInputs, { name: unknownValue, permissions: [{ resource: "", actions: ["view"] }] });
    expect(mixed.failures?.map((failure) => failure.property)).toEqual(["permissions[0].resource"]);
  });

  it("never throws, and returns inputs or failures, for 1,000 random inputs", () => {
    const value = fc.oneof(fc.jsonValue(), fc.constant(unknownValue));
    const roleLike = fc.record(
      { name: value, description: value, permissions: fc.oneof(value, fc.array(fc.dictionary(fc.constantFrom("resource", "actions", "scope", "conditions", "x"), value))) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(roleLike, fc.dictionary(fc.string(), value)), (news) => {
        const result = checkInputs(roleInputs, news as Record<string, unknown>);
        expect(result.inputs !== undefined || (result.failures?.length ?? 0) > 0).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
