// Tag: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, hexColor, timestamps } from "../core/schema-parts";
import { tagTypes } from "./tag-types";

export const tagInputs = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(50)
    .describe("Name of the tag, 1 to 50 characters, unique among the organization's tags of its type whatever its case."),
  color: hexColor.describe("Hex color shown with the tag, e.g. `#1f74db`."),
  tagType: z.enum(tagTypes).describe(`What the tag classifies: ${tagTypes.map((type) => `\`${type}\``).join(" or ")}.`),
  description: z.string().max(255).optional().describe("What the tag is for, at most 255 characters."),
  adoptId,
});
export type TagInputs = z.output<typeof tagInputs>;

/** The tag as Pulumi keeps it (StateOf). */
export type TagState = StateOf<typeof tagSchema>;

export const tagSchema = {
  inputs: tagInputs,
  description:
    "A tag of the organization (`/v1/tags`): a name, a color, a type (`ticket` or `skills`) and a description. Every change updates it in place. A team's own tags (`/v1/teams/{teamId}/tags`, without a type) are other objects.",
  computedOutputs: z.object(timestamps),
  secretOutputs: [],
  derivedOutputs: {},
} satisfies ResourceSchema<typeof tagInputs>;
