// CustomField's list function, getCustomFields, for every face (the program's reads, the native
// plugin's Invoke, the package schema): the definition's one list of the organization's fields (every
// page), with its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedCustomFields } from "./definition";
import { customFieldInputs, customFieldSchema } from "./schema";

export const getCustomFieldsArgs = z.strictObject({
  teamId: customFieldInputs.shape.teamId.describe(
    "Only this team's fields and the organization-wide ones (as the platform's list with `teamId`); every field when left out.",
  ),
});
export type GetCustomFieldsArgs = z.input<typeof getCustomFieldsArgs>;

export const customFieldFunctions = {
  getCustomFields: {
    description:
      "Lists the organization's custom fields (or one team's and the organization-wide ones), inactive ones included, each as a CustomField's outputs, with its id: what a CustomField's `adoptId` and a form's fields take.",
    args: getCustomFieldsArgs,
    result: listedObjects(
      "A custom field as getCustomFields lists it: its id and a CustomField's outputs.",
      "The field's id, the platform's `uid`: what a CustomField's `adoptId` and a form's fields take.",
      stateFields(customFieldSchema),
    ),
    read: async (api, args) => withIds(await listedCustomFields(api, getCustomFieldsArgs.parse(args).teamId)),
  },
} satisfies Record<string, DataSourceFunction>;
