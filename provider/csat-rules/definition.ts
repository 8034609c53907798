// CsatRule's calls to the API (create POST to the team, read GET, update PATCH, delete DELETE) and
// the mapping from the platform's rule to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { serialPerKey } from "../core/serial-per-key";
import { endpoints } from "../http/endpoints";
import { csatEnvelope } from "../http/envelopes";
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
const ruleSummary = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
const settingsResponse = csatEnvelope(z.object({ id: z.string(), rules: z.array(ruleSummary) }));
type ServerRule = z.output<typeof serverRule>;
type RuleSummary = z.output<typeof ruleSummary>;

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

/** The team's rules; none when the team has no CSAT settings yet (its first rule creates them). */
async function teamRules(api: PlatformApi, teamUid: string): Promise<RuleSummary[]> {
  const settings = await api.callIfPresent(endpoints.getCsatSettings, { params: { teamUid }, response: settingsResponse });
  return settings?.data.data.rules ?? [];
}

async function getRule(api: PlatformApi, id: string): Promise<ServerRule> {
  return (await api.call(endpoints.getCsatRule, { params: { id }, response: ruleResponse })).data.data;
}

/**
 * Creates of one team's rules, one at a time in this provider process, which every resource of a
 * deployment shares. The create response lists all the team's rules without saying which one is
 * new: with no other create of ours for the team in flight, the new rule is the one with this name
 * that the team did not have before, whatever the names of the stack's other rules.
 */
const oneCreatePerTeam = serialPerKey();

async function createRule(api: PlatformApi, teamUid: string, body: Omit<CsatRuleInputs, "teamId">): Promise<RuleSummary> {
  const before = new Set((await teamRules(api, teamUid)).map((rule) => rule.id));
  // Newest first, should someone else make a rule of that name in the team at the same moment.
  const ours = (rules: RuleSummary[]) =>
    rules.filter((rule) => rule.name === body.name && !before.has(rule.id)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return api.settleCreate(
    async () => {
      const settings = (await api.call(endpoints.createCsatRule, { params: { teamUid }, body, response: settingsResponse })).data.data;
      const rule = ours(settings.rules);
      if (rule === undefined) throw new ResponseShapeError(endpoints.createCsatRule.title, `the team's rules do not include a new one named ${body.name}`);
      return rule;
    },
    async () => ours(await teamRules(api, teamUid)),
  );
}

export const csatRuleDefinition: ResourceDefinition<typeof csatRuleSchema.inputs, CsatRuleState> = {
  ...csatRuleSchema,

  async create(api, inputs) {
    const { teamId, ...body } = inputs;
    const created = await oneCreatePerTeam(teamId, () => createRule(api, teamId, body));
    try {
      return { id: created.id, state: toState(await getRule(api, created.id)) };
    } catch (error) {
      // The rule exists: state must keep it, or the next `up` would make a second one.
      const reason = error instanceof Error ? error.message : String(error);
      throw new PartialCreateError(created.id, { ...inputs, createdAt: created.createdAt }, `the CSAT rule ${created.id} was created, but reading it back failed: ${reason}`);
    }
  },

  async read(api, id) {
    const rule = await api.callIfPresent(endpoints.getCsatRule, { params: { id }, response: ruleResponse });
    return rule && toState(rule.data.data);
  },

  async update(api, id, _state, inputs) {
    const { teamId: _, ...body } = inputs;
    const rule = await api.call(endpoints.updateCsatRule, { params: { id }, body, response: ruleResponse });
    return toState(rule.data.data);
  },

  async delete(api, id) {
    await api.callIfPresent(endpoints.deleteCsatRule, { params: { id }, response: z.unknown() });
  },

  async list(api, { teamIds }) {
    // The settings list a team's rules only by summary: each rule is read for the rest.
    const summaries = (await Promise.all(teamIds.map((teamId) => teamRules(api, teamId)))).flat();
    return Promise.all(summaries.map(async ({ id }) => ({ id, state: toState(await getRule(api, id)) })));
  },
};
