import { teamWithoutBusinessHours } from "../../../policy/team-configurations";
import { faces, resource, type TestResource, violations } from "./policy-run";

const billing = resource("Team", "billing", { name: "Billing" });
const sales = resource("Team", "sales", { name: "Sales" });
const legacy = resource("Team", "legacy", { name: "Legacy", adoptId: "TLEGACY" });
const teams = [billing, sales, legacy];

const routeTo = (name: string, to: TestResource | string) =>
  resource(
    "TeamRoutingRule",
    name,
    { teamId: "TSALES", resultTeamId: typeof to === "string" ? to : "T-OUTPUT", name },
    { teamId: [sales], ...(typeof to !== "string" && { resultTeamId: [to] }) },
  );
const hoursOf = (name: string, team: TestResource | string, dailyConfig?: Record<string, unknown>) =>
  resource(
    "TeamConfiguration",
    name,
    { teamId: typeof team === "string" ? team : "T-OUTPUT", timezone: "Europe/Paris", ...(dailyConfig !== undefined && { dailyConfig }) },
    typeof team === "string" ? {} : { teamId: [team] },
  );
const week = (active: readonly string[]) =>
  Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
      day,
      active.includes(day) ? { isActive: true, slots: [{ start: "09:00", end: "17:00" }] } : { isActive: false, slots: [] },
    ]),
  );

describe.each(faces)("team configuration policies, %s face", (face) => {
  it("team-without-business-hours: a Team of the stack that rules route to, without a TeamConfiguration", () => {
    expect(violations(teamWithoutBusinessHours, [...teams, routeTo("escalate", billing), routeTo("vip", billing)], {}, face)).toEqual([
      'Team "billing" receives tickets from TeamRoutingRule "escalate", TeamRoutingRule "vip" but has no business hours in this stack: declare a TeamConfiguration for it with the days it works (dailyConfig).',
    ]);
    expect(
      violations(teamWithoutBusinessHours, [...teams, routeTo("escalate", billing), hoursOf("billing-hours", billing)], {}, face),
    ).toEqual([]);
    // The adopted team, named by its id on either side.
    expect(violations(teamWithoutBusinessHours, [...teams, routeTo("old", "TLEGACY")], {}, face)).toHaveLength(1);
    expect(violations(teamWithoutBusinessHours, [...teams, routeTo("old", legacy), hoursOf("legacy-hours", "TLEGACY")], {}, face)).toEqual(
      [],
    );
    // No rule routes to it, or the team is not the stack's: its hours are not this stack's to declare.
    expect(violations(teamWithoutBusinessHours, teams, {}, face)).toEqual([]);
    expect(violations(teamWithoutBusinessHours, [...teams, routeTo("partners", "TPARTNER")], {}, face)).toEqual([]);
  });

  it("team-without-business-hours: a configuration showing all seven days, none active; undeclared days are the platform's", () => {
    expect(violations(teamWithoutBusinessHours, [billing, hoursOf("closed", billing, week([]))], {}, face)).toEqual([
      'TeamConfiguration "closed" has no active day: its team works on no day of the week; set isActive on the days it works (dailyConfig).',
    ]);
    expect(violations(teamWithoutBusinessHours, [billing, hoursOf("sundays", billing, week(["sunday"]))], {}, face)).toEqual([]);
    const { monday: _, ...sixDays } = week([]);
    expect(violations(teamWithoutBusinessHours, [billing, hoursOf("six off", billing, sixDays)], {}, face)).toEqual([]);
    expect(violations(teamWithoutBusinessHours, [billing, hoursOf("zone only", billing)], {}, face)).toEqual([]);
  });
});
