// Roles: delete rights on what the organization cannot get back, and custom roles as wide as the
// platform's built-in admin roles (every action it names on a resource, or an admin role's name).
import { roleActions } from "../provider/roles/role-actions";
import { named, objectOf, type PlatformResource, resourcePolicy } from "./policy-parts";

/** The permissions of a role, as objects. */
const permissionsOf = (role: PlatformResource) => (Array.isArray(role.props.permissions) ? role.props.permissions.map(objectOf) : []);
const actionsOf = (permission: Record<string, unknown>) => (Array.isArray(permission.actions) ? permission.actions : []);

export const roleDestructiveActions = resourcePolicy({
  name: "role-destructive-actions",
  description:
    "A custom role allows `delete` on the organization's protected resources (tickets, by default) only within a scope: otherwise everyone who holds it can delete them all.",
  enforcementLevel: "advisory",
  kinds: ["Role"],
  settings: {
    protectedResources: {
      type: "array",
      items: { type: "string" },
      default: ["tickets", "accounts", "contacts"],
      description: "The permission resources whose deletion a role may allow only within a scope.",
    },
  },
  check: (role, { protectedResources }) =>
    permissionsOf(role)
      .filter((permission) => protectedResources.includes(permission.resource as string) && actionsOf(permission).includes("delete"))
      .filter((permission) => permission.scope === undefined)
      .map(
        (permission) =>
          `${named(role)} lets everyone who holds it delete ${permission.resource}, with no scope: drop "delete" or give the permission a scope.`,
      ),
});

/** The platform's built-in admin roles (its API specification names them). */
const systemAdminRoles = ["Super Admin", "Organization Admin", "Billing Admin"];

export const roleAsWideAsAdmin = resourcePolicy({
  name: "role-as-wide-as-admin",
  description: `A custom role is narrower than the platform's built-in admin roles (${systemAdminRoles.join(", ")}): it neither allows every action on a resource (${roleActions.join(", ")}) nor takes an admin role's name.`,
  enforcementLevel: "advisory",
  kinds: ["Role"],
  check: (role) => [
    ...(systemAdminRoles.some(
      (admin) =>
        admin.toLowerCase() ===
        String(role.props.name ?? "")
          .trim()
          .toLowerCase(),
    )
      ? [`${named(role)} is called "${role.props.name}", the name of a built-in admin role: give it a name of its own.`]
      : []),
    ...permissionsOf(role)
      .filter((permission) => roleActions.every((action) => actionsOf(permission).includes(action)))
      .map(
        (permission) =>
          `${named(role)} allows every action on ${permission.resource}, as an admin role does: list only the actions its holders need.`,
      ),
  ],
});

export const rolePolicies = [roleDestructiveActions, roleAsWideAsAdmin];
