// A CsatRuleOrder's state as both faces' diff-note tests hold it: two rules, named.
import type { CsatRuleOrderState } from "../../../provider/csat-rule-orders/schema";

export const heldRuleOrder: CsatRuleOrderState = {
  teamId: "T1",
  ruleIds: ["R1", "R2"],
  settingsId: "S1",
  appliedRuleIds: ["R1", "R2"],
  ruleNames: { R1: "Angry", R2: "After close" },
};
