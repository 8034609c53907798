// The resource rules every face shares (resource-rules.ts), where no face's test reaches them: a
// diff with a value not known yet deep inside an input.
import { resourceRules } from "../../../provider/adapters/resource-rules";
import { unknownValue } from "../../../provider/core/unknowns";
import { roleDefinition } from "../../../provider/roles/definition";
import { unreachablePlatform } from "../core/unreachable-platform";

describe("resourceRules diff", () => {
  const rules = resourceRules(roleDefinition, () => unreachablePlatform);
  const held = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }] };

  it("names a whole input as updated when a value deep inside it is not known yet, not the path to that value", () => {
    const declared = { name: "Leads", permissions: [{ resource: unknownValue, actions: ["view"] }] };
    expect(rules.diff(held, declared)).toEqual({
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
      detailedDiff: { permissions: "update" },
      notes: [],
    });
  });

  it("names a known change inside an input by its path", () => {
    const declared = { name: "Leads", permissions: [{ resource: "accounts", actions: ["view"] }] };
    expect(rules.diff(held, declared).detailedDiff).toEqual({ "permissions[0].resource": "update" });
  });
});
