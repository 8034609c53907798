// TeamRoutingRule's calls to the API (create POST to the team, read from the team's list, update
// PATCH, delete DELETE) and the mapping from the platform's rule to the state Pulumi keeps. A rule's
// id is `<teamId>/<ruleId>`: the platform lists and finds a rule only under its team. Its inputs
// and state: schema.ts.
import { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { parseTeamScopedId, teamScopedId } from "../core/team-scoped-id";
import { platformEnvelope } from "../http/envelopes";
import { listBacked } from "../http/list-backed";
import { teamRoutingRuleEndpoints } from "./endpoints";
import { type TeamRoutingRuleInputs, type TeamRoutingRuleState, teamRoutingRuleSchema } from "./schema";

/**
 * A condition as the platform answers it: the object every MCP sample shows, or that object's JSON
 * text, as the REST page types it (`string[]`). Either is read as the object; an operator the
 * platform added since is kept as it is.
 */
const serverCondition = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.object({ field: z.string(), operator: z.string(), value: z.string(), precedence: z.number() }),
);

const serverRule = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  evaluationOrder: z.number(),
  resultTeamId: z.string(),
  andRules: z.array(serverCondition).nullish(),
  orRules: z.array(serverCondition).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerRule = z.output<typeof serverRule>;
const ruleResponse = platformEnvelope(serverRule);
const rulesResponse = platformEnvelope(z.array(serverRule));

/** A rule as one team's list holds it, by the resource's id. */
interface TeamRule {
  id: string;
  teamId: string;
  rule: ServerRule;
}

/** The team and rule a routing rule's id names. */
function parseRoutingRuleId(id: string): { teamId: string; ruleId: string } {
  const { teamId, ownId } = parseTeamScopedId(id, "team routing rule", "ruleId");
  return { teamId, ruleId: ownId };
}

const ofTeam =
  (teamId: string) =>
  (rule: ServerRule): TeamRule => ({ id: teamScopedId(teamId, rule.id), teamId, rule });

function toState({ teamId, rule }: TeamRule): TeamRoutingRuleState {
  return {
    teamId,
    name: rule.name,
    resultTeamId: rule.resultTeamId,
    description: rule.description ?? "",
    evaluationOrder: rule.evaluationOrder,
    andRules: rule.andRules ?? [],
    orRules: rule.orRules ?? [],
    ruleId: rule.id,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

/** Each team's rules: every rule's read shares one list per team and client, until a write of the team's rules. */
const teamRules = listBacked<TeamRule, TeamRoutingRuleState>({
  async list(api, teamId) {
    // A team that is gone has no rules: its rules are gone with it.
    const listed = await api.callIfPresent(teamRoutingRuleEndpoints.listTeamRoutingRules, { params: { teamId }, response: rulesResponse });
    return (listed?.data ?? []).map(ofTeam(teamId));
  },
  toState,
});

/** The team's rules with their ids and states, from the list this client's reads share: for an export and getTeamRoutingRules. */
export const listedTeamRoutingRules = (api: PlatformApi, teamIds: readonly string[]): Promise<Listed<TeamRoutingRuleState>[]> =>
  teamRules.listed(api, teamIds);

/** The body of a create or an update: the declared inputs but the team, which the path names. */
function ruleBody({ teamId: _, adoptId: __, ...body }: TeamRoutingRuleInputs) {
  return body;
}

export const teamRoutingRuleDefinition: ResourceDefinition<typeof teamRoutingRuleSchema.inputs, TeamRoutingRuleState> = {
  ...teamRoutingRuleSchema,
  exported: { heading: "Team routing rules", label: (state, teamName) => `${teamName(state.teamId)} ${state.name}` },
  endpoints: teamRoutingRuleEndpoints,

  create(api, inputs) {
    const { teamId } = inputs;
    // Names are unique in a team whatever their case, so one that differs only in case is the same rule.
    const sameName = (listed: TeamRule) => listed.rule.name.toLowerCase() === inputs.name.toLowerCase();
    const create = async () =>
      ofTeam(teamId)(
        (
          await api.call(teamRoutingRuleEndpoints.createTeamRoutingRule, {
            params: { teamId },
            body: ruleBody(inputs),
            response: ruleResponse,
          })
        ).data,
      );
    return teamRules.create(api, teamId, `a routing rule named ${inputs.name} in team ${teamId}`, create, sameName);
  },

  read(api, id) {
    const { teamId } = parseRoutingRuleId(id);
    return teamRules.read(api, [teamId], id);
  },

  // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
  update(api, id, _state, inputs) {
    const { teamId, ruleId } = parseRoutingRuleId(id);
    if (inputs.teamId !== teamId)
      throw new SupportPlatformError(
        "ERR_VALIDATION",
        `cannot adopt ${id}: it is a routing rule of team ${teamId}, not of ${inputs.teamId}`,
      );
    return teamRules.update(api, teamId, async () =>
      ofTeam(teamId)(
        (
          await api.call(teamRoutingRuleEndpoints.updateTeamRoutingRule, {
            params: { teamId, ruleId },
            body: ruleBody(inputs),
            response: ruleResponse,
          })
        ).data,
      ),
    );
  },

  delete(api, id) {
    const { teamId, ruleId } = parseRoutingRuleId(id);
    return teamRules.delete(api, teamId, teamRoutingRuleEndpoints.deleteTeamRoutingRule, { teamId, ruleId });
  },

  list: (api, { teamIds }) => listedTeamRoutingRules(api, teamIds),
};
