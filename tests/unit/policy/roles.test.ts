import { roleAsWideAsAdmin, roleDestructiveActions } from "../../../policy/roles";
import { faces, resource, violations } from "./policy-run";

const role = (name: string, permissions: unknown[]) => resource("Role", name, { name, permissions });

describe.each(faces)("role policies, %s face", (face) => {
  it("role-destructive-actions: delete on a protected resource without a scope is reported; with a scope, or on another resource, not", () => {
    expect(
      violations(roleDestructiveActions, [role("Cleaners", [{ resource: "tickets", actions: ["view", "delete"] }])], {}, face),
    ).toEqual(['Role "Cleaners" lets everyone who holds it delete tickets, with no scope: drop "delete" or give the permission a scope.']);
    expect(
      violations(roleDestructiveActions, [role("Team cleaners", [{ resource: "tickets", actions: ["delete"], scope: "team" }])], {}, face),
    ).toEqual([]);
    expect(violations(roleDestructiveActions, [role("Taggers", [{ resource: "tags", actions: ["delete"] }])], {}, face)).toEqual([]);
    // The organization's list, from the stack's policy config.
    expect(
      violations(
        roleDestructiveActions,
        [role("Taggers", [{ resource: "tags", actions: ["delete"] }])],
        { protectedResources: ["tags"] },
        face,
      ),
    ).toHaveLength(1);
  });

  it("role-as-wide-as-admin: every action on a resource, or a built-in admin role's name, is reported", () => {
    const every = ["view", "create", "update", "delete", "assign", "comment"];
    expect(violations(roleAsWideAsAdmin, [role("Leads", [{ resource: "tickets", actions: every }])], {}, face)).toEqual([
      'Role "Leads" allows every action on tickets, as an admin role does: list only the actions its holders need.',
    ]);
    expect(violations(roleAsWideAsAdmin, [role(" organization admin", [{ resource: "tickets", actions: ["view"] }])], {}, face)).toEqual([
      'Role " organization admin" is called " organization admin", the name of a built-in admin role: give it a name of its own.',
    ]);
    expect(violations(roleAsWideAsAdmin, [role("Leads", [{ resource: "tickets", actions: every.slice(1) }])], {}, face)).toEqual([]);
  });
});
