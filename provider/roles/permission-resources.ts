// What a role's permission may name as its resource. The spec types it as any string, so nothing is
// refused; a name the platform's documentation does not use is likely a typo (`tikets`), which the
// platform would store and which would then grant nothing. So check warns about it, with the nearest
// documented name (docs/api-contract.md, Roles).
import type { InputFailure } from "../core/check-inputs";
import { isPlainObject } from "../core/is-plain-object";
import { nearestWord } from "../core/nearest-word";

/**
 * The platform's resources as its specification and its public API reference name them (the
 * groups and sections of its APIs), in lower case, several words joined by `_`.
 */
export const documentedPermissionResources = [
  "accounts",
  "apps",
  "comments",
  "csat",
  "custom_object_fields",
  "custom_objects",
  "draft_tickets",
  "emoji_actions",
  "forms",
  "object_records",
  "organizations",
  "reactions",
  "roles",
  "search",
  "sla_policies",
  "storage",
  "tags",
  "teams",
  "ticket_tags",
  "tickets",
  "users",
  "view_types",
  "views",
  "workflows",
] as const;

/** A name short and plain enough to quote back, as check quotes a closed set's values. */
const quotable = /^[\w.:-]{1,40}$/;

/**
 * One warning per permission whose resource the documentation does not name, with the nearest name
 * that it does when one is close. `permissions` is the role's input as check received it, of any value.
 */
export function permissionResourceWarnings(permissions: unknown): InputFailure[] {
  if (!Array.isArray(permissions)) return [];
  const known: readonly string[] = documentedPermissionResources;
  return permissions.flatMap((permission, index) => {
    const resource = isPlainObject(permission) && typeof permission.resource === "string" ? permission.resource.trim() : "";
    if (resource === "" || known.includes(resource)) return [];
    const nearest = nearestWord(resource, known);
    const hint = nearest !== undefined ? `did you mean "${nearest}"?` : `it names ${known.join(", ")}`;
    return [
      {
        property: `permissions[${index}].resource`,
        reason: `not a resource the platform's documentation names; the platform takes any name, so it is sent as written; ${hint}`,
        ...(quotable.test(resource) && { received: JSON.stringify(resource) }),
      },
    ];
  });
}
