// AccountAttributeValue's list function, getAccountAttributeValues, for every face (the program's
// reads, the native plugin's Invoke, the package schema): the definition's one list request of the
// attribute, with its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedAttributeValues } from "./definition";
import { accountAttributeValueInputs, accountAttributeValueSchema } from "./schema";

export const getAccountAttributeValuesArgs = z.strictObject({
  attribute: accountAttributeValueInputs.shape.attribute.describe("The attribute whose values to list."),
});
export type GetAccountAttributeValuesArgs = z.input<typeof getAccountAttributeValuesArgs>;

export const accountAttributeFunctions = {
  getAccountAttributeValues: {
    description: "Lists one account attribute's values, each as an AccountAttributeValue's outputs, with its id.",
    args: getAccountAttributeValuesArgs,
    result: listedObjects(
      "An attribute value as getAccountAttributeValues lists it: its id and an AccountAttributeValue's outputs.",
      "The value's id: what an AccountAttributeValue's `adoptId` takes.",
      stateFields(accountAttributeValueSchema),
    ),
    read: async (api, args) => withIds(await listedAttributeValues(api, getAccountAttributeValuesArgs.parse(args).attribute)),
  },
} satisfies Record<string, DataSourceFunction>;
