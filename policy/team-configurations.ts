// Business hours: a team that routing rules send tickets to has its hours declared in the stack (a
// TeamConfiguration), and a configuration has a day its team works. A day the configuration does
// not show is the platform's (the resource manages only the declared days; its state has all seven).
import { weekdays } from "../provider/team-configurations/schema";
import { byReference, named, objectOf, ofKind, type PlatformResource, sameObject, stackPolicy, teamReference } from "./policy-parts";

/** Whether a configuration shows each of the seven days inactive (a day it leaves out may be active). */
function worksNoDay(configuration: PlatformResource): boolean {
  const days = objectOf(configuration.props.dailyConfig);
  return weekdays.every((day) => objectOf(days[day]).isActive === false);
}

export const teamWithoutBusinessHours = stackPolicy({
  name: "team-without-business-hours",
  description:
    "A team that routing rules send tickets to has business hours in the stack (a TeamConfiguration), and every team configuration has a day its team works: otherwise tickets arrive on hours nobody reviewed, or on no working day at all.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const teams = byReference(resources, "Team");
    const configured = new Set(
      ofKind(resources, "TeamConfiguration").map((configuration) => sameObject(teams, teamReference(configuration, "teamId"))),
    );
    const rules = ofKind(resources, "TeamRoutingRule");
    for (const team of ofKind(resources, "Team")) {
      const routing = rules.filter((rule) => sameObject(teams, teamReference(rule, "resultTeamId")) === team.urn);
      if (routing.length > 0 && !configured.has(team.urn))
        report(
          `${named(team)} receives tickets from ${routing.map(named).join(", ")} but has no business hours in this stack: declare a TeamConfiguration for it with the days it works (dailyConfig).`,
          team.urn,
        );
    }
    for (const configuration of ofKind(resources, "TeamConfiguration").filter(worksNoDay))
      report(
        `${named(configuration)} has no active day: its team works on no day of the week; set isActive on the days it works (dailyConfig).`,
        configuration.urn,
      );
  },
});

export const teamConfigurationPolicies = [teamWithoutBusinessHours];
