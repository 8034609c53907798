// Teams: a team the stack declares whose members the stack declares too needs them, and a lead
// among them (a member who is the team's admin). A team whose members are managed elsewhere shows
// as without members: set the policies' level to disabled in that stack's policy config.
import { named, type StackResource, stackPolicy, teamReference } from "./policy-parts";

/** Each team of the stack with the members the stack declares for it. */
function teamsWithMembers(resources: readonly StackResource[]): [StackResource, StackResource[]][] {
  const members = resources.filter((resource) => resource.kind === "TeamMember");
  return resources
    .filter((resource) => resource.kind === "Team")
    .map((team) => [team, members.filter((member) => teamReference(member, "teamId") === team.urn)]);
}

export const teamWithoutMembers = stackPolicy({
  name: "team-without-members",
  description: "A team the stack declares has members declared in the stack: tickets routed to a team without members wait for no one.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    for (const [team, members] of teamsWithMembers(resources))
      if (members.length === 0) report(`${named(team)} has no members in this stack: add a TeamMember.`, team.urn);
  },
});

export const teamWithoutLead = stackPolicy({
  name: "team-without-lead",
  description:
    "A team with members has a lead among them (a TeamMember with isAdmin): someone who can change the team's settings and answer for its queue.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    for (const [team, members] of teamsWithMembers(resources))
      if (members.length > 0 && !members.some((member) => member.props.isAdmin === true))
        report(`${named(team)} has ${members.length} members and no lead: make one of them a team admin (isAdmin: true).`, team.urn);
  },
});

export const teamPolicies = [teamWithoutMembers, teamWithoutLead];
