// CSAT surveys: how many customers a rule surveys, how soon, and rules that survey a whole large team
// or that another rule of the team makes pointless. A value left out is the platform's default
// (csatRuleSchema's serverDefaults: every ticket, at once), which is what the rule does.
import { csatRuleSchema } from "../provider/csat-rules/schema";
import {
  laterClaims,
  named,
  objectOf,
  ofKind,
  type PlatformResource,
  resourcePolicy,
  type StackResource,
  stackPolicy,
  teamReference,
} from "./policy-parts";

const defaults = csatRuleSchema.serverDefaults;

/** A rule's trigger setting, or the platform's default for it. */
function trigger<Name extends keyof typeof defaults.triggerConfig>(rule: PlatformResource, name: Name) {
  return (objectOf(rule.props.triggerConfig)[name] as (typeof defaults.triggerConfig)[Name] | undefined) ?? defaults.triggerConfig[name];
}

const isActive = (rule: PlatformResource) => rule.props.isActive !== false;

/** A rule's conditions, without the empty lists and sets that mean none: `{}` when it has none. */
function conditionsOf(rule: PlatformResource): Record<string, unknown> {
  const conditions: Record<string, unknown> = {};
  for (const set of ["allFilters", "anyFilters"]) {
    for (const [entity, filters] of Object.entries(objectOf(rule.props[set]))) {
      for (const [list, items] of Object.entries(objectOf(filters))) {
        if (Array.isArray(items) && items.length > 0) conditions[`${set}.${entity}.${list}`] = items;
      }
    }
  }
  return conditions;
}

export const csatSurveyShare = resourcePolicy({
  name: "csat-survey-share",
  description:
    "A CSAT rule surveys at most the organization's share of tickets (randomPercentage; left out, the platform surveys every ticket), so customers are not asked after every ticket.",
  enforcementLevel: "advisory",
  kinds: ["CsatRule"],
  settings: {
    maxRandomPercentage: {
      type: "integer",
      minimum: 0,
      maximum: 100,
      default: 50,
      description: "The largest share of tickets, in percent, that one CSAT rule may survey.",
    },
  },
  check: (rule, { maxRandomPercentage }) => {
    const share = trigger(rule, "randomPercentage");
    return isActive(rule) && share > maxRandomPercentage
      ? [
          `${named(rule)} surveys ${share}% of its tickets; this organization surveys at most ${maxRandomPercentage}%: lower triggerConfig.randomPercentage.`,
        ]
      : [];
  },
});

export const csatSurveyDelay = resourcePolicy({
  name: "csat-survey-delay",
  description:
    "A CSAT survey goes out neither before the organization's minimum delay after its event (delayMinutes; left out, at once) nor after its maximum, when the customer has forgotten the ticket.",
  enforcementLevel: "advisory",
  kinds: ["CsatRule"],
  settings: {
    minDelayMinutes: {
      type: "integer",
      minimum: 0,
      default: 30,
      description: "The shortest delay, in minutes, between a ticket's event and its survey.",
    },
    maxDelayMinutes: {
      type: "integer",
      minimum: 0,
      default: 10_080,
      description: "The longest delay, in minutes, between a ticket's event and its survey.",
    },
  },
  check: (rule, { minDelayMinutes, maxDelayMinutes }) => {
    const delay = trigger(rule, "delayMinutes");
    if (!isActive(rule)) return [];
    if (delay < minDelayMinutes)
      return [
        `${named(rule)} sends its survey ${delay} minutes after the event; this organization waits at least ${minDelayMinutes}: raise triggerConfig.delayMinutes.`,
      ];
    if (delay > maxDelayMinutes)
      return [
        `${named(rule)} sends its survey ${delay} minutes after the event; this organization waits at most ${maxDelayMinutes}: lower triggerConfig.delayMinutes.`,
      ];
    return [];
  },
});

/** The members the stack declares per team, as teamReference identifies teams. */
function membersPerTeam(resources: readonly StackResource[]): Map<string, StackResource[]> {
  const members = new Map<string, StackResource[]>();
  for (const member of resources.filter((resource) => resource.kind === "TeamMember")) {
    const team = teamReference(member, "teamId");
    if (team !== undefined) members.set(team, [...(members.get(team) ?? []), member]);
  }
  return members;
}

export const csatRuleWithoutConditionsOnLargeTeam = stackPolicy({
  name: "csat-rule-without-conditions-on-large-team",
  description:
    "An active CSAT rule without conditions surveys every ticket of its team: on a team with at least the organization's number of members in the stack, a rule needs a condition (allFilters or anyFilters).",
  enforcementLevel: "advisory",
  settings: {
    largeTeamMembers: {
      type: "integer",
      minimum: 1,
      default: 20,
      description: "How many members, declared in the stack, make a team large.",
    },
  },
  check: (resources, { largeTeamMembers }, report) => {
    const members = membersPerTeam(resources);
    for (const rule of resources.filter((resource) => resource.kind === "CsatRule" && isActive(resource))) {
      const team = teamReference(rule, "teamId");
      const size = team === undefined ? 0 : (members.get(team)?.length ?? 0);
      if (size >= largeTeamMembers && Object.keys(conditionsOf(rule)).length === 0) {
        report(
          `${named(rule)} has no conditions and surveys every ticket of a team of ${size} members (large from ${largeTeamMembers}): add allFilters or anyFilters.`,
          rule.urn,
        );
      }
    }
  },
});

export const csatRulesShadowing = stackPolicy({
  name: "csat-rules-shadowing",
  description:
    "Two active CSAT rules of one team with the same trigger event and the same conditions shadow each other: every ticket one matches, the other matches too, so only one of them ever decides.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const shadowing = laterClaims(ofKind(resources, "CsatRule").filter(isActive), (rule) => {
      const team = teamReference(rule, "teamId");
      return team === undefined ? undefined : [team, trigger(rule, "triggerEvent"), Object.entries(conditionsOf(rule)).sort()];
    });
    for (const [rule, first] of shadowing)
      report(
        `${named(rule)} and ${named(first)} are rules of one team for the same event (${trigger(rule, "triggerEvent")}) with the same conditions: they shadow each other; merge them or tell them apart with a condition.`,
        rule.urn,
      );
  },
});

export const csatPolicies = [csatSurveyShare, csatSurveyDelay, csatRuleWithoutConditionsOnLargeTeam, csatRulesShadowing];
