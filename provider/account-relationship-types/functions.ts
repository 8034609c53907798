// AccountRelationshipType's list function, getAccountRelationshipTypes, for every face (the
// program's reads, the native plugin's Invoke, the package schema): the definition's one list.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedAccountRelationshipTypes } from "./definition";
import { accountRelationshipTypeSchema } from "./schema";

export const getAccountRelationshipTypesArgs = z.strictObject({});

export const accountRelationshipTypeFunctions = {
  getAccountRelationshipTypes: {
    description:
      "Lists the organization's account relationship types, each as an AccountRelationshipType's outputs (its `inverseTypeId`, or `selfInverse`), with its id.",
    args: getAccountRelationshipTypesArgs,
    result: listedObjects(
      "An account relationship type as getAccountRelationshipTypes lists it: its id and an AccountRelationshipType's outputs.",
      "The type's id: what an AccountRelationshipType's `inverseTypeId` and `adoptId` take.",
      stateFields(accountRelationshipTypeSchema),
    ),
    read: async (api) => withIds(await listedAccountRelationshipTypes(api)),
  },
} satisfies Record<string, DataSourceFunction>;
