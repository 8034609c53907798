import { teamWithoutLead, teamWithoutMembers } from "../../../policy/teams";
import { faces, resource, violations } from "./policy-run";

const team = resource("Team", "billing", { name: "Billing" });
const member = (email: string, isAdmin?: boolean) =>
  resource("TeamMember", email, { teamId: "TBILL", email, ...(isAdmin !== undefined && { isAdmin }) }, { teamId: [team] });

describe.each(faces)("team policies, %s face", (face) => {
  it("team-without-members: a team of the stack with no member in it", () => {
    expect(violations(teamWithoutMembers, [team], {}, face)).toEqual(['Team "billing" has no members in this stack: add a TeamMember.']);
    expect(violations(teamWithoutMembers, [team, member("ann@example.com")], {}, face)).toEqual([]);
    // A member of a team the stack does not declare leaves the declared team empty.
    const elsewhere = resource("TeamMember", "bob", { teamId: "TOTHER", email: "bob@example.com" });
    expect(violations(teamWithoutMembers, [team, elsewhere], {}, face)).toHaveLength(1);
  });

  it("team-without-lead: a team with members and no admin among them; no members is the other policy's", () => {
    expect(violations(teamWithoutLead, [team, member("ann@example.com"), member("bob@example.com", false)], {}, face)).toEqual([
      'Team "billing" has 2 members and no lead: make one of them a team admin (isAdmin: true).',
    ]);
    expect(violations(teamWithoutLead, [team, member("ann@example.com"), member("bob@example.com", true)], {}, face)).toEqual([]);
    expect(violations(teamWithoutLead, [team], {}, face)).toEqual([]);
  });
});
