// CsatRule's calls to the API (create POST to the team, read GET, update PATCH, delete DELETE) and
// the mapping from the platform's rule to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import { perClient } from "../core/per-client";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { serialPerKey } from "../core/serial-per-key";
import { csatRuleEndpoints } from "./endpoints";
import { csatEnvelope } from "../http/envelopes";
import {
  afterCsatSettingsWrite,
  type CsatTeamSettings,
  type csatRuleSummary,
  csatTeamSettings,
  loadCsatTeamSettings,
  readCsatTeamSettings,
} from "../http/csat-team-settings";
import { ResponseShapeError } from "../http/errors";
import { type CsatRuleInputs, type CsatRuleState, csatRuleSchema } from "./schema";

const serverRule = z.object({
  id: z.string().min(1),
  teamId: z.string(),
  settingsId: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  isActive: z.boolean(),
  priority: z.number(),
  allFilters: z.record(z.string(), z.unknown()).nullish(),
  anyFilters: z.record(z.string(), z.unknown()).nullish(),
  triggerConfig: z.record(z.string(), z.unknown()),
  feedbackConfig: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const ruleResponse = csatEnvelope(serverRule);
/** A create's answer: the team's settings, listing all its rules (spec). */
const createdResponse = csatEnvelope(csatTeamSettings.pick({ id: true, rules: true }));
type ServerRule = z.output<typeof serverRule>;
type RuleSummary = z.output<typeof csatRuleSummary>;

function toState(rule: ServerRule): CsatRuleState {
  return {
    teamId: rule.teamId,
    name: rule.name,
    description: rule.description ?? undefined,
    isActive: rule.isActive,
    priority: rule.priority,
    allFilters: rule.allFilters ?? undefined,
    anyFilters: rule.anyFilters ?? undefined,
    triggerConfig: rule.triggerConfig,
    feedbackConfig: rule.feedbackConfig,
    settingsId: rule.settingsId,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

/**
 * A created rule's state from the create's answer, with no read of the rule: the answer lists it
 * by summary, and the filters and configs are the ones sent. Where the platform fills a config's
 * field left out, state keeps only the declared fields either way (outputs are cut to what was
 * declared), so a read would add nothing.
 */
function createdState(inputs: CsatRuleInputs, settingsId: string, rule: RuleSummary): CsatRuleState {
  const { adoptId: _, ...declared } = inputs;
  return { ...declared, ...summaryState(inputs.teamId, settingsId, rule) };
}

/** The fields of a rule's state that the team's settings list: all but the filters and the configs. */
export const summaryFields = ["teamId", "name", "description", "isActive", "priority", "settingsId", "createdAt", "updatedAt"] as const;
export type RuleSummaryState = Pick<CsatRuleState, (typeof summaryFields)[number]>;

function summaryState(teamId: string, settingsId: string, rule: RuleSummary): RuleSummaryState {
  return {
    teamId,
    name: rule.name,
    description: rule.description ?? undefined,
    isActive: rule.isActive,
    priority: rule.priority,
    settingsId,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

type TeamRules = Pick<CsatTeamSettings, "id" | "rules">;

/** The team's rules as its settings list them, in one read (for getCsatRules); none when the team has no CSAT settings. */
export async function listedRuleSummaries(api: PlatformApi, teamId: string): Promise<{ id: string; state: RuleSummaryState }[]> {
  const settings = await readCsatTeamSettings(api, teamId);
  return settings?.rules.map((rule) => ({ id: rule.id, state: summaryState(teamId, settings.id, rule) })) ?? [];
}

async function getRule(api: PlatformApi, id: string): Promise<ServerRule> {
  return (await api.call(csatRuleEndpoints.getCsatRule, { params: { id }, response: ruleResponse })).data.data;
}

/**
 * Creates of one team's rules, one at a time in this provider process, which every resource of a
 * deployment shares. The create response lists all the team's rules without saying which one is
 * new: with no other create of ours for the team in flight, the new rule is the one with this name
 * that the team did not have before, whatever the names of the stack's other rules.
 */
const oneCreatePerTeam = serialPerKey();

/**
 * The ids of each team's rules as the last settings this client saw listed them: read once per team
 * and run, then kept from each create's answer, which lists the team's rules. A rule someone else
 * makes meanwhile is missing from them; being older than the one a create makes, it loses to it below.
 */
const knownRuleIds = perClient(() => new Map<string, Set<string>>());

async function ruleIdsBefore(api: PlatformApi, teamUid: string): Promise<Set<string>> {
  const known = knownRuleIds(api);
  let ids = known.get(teamUid);
  if (ids === undefined) {
    ids = new Set((await readCsatTeamSettings(api, teamUid))?.rules.map((rule) => rule.id));
    known.set(teamUid, ids);
  }
  return ids;
}

async function createRule(
  api: PlatformApi,
  teamUid: string,
  body: Omit<CsatRuleInputs, "teamId">,
): Promise<{ settingsId: string; rule: RuleSummary }> {
  const before = await ruleIdsBefore(api, teamUid);
  // Newest first, should someone else make a rule of that name in the team at the same moment.
  const ours = (settings: TeamRules) => {
    knownRuleIds(api).set(teamUid, new Set(settings.rules.map((rule) => rule.id)));
    const rule = settings.rules
      .filter((rule) => rule.name === body.name && !before.has(rule.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    return rule && { settingsId: settings.id, rule };
  };
  return api.settleCreate(
    async () => {
      const created = ours(
        (await api.call(csatRuleEndpoints.createCsatRule, { params: { teamUid }, body, response: createdResponse })).data.data,
      );
      if (created === undefined)
        throw new ResponseShapeError(
          csatRuleEndpoints.createCsatRule.title,
          `the team's rules do not include a new one named ${body.name}`,
        );
      return created;
    },
    async () => {
      // Only after a create whose answer was lost: whether it made the rule, the team's settings tell,
      // read now (the shared read may predate the create).
      const settings = await loadCsatTeamSettings(api, teamUid);
      return settings && ours(settings);
    },
  );
}

export const csatRuleDefinition: ResourceDefinition<typeof csatRuleSchema.inputs, CsatRuleState> = {
  ...csatRuleSchema,
  exported: { heading: "CSAT rules, by team", label: (state, teamName) => `${teamName(state.teamId)} ${state.name}` },
  endpoints: csatRuleEndpoints,

  async create(api, inputs) {
    const { teamId, ...body } = inputs;
    const { settingsId, rule } = await oneCreatePerTeam(teamId, () =>
      afterCsatSettingsWrite(api, teamId, () => createRule(api, teamId, body)),
    );
    return { id: rule.id, state: createdState(inputs, settingsId, rule) };
  },

  async read(api, id) {
    const rule = await api.callIfPresent(csatRuleEndpoints.getCsatRule, { params: { id }, response: ruleResponse });
    return rule && toState(rule.data.data);
  },

  async update(api, id, state, inputs) {
    const { teamId: _, ...body } = inputs;
    // The team's settings list the rule's summary, which the update may change.
    const rule = await afterCsatSettingsWrite(api, state.teamId, () =>
      api.call(csatRuleEndpoints.updateCsatRule, { params: { id }, body, response: ruleResponse }),
    );
    return toState(rule.data.data);
  },

  async delete(api, id, state) {
    await afterCsatSettingsWrite(api, state.teamId, () =>
      api.callIfPresent(csatRuleEndpoints.deleteCsatRule, { params: { id }, response: z.unknown() }),
    );
  },

  async list(api, { teamIds }) {
    // The settings list a team's rules only by summary: each rule is read for the rest.
    const summaries = (await Promise.all(teamIds.map((teamId) => listedRuleSummaries(api, teamId)))).flat();
    return Promise.all(summaries.map(async ({ id }) => ({ id, state: toState(await getRule(api, id)) })));
  },
};
