// Role's list function, getRoles, for every face (the program's reads, the native plugin's Invoke,
// the package schema): the definition's one list request, with its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedRoles } from "./definition";
import { roleSchema } from "./schema";

export const getRolesArgs = z.strictObject({});

export const roleFunctions = {
  getRoles: {
    description: "Lists the organization's roles, the built-in system roles (`isSystem`) included, each as a Role's outputs, with its id.",
    args: getRolesArgs,
    result: listedObjects(
      "A role as getRoles lists it: its id and a Role's outputs.",
      "The role's id: what a Role's `adoptId` takes.",
      stateFields(roleSchema),
    ),
    read: async (api) => withIds(await listedRoles(api)),
  },
} satisfies Record<string, DataSourceFunction>;
