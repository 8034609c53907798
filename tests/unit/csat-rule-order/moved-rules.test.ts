import { resourceRules } from "../../../provider/adapters/resource-rules";
import { unknownValue } from "../../../provider/core/unknowns";
import { csatRuleOrderDefinition } from "../../../provider/csat-rule-orders/definition";
import { movedRules, ordinal } from "../../../provider/csat-rule-orders/moved-rules";
import { unreachablePlatform } from "../core/unreachable-platform";

const names = { R1: "Angry customers", R2: "After close", R3: "Weekend" };

describe("movedRules", () => {
  it("names each rule that changes place beside its id, with the place it leaves and the one it takes", () => {
    expect(movedRules(["R1", "R2", "R3"], names, ["R2", "R1", "R3"])).toBe(
      `moves "After close" (R2) from 2nd to 1st; "Angry customers" (R1) from 1st to 2nd`,
    );
  });

  it("says nothing when no rule changes place, and leaves out rules new to the order and ids not known yet", () => {
    expect(movedRules(["R1", "R2"], names, ["R1", "R2"])).toBeUndefined();
    expect(movedRules(["R1", "R2"], names, [unknownValue, "R1", "R2", "R9"])).toBe(
      `moves "Angry customers" (R1) from 1st to 2nd; "After close" (R2) from 2nd to 3rd`,
    );
  });

  it("gives the id alone for a rule whose name state does not hold (state recorded before names were)", () => {
    expect(movedRules(["R1", "R2"], {}, ["R2", "R1"])).toBe("moves R2 from 2nd to 1st; R1 from 1st to 2nd");
  });

  it("spells places as English does", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });
});

describe("CsatRuleOrder's diff", () => {
  const rules = resourceRules(csatRuleOrderDefinition, () => unreachablePlatform);
  const state = { teamId: "T1", ruleIds: ["R1", "R2", "R3"], settingsId: "S1", appliedRuleIds: ["R1", "R2", "R3"], ruleNames: names };

  it("notes the rules a reorder moves, by name from state, with no request", () => {
    const diff = rules.diff(state, { teamId: "T1", ruleIds: ["R3", "R1", "R2"] });
    expect(diff.detailedDiff).toEqual({ "ruleIds[0]": "add", "ruleIds[2]": "delete" });
    expect(diff.notes).toEqual([
      `moves "Weekend" (R3) from 3rd to 1st; "Angry customers" (R1) from 1st to 2nd; "After close" (R2) from 2nd to 3rd`,
    ]);
  });

  it("notes nothing without a change", () => {
    expect(rules.diff(state, { teamId: "T1", ruleIds: ["R1", "R2", "R3"] }).notes).toEqual([]);
  });
});
