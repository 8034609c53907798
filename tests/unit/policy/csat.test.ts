import { csatRulesShadowing, csatRuleWithoutConditionsOnLargeTeam, csatSurveyDelay, csatSurveyShare } from "../../../policy/csat";
import { faces, resource, violations } from "./policy-run";

const team = resource("Team", "billing", { name: "Billing" });
const rule = (name: string, props: Record<string, unknown>) =>
  resource(
    "CsatRule",
    name,
    { teamId: "TBILL", name, triggerConfig: { randomPercentage: 20, delayMinutes: 60 }, feedbackConfig: {}, ...props },
    { teamId: [team] },
  );
const members = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    resource("TeamMember", `member-${index}`, { teamId: "TBILL", email: `m${index}@example.com` }, { teamId: [team] }),
  );
const ticketFilter = { ticket: { standardFields: [{ field: "priority", operator: "=", value: "high" }] } };

describe.each(faces)("CSAT policies, %s face", (face) => {
  it("csat-survey-share: a share above the organization's, or left out (every ticket), is reported; a smaller one or an inactive rule is not", () => {
    expect(violations(csatSurveyShare, [rule("sampled", {})], {}, face)).toEqual([]);
    expect(violations(csatSurveyShare, [rule("all", { triggerConfig: { randomPercentage: 100, delayMinutes: 60 } })], {}, face)).toEqual([
      'CsatRule "all" surveys 100% of its tickets; this organization surveys at most 50%: lower triggerConfig.randomPercentage.',
    ]);
    expect(violations(csatSurveyShare, [rule("default", { triggerConfig: { delayMinutes: 60 } })], {}, face)).toEqual([
      'CsatRule "default" surveys 100% of its tickets; this organization surveys at most 50%: lower triggerConfig.randomPercentage.',
    ]);
    expect(violations(csatSurveyShare, [rule("off", { isActive: false, triggerConfig: {} })], {}, face)).toEqual([]);
    // The organization's threshold, from the stack's policy config.
    expect(violations(csatSurveyShare, [rule("sampled", {})], { maxRandomPercentage: 10 }, face)).toHaveLength(1);
  });

  it("csat-survey-delay: a survey sooner than the minimum (left out: at once) or later than the maximum is reported", () => {
    expect(violations(csatSurveyDelay, [rule("hour", {})], {}, face)).toEqual([]);
    expect(violations(csatSurveyDelay, [rule("now", { triggerConfig: {} })], {}, face)).toEqual([
      'CsatRule "now" sends its survey 0 minutes after the event; this organization waits at least 30: raise triggerConfig.delayMinutes.',
    ]);
    expect(violations(csatSurveyDelay, [rule("month", { triggerConfig: { delayMinutes: 43_200 } })], {}, face)).toEqual([
      'CsatRule "month" sends its survey 43200 minutes after the event; this organization waits at most 10080: lower triggerConfig.delayMinutes.',
    ]);
    expect(violations(csatSurveyDelay, [rule("hour", {})], { minDelayMinutes: 120 }, face)).toHaveLength(1);
  });

  it("csat-rule-without-conditions-on-large-team: only a rule without conditions on a team with enough members in the stack", () => {
    const unfiltered = rule("everyone", { allFilters: { ticket: { standardFields: [] } } });
    expect(violations(csatRuleWithoutConditionsOnLargeTeam, [team, unfiltered, ...members(20)], {}, face)).toEqual([
      'CsatRule "everyone" has no conditions and surveys every ticket of a team of 20 members (large from 20): add allFilters or anyFilters.',
    ]);
    expect(violations(csatRuleWithoutConditionsOnLargeTeam, [team, unfiltered, ...members(19)], {}, face)).toEqual([]);
    expect(
      violations(csatRuleWithoutConditionsOnLargeTeam, [team, rule("urgent", { anyFilters: ticketFilter }), ...members(20)], {}, face),
    ).toEqual([]);
    expect(violations(csatRuleWithoutConditionsOnLargeTeam, [team, unfiltered, ...members(3)], { largeTeamMembers: 3 }, face)).toHaveLength(
      1,
    );
  });

  it("csat-rules-shadowing: two active rules of a team with one event and the same conditions, not rules told apart", () => {
    const urgent = rule("urgent", { allFilters: ticketFilter });
    expect(
      violations(csatRulesShadowing, [team, urgent, rule("urgent again", { allFilters: ticketFilter, priority: 5 })], {}, face),
    ).toEqual([
      'CsatRule "urgent again" and CsatRule "urgent" are rules of one team for the same event (ticket_resolved) with the same conditions: they shadow each other; merge them or tell them apart with a condition.',
    ]);
    expect(violations(csatRulesShadowing, [team, urgent, rule("everything", {})], {}, face)).toEqual([]);
    expect(violations(csatRulesShadowing, [team, urgent, rule("off", { allFilters: ticketFilter, isActive: false })], {}, face)).toEqual(
      [],
    );
    const otherTeam = resource("CsatRule", "other team", { teamId: "TOTHER", name: "other", allFilters: ticketFilter, triggerConfig: {} });
    expect(violations(csatRulesShadowing, [team, urgent, otherTeam], {}, face)).toEqual([]);
  });
});
