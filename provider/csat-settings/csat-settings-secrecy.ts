// Which of a team's CSAT settings outputs are secret (core/output-secrecy.ts). Plain values, so
// that the resource class does not load the provider's schemas.
import type { OutputSecrecy } from "../core/output-secrecy";

export const csatSettingsSecrecy = {
  secretOutputs: [],
  // The values the stack replaced are the same kind of value as the declared ones: a setting kept
  // secret keeps its previous value secret too.
  derivedOutputs: { previousSettings: ["cooldownPeriodDays", "userCooldownPeriodDays", "emailConfigId", "closedStatusIds"] },
} as const satisfies OutputSecrecy;
