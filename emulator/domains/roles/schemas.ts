// Request bodies of the role endpoints. Actions are the spec's list; unknown properties are refused
// so that a client's typo surfaces as a 400 instead of being silently ignored.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

export const ROLE_ACTIONS = ["view", "create", "update", "delete", "assign", "comment"] as const;

const permissionSchema = z.strictObject({
  resource: nonBlank(),
  actions: z.array(z.enum(ROLE_ACTIONS)).min(1),
  scope: z.string().min(1).optional(),
  conditions: z.record(z.string(), z.unknown()).optional(),
});

const roleFields = {
  name: nonBlank(100),
  description: z.string().max(1000),
  permissions: z.array(permissionSchema),
};

export const createRoleSchema = z.strictObject({
  name: roleFields.name,
  description: roleFields.description.default(""),
  permissions: roleFields.permissions.default([]),
});

export const updateRoleSchema = z.strictObject({
  name: roleFields.name.optional(),
  description: roleFields.description.optional(),
  permissions: roleFields.permissions.optional(),
});
