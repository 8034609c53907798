// Tag's list function, getTags, for every face (the program's reads, the native plugin's Invoke, the
// package schema): the definition's lists (one per type), with their mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedTags } from "./definition";
import { tagSchema } from "./schema";

export const getTagsArgs = z.strictObject({});

export const tagFunctions = {
  getTags: {
    description: "Lists the organization's tags of both types (`ticket` and `skills`), each as a Tag's outputs, with its id.",
    args: getTagsArgs,
    result: listedObjects(
      "A tag as getTags lists it: its id and a Tag's outputs.",
      "The tag's id: what a Tag's `adoptId` takes.",
      stateFields(tagSchema),
    ),
    read: async (api) => withIds(await listedTags(api)),
  },
} satisfies Record<string, DataSourceFunction>;
