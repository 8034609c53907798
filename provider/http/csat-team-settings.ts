// A team's CSAT settings (`GET /v1/csat/team/{teamUid}`), which three kinds read: CsatRule (the
// team's rules before its first create, and its list), CsatRuleOrder (the rules' order) and
// CsatSettings. One read per team and client serves all three, since every request costs a second
// of the platform's budget; every write that changes the team's settings (a rule's create, update
// or delete, a reorder, a settings update) goes through `afterCsatSettingsWrite`, so the next read
// loads afresh. It lives below the resource folders because no resource folder imports another.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import { sharedReads } from "../core/shared-reads";
import { sharedEndpoints } from "./endpoints";
import { csatEnvelope } from "./envelopes";

/** A rule as the team's settings list it (spec): every field but the filters and the configs. */
export const csatRuleSummary = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  isActive: z.boolean(),
  priority: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A team's CSAT settings (spec), listing its rules in their order. */
export const csatTeamSettings = z.object({
  id: z.string().min(1),
  team: z.object({ id: z.string() }),
  isEnabled: z.boolean(),
  cooldownPeriodDays: z.number(),
  userCooldownPeriodDays: z.number(),
  emailConfigId: z.string(),
  closedStatusIds: z.array(z.string()),
  rules: z.array(csatRuleSummary),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CsatTeamSettings = z.output<typeof csatTeamSettings>;

/**
 * The team's settings as the platform holds them now, in a read of their own; none when the team has
 * none (it never had a rule) or is gone. Only for a lookup that must see a write this client just
 * made whatever the shared read holds (a create whose answer was lost): every other read is shared.
 */
export async function loadCsatTeamSettings(api: PlatformApi, teamUid: string): Promise<CsatTeamSettings | undefined> {
  return (await api.callIfPresent(sharedEndpoints.getCsatSettings, { params: { teamUid }, response: csatEnvelope(csatTeamSettings) }))?.data
    .data;
}

const teamSettings = sharedReads<CsatTeamSettings | undefined>();

/** The team's settings from the one read this client makes of them until its next write of them; none when it has none. */
export function readCsatTeamSettings(api: PlatformApi, teamUid: string): Promise<CsatTeamSettings | undefined> {
  return teamSettings.read(api, teamUid, () => loadCsatTeamSettings(api, teamUid));
}

/** Runs `write`, which may change the team's CSAT settings or rules, then makes the team's next read load afresh. */
export function afterCsatSettingsWrite<R>(api: PlatformApi, teamUid: string, write: () => Promise<R>): Promise<R> {
  return teamSettings.afterWrite(api, teamUid, write);
}
