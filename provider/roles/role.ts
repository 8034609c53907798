// Role: a custom role of the organization. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { RolePermission, roleInputs } from "./schema";

export type RoleArgs = ArgsOf<z.input<typeof roleInputs>>;
export type { RolePermission } from "./schema";

/**
 * A custom role: a name, a description and permissions (`resource`, `actions`, optional `scope`
 * and `conditions`). Every property updates in place.
 */
export class Role extends DynamicResource {
  declare readonly name: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly description: pulumi.Output<string | undefined>;
  /** As the server holds them. */
  declare readonly permissions: pulumi.Output<RolePermission[]>;
  /** True for the platform's built-in roles. */
  declare readonly isSystem: pulumi.Output<boolean>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;
  /** The id of the object this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: RoleArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "Role",
      "roles/role",
      name,
      withImportInput({ isSystem: undefined, createdAt: undefined, updatedAt: undefined, ...args }, opts),
      withoutImportOption(opts),
    );
  }
}
