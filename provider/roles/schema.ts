// Role: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, timestamps } from "../core/schema-parts";
import { unorderedList } from "../core/unordered-lists";
import { documentedPermissionResources, permissionResourceWarnings } from "./permission-resources";
import { roleActions } from "./role-actions";

const permissionInputs = z.strictObject({
  resource: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(200)
    .describe(
      `What the permission applies to, by any name; the platform's documentation names ${documentedPermissionResources.map((name) => `\`${name}\``).join(", ")}, and check warns about any other.`,
    ),
  actions: unorderedList(z.array(z.enum(roleActions)).min(1, "must list at least one action")).describe(
    `Allowed actions: ${roleActions.join(", ")}. Order does not matter.`,
  ),
  scope: z.string().min(1, "must not be empty").optional().describe("Narrows the permission, e.g. `team`."),
  conditions: z.record(z.string(), z.unknown()).optional().describe("Conditions under which the permission applies."),
});

export const roleInputs = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(100).describe("Name of the role, unique in the organization."),
  description: z.string().max(1000).optional().describe("What the role is for."),
  permissions: z.array(permissionInputs).describe("What holders of the role may do."),
  adoptId,
});
export type RoleInputs = z.output<typeof roleInputs>;
export type RolePermission = RoleInputs["permissions"][number];

const computedOutputs = z.object({
  isSystem: z.boolean().describe("True for the platform's built-in roles."),
  ...timestamps,
});

/** The role as Pulumi keeps it (StateOf). */
export type RoleState = StateOf<typeof roleSchema>;

export const roleSchema = {
  inputs: roleInputs,
  description: "A custom role of the organization: a name, a description and permissions. Every change updates it in place.",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { description: "" },
  warnings: (inputs) => permissionResourceWarnings(inputs.permissions),
} satisfies ResourceSchema<typeof roleInputs>;
