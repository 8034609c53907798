// CsatRuleOrder's calls to the API (create and update PATCH the team's reorder, whose answer is the
// settings listing the rules in their new order; read GET the team's settings; delete writes
// nothing) and the mapping from the team's settings to the state Pulumi keeps. Its id is the
// team's uid: a team has one order. Its inputs and state: schema.ts.
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { csatRuleOrderEndpoints } from "./endpoints";
import { csatEnvelope } from "../http/envelopes";
import { afterCsatSettingsWrite, type CsatTeamSettings, csatTeamSettings, readCsatTeamSettings } from "../http/csat-team-settings";
import { ApiError } from "../http/errors";
import { movedRules } from "./moved-rules";
import { RuleOrderMismatchError } from "./rule-order-mismatch-error";
import { type CsatRuleOrderState, csatRuleOrderSchema } from "./schema";

/** A reorder's answer: the team's settings, listing the rules in their new order. */
const reorderedResponse = csatEnvelope(csatTeamSettings.pick({ id: true, rules: true }));
/** The team's settings as far as an order needs them: the rules, in order. */
type Settings = Pick<CsatTeamSettings, "id" | "rules">;

function toState(teamId: string, settings: Settings, appliedRuleIds: string[]): CsatRuleOrderState {
  const ruleIds = settings.rules.map((rule) => rule.id);
  const ruleNames = Object.fromEntries(settings.rules.map((rule) => [rule.id, rule.name]));
  return { teamId, ruleIds, settingsId: settings.id, appliedRuleIds, ruleNames };
}

/** Sends one reorder; a read after it, refused or not, loads the team's settings afresh. */
const send = (api: PlatformApi, teamId: string, body: string[]): Promise<Settings> =>
  afterCsatSettingsWrite(
    api,
    teamId,
    async () =>
      (await api.call(csatRuleOrderEndpoints.reorderCsatRules, { params: { teamUid: teamId }, body, response: reorderedResponse })).data
        .data,
  );

/**
 * Puts the team's rules in the order of `ruleIds` in one request, whatever order they are in now,
 * followed by `leaving`: rules the program stopped naming, whose CsatRule resources the same
 * deployment deletes after this update. When the platform refuses it, the team's rules (read then,
 * only then, and afresh: the refused send forgot any earlier read) say which ones the order leaves
 * out or names wrongly; when only leaving rules are gone already, the order without them is sent
 * once more.
 */
async function reorder(api: PlatformApi, teamId: string, ruleIds: string[], leaving: string[] = []): Promise<Settings> {
  try {
    return await send(api, teamId, [...ruleIds, ...leaving]);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const held = new Set((await readCsatTeamSettings(api, teamId))?.rules.map((rule) => rule.id));
    const named = new Set([...ruleIds, ...leaving]);
    const missing = [...held].filter((id) => !named.has(id));
    const unknown = ruleIds.filter((id) => !held.has(id));
    if (missing.length > 0 || unknown.length > 0) throw new RuleOrderMismatchError(teamId, missing, unknown, error);
    return send(api, teamId, [...ruleIds, ...leaving.filter((id) => held.has(id))]);
  }
}

export const csatRuleOrderDefinition: ResourceDefinition<typeof csatRuleOrderSchema.inputs, CsatRuleOrderState> = {
  ...csatRuleOrderSchema,
  exported: { heading: "The order of each team's CSAT rules", label: (state, teamName) => `${teamName(state.teamId)} csat rule order` },
  endpoints: csatRuleOrderEndpoints,

  async create(api, { teamId, ruleIds }) {
    return { id: teamId, state: toState(teamId, await reorder(api, teamId, ruleIds), ruleIds) };
  },

  async read(api, id, state) {
    const settings = await readCsatTeamSettings(api, id);
    return settings && toState(id, settings, state.appliedRuleIds ?? []);
  },

  async update(api, id, state, { teamId, ruleIds }) {
    // Only adopting another team's order comes here with another team: teamId replaces the resource.
    if (teamId !== id) {
      throw new SupportPlatformError("ERR_VALIDATION", `cannot adopt the rule order of team ${id}: the order declared is team ${teamId}'s`);
    }
    // The whole order, even where state holds it already: one reorder reaches it from any order.
    // A rule this resource applied before and the program no longer names is on its way out (Pulumi
    // deletes removed resources after the updates): it goes last, and state leaves it out, as the
    // deployment ends without it. A rule it never applied (made in the dashboard) is refused, named.
    const declared = new Set(ruleIds);
    const leaving = (state.appliedRuleIds ?? []).filter((ruleId) => !declared.has(ruleId));
    const placed = toState(teamId, await reorder(api, teamId, ruleIds, leaving), ruleIds);
    const kept = (ruleId: string) => !leaving.includes(ruleId);
    return {
      ...placed,
      ruleIds: placed.ruleIds.filter(kept),
      ruleNames: Object.fromEntries(Object.entries(placed.ruleNames).filter(([ruleId]) => kept(ruleId))),
    };
  },

  diffNotes(state, { ruleIds }) {
    const moved = movedRules(state.ruleIds, state.ruleNames ?? {}, ruleIds);
    return moved === undefined ? [] : [moved];
  },

  async delete() {
    // The platform has no order to remove: the team's rules keep the order they have. Deleting the
    // rules is their own resources' business.
  },

  async list(api, { teamIds }) {
    const orders = await Promise.all(teamIds.map(async (teamId) => ({ teamId, settings: await readCsatTeamSettings(api, teamId) })));
    return orders.flatMap(({ teamId, settings }) =>
      settings !== undefined && settings.rules.length > 0 ? [{ id: teamId, state: toState(teamId, settings, []) }] : [],
    );
  },
};
