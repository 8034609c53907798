// Which of a rule order's outputs are secret (core/output-secrecy.ts). Plain values, so that the
// resource class does not load the provider's schemas.
import type { OutputSecrecy } from "../core/output-secrecy";

export const csatRuleOrderSecrecy = {
  secretOutputs: [],
  // The order last applied is the declared ruleIds: secret when they are.
  derivedOutputs: { appliedRuleIds: ["ruleIds"] },
} as const satisfies OutputSecrecy;
