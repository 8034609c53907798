import {
  routingRuleArchivedTeam,
  routingRulesSameEvaluationOrder,
  routingRuleToOwnTeam,
  routingRuleUnknownTeam,
} from "../../../policy/team-routing-rules";
import { faces, resource, type TestResource, violations } from "./policy-run";

const billing = resource("Team", "billing", { name: "Billing" });
const sales = resource("Team", "sales", { name: "Sales" });
/** A team made in the dashboard that the stack adopts: rules may name it by its id. */
const legacy = resource("Team", "legacy", { name: "Legacy", adoptId: "TLEGACY" });
const teams = [billing, sales, legacy];

/** A rule of `team` routing to `to`: a Team of the stack (its id output), or an id written in the program. */
const rule = (name: string, team: TestResource | string, to: TestResource | string, props: Record<string, unknown> = {}) =>
  resource(
    "TeamRoutingRule",
    name,
    {
      teamId: typeof team === "string" ? team : "T-OUTPUT",
      resultTeamId: typeof to === "string" ? to : "T-OUTPUT",
      name,
      ...props,
    },
    {
      ...(typeof team !== "string" && { teamId: [team] }),
      ...(typeof to !== "string" && { resultTeamId: [to] }),
    },
  );

describe.each(faces)("team routing rule policies, %s face", (face) => {
  it("routing-rule-unknown-team: a written team id no Team of the stack adopts and the organization does not list", () => {
    expect(violations(routingRuleUnknownTeam, [...teams, rule("to sales", billing, sales)], {}, face)).toEqual([]);
    expect(violations(routingRuleUnknownTeam, [...teams, rule("to legacy", billing, "TLEGACY")], {}, face)).toEqual([]);
    expect(violations(routingRuleUnknownTeam, [...teams, rule("to nowhere", billing, "T404")], {}, face)).toEqual([
      `TeamRoutingRule "to nowhere" routes to team T404, which this stack does not declare: route to a Team of the stack (its id output), or add T404 to this policy's knownTeamIds if the organization has that team.`,
    ]);
    // A team managed elsewhere, which the organization lists in the stack's policy config.
    expect(
      violations(routingRuleUnknownTeam, [...teams, rule("to partners", billing, "TPARTNER")], { knownTeamIds: ["TPARTNER"] }, face),
    ).toEqual([]);
  });

  it("routing-rule-archived-team: a rule routing to a team the organization lists as archived, by its id or its adopting Team", () => {
    const archived = { archivedTeamIds: ["TOLD", "TLEGACY"] };
    expect(violations(routingRuleArchivedTeam, [...teams, rule("to sales", billing, sales)], archived, face)).toEqual([]);
    expect(violations(routingRuleArchivedTeam, [...teams, rule("to old", billing, "TOLD")], archived, face)).toEqual([
      'TeamRoutingRule "to old" routes to team TOLD, which this organization has archived: route to a team that takes tickets.',
    ]);
    expect(violations(routingRuleArchivedTeam, [...teams, rule("to legacy", billing, legacy)], archived, face)).toEqual([
      'TeamRoutingRule "to legacy" routes to team TLEGACY, which this organization has archived: route to a team that takes tickets.',
    ]);
    expect(violations(routingRuleArchivedTeam, [...teams, rule("to old", billing, "TOLD")], {}, face)).toEqual([]);
  });

  it("routing-rule-to-own-team: a rule whose result is its own team, by output, by id, or by the id its Team adopts", () => {
    const message = (name: string) =>
      `TeamRoutingRule "${name}" routes its team's tickets to the same team: set resultTeamId to the team that should take them, or delete the rule.`;
    expect(violations(routingRuleToOwnTeam, [...teams, rule("loop", billing, billing)], {}, face)).toEqual([message("loop")]);
    expect(violations(routingRuleToOwnTeam, [...teams, rule("written loop", "T1", "T1")], {}, face)).toEqual([message("written loop")]);
    expect(violations(routingRuleToOwnTeam, [...teams, rule("adopted loop", legacy, "TLEGACY")], {}, face)).toEqual([
      message("adopted loop"),
    ]);
    expect(violations(routingRuleToOwnTeam, [...teams, rule("to sales", billing, sales), rule("to T2", "T1", "T2")], {}, face)).toEqual([]);
  });

  it("routing-rules-same-evaluation-order: two rules of one team with one evaluationOrder; other teams, other orders or none are fine", () => {
    const first = rule("vip", billing, sales, { evaluationOrder: 1 });
    expect(
      violations(routingRulesSameEvaluationOrder, [...teams, first, rule("urgent", billing, legacy, { evaluationOrder: 1 })], {}, face),
    ).toEqual([
      'TeamRoutingRule "vip" and TeamRoutingRule "urgent" are rules of one team with the same evaluationOrder (1): which of them routes a ticket both match is not defined; give each its own evaluationOrder.',
    ]);
    // The same team by its adopted id.
    expect(
      violations(
        routingRulesSameEvaluationOrder,
        [...teams, rule("a", legacy, sales, { evaluationOrder: 2 }), rule("b", "TLEGACY", billing, { evaluationOrder: 2 })],
        {},
        face,
      ),
    ).toHaveLength(1);
    expect(
      violations(routingRulesSameEvaluationOrder, [...teams, first, rule("urgent", billing, legacy, { evaluationOrder: 2 })], {}, face),
    ).toEqual([]);
    expect(
      violations(routingRulesSameEvaluationOrder, [...teams, first, rule("sales vip", sales, billing, { evaluationOrder: 1 })], {}, face),
    ).toEqual([]);
    expect(
      violations(routingRulesSameEvaluationOrder, [...teams, rule("next", billing, sales), rule("after", billing, legacy)], {}, face),
    ).toEqual([]);
  });

  it("reads team ids that refer to Team resources only through the references: in a preview they are unknown", () => {
    const unknownIds = (test: TestResource) => {
      for (const property of ["teamId", "resultTeamId"])
        Object.defineProperty(test.props, property, {
          get: () => {
            throw new Error(`string value at .${property} can't be known during preview`);
          },
        });
      return test;
    };
    const rules = [
      unknownIds(rule("loop", billing, billing, { evaluationOrder: 1 })),
      unknownIds(rule("again", billing, sales, { evaluationOrder: 1 })),
    ];
    expect(violations(routingRuleToOwnTeam, [...teams, ...rules], {}, face)).toHaveLength(1);
    expect(violations(routingRulesSameEvaluationOrder, [...teams, ...rules], {}, face)).toHaveLength(1);
    expect(violations(routingRuleUnknownTeam, [...teams, ...rules], {}, face)).toEqual([]);
  });
});
