// Team routing rules: where a rule sends its team's tickets (a team the stack declares or the
// organization has, not an archived one, not the rule's own team) and which of a team's rules
// decides. The pack calls no API: a team the stack does not declare is known only from the policy's
// settings, and so is an archived one (the platform shows a team's `archivedAt`, which no resource
// of the stack keeps).
import { byReference, laterClaims, named, ofKind, sameObject, type StackResource, stackPolicy, teamReference } from "./policy-parts";

/** A team's id from a reference to it: the id written in the program, or the one its Team of the stack adopts. */
function teamIdOf(teams: ReadonlyMap<string, StackResource>, reference: string): string | undefined {
  if (reference.startsWith("id:")) return reference.slice("id:".length);
  const adopted = teams.get(reference)?.props.adoptId;
  return typeof adopted === "string" ? adopted : undefined;
}

const teamIds = {
  type: "array",
  items: { type: "string" },
  default: [] as string[],
} as const;

export const routingRuleUnknownTeam = stackPolicy({
  name: "routing-rule-unknown-team",
  description:
    "A routing rule routes to a team the stack declares (a Team, or the team one adopts) or to one the organization lists as managed elsewhere: a rule naming any other team id fails at `up` or sends tickets nowhere.",
  enforcementLevel: "advisory",
  settings: {
    knownTeamIds: {
      ...teamIds,
      description: "Ids of the organization's teams that this stack does not declare (managed elsewhere) and that its rules may route to.",
    },
  },
  check: (resources, { knownTeamIds }, report) => {
    const teams = byReference(resources, "Team");
    for (const rule of ofKind(resources, "TeamRoutingRule")) {
      const result = teamReference(rule, "resultTeamId");
      if (result === undefined || teams.has(result)) continue;
      const id = teamIdOf(teams, result);
      if (id !== undefined && !knownTeamIds.includes(id))
        report(
          `${named(rule)} routes to team ${id}, which this stack does not declare: route to a Team of the stack (its id output), or add ${id} to this policy's knownTeamIds if the organization has that team.`,
          rule.urn,
        );
    }
  },
});

export const routingRuleArchivedTeam = stackPolicy({
  name: "routing-rule-archived-team",
  description:
    "A routing rule routes to no team the organization has archived (the policy's archivedTeamIds): an archived team takes no tickets.",
  enforcementLevel: "advisory",
  settings: {
    archivedTeamIds: { ...teamIds, description: "Ids of the organization's archived teams, which no rule may route to." },
  },
  check: (resources, { archivedTeamIds }, report) => {
    const teams = byReference(resources, "Team");
    for (const rule of ofKind(resources, "TeamRoutingRule")) {
      const result = teamReference(rule, "resultTeamId");
      const id = result === undefined ? undefined : teamIdOf(teams, result);
      if (id !== undefined && archivedTeamIds.includes(id))
        report(`${named(rule)} routes to team ${id}, which this organization has archived: route to a team that takes tickets.`, rule.urn);
    }
  },
});

export const routingRuleToOwnTeam = stackPolicy({
  name: "routing-rule-to-own-team",
  description:
    "A routing rule routes its team's tickets to another team: a rule whose resultTeamId is its own team moves no ticket, and hides where it was meant to send them.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const teams = byReference(resources, "Team");
    for (const rule of ofKind(resources, "TeamRoutingRule")) {
      const own = sameObject(teams, teamReference(rule, "teamId"));
      if (own !== undefined && own === sameObject(teams, teamReference(rule, "resultTeamId")))
        report(
          `${named(rule)} routes its team's tickets to the same team: set resultTeamId to the team that should take them, or delete the rule.`,
          rule.urn,
        );
    }
  },
});

export const routingRulesSameEvaluationOrder = stackPolicy({
  name: "routing-rules-same-evaluation-order",
  description:
    "Two routing rules of one team have different evaluation orders: with the same evaluationOrder, which of them routes a ticket both match is not defined.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const teams = byReference(resources, "Team");
    const sameOrder = laterClaims(ofKind(resources, "TeamRoutingRule"), (rule) => {
      const team = sameObject(teams, teamReference(rule, "teamId"));
      // Left out, the platform places a new rule after the team's others.
      const order = rule.props.evaluationOrder;
      return team === undefined || typeof order !== "number" ? undefined : [team, order];
    });
    for (const [rule, first] of sameOrder)
      report(
        `${named(rule)} and ${named(first)} are rules of one team with the same evaluationOrder (${rule.props.evaluationOrder}): which of them routes a ticket both match is not defined; give each its own evaluationOrder.`,
        rule.urn,
      );
  },
});

export const teamRoutingRulePolicies = [
  routingRuleUnknownTeam,
  routingRuleArchivedTeam,
  routingRuleToOwnTeam,
  routingRulesSameEvaluationOrder,
];
