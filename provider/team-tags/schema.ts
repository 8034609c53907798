// TeamTag: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, hexColor, nonBlank, timestamps } from "../core/schema-parts";
import { teamScopedIdPattern } from "../core/team-scoped-id";

export const teamTagInputs = z.strictObject({
  teamId: nonBlank(50).describe("The id of the team the tag belongs to. Changing it replaces the tag."),
  name: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(50)
    .describe("Name of the tag, 1 to 50 characters, unique among the team's tags whatever its case."),
  color: hexColor.describe("Hex color shown with the tag, e.g. `#1f74db`."),
  description: z.string().max(255).optional().describe("What the tag is for, at most 255 characters."),
  adoptId: adoptId
    .unwrap()
    .regex(teamScopedIdPattern, "must be <teamId>/<tagId>")
    .optional()
    .describe(
      "Takes an existing team tag (made in the dashboard) under management instead of creating one: `<teamId>/<tagId>`. Only read when the resource is created; changing it later changes nothing.",
    ),
});
export type TeamTagInputs = z.output<typeof teamTagInputs>;

const computedOutputs = z.object({
  tagId: z.string().describe("The tag's own id on the platform (the resource's id is `<teamId>/<tagId>`)."),
  ...timestamps,
});

/** The team tag as Pulumi keeps it (StateOf). */
export type TeamTagState = StateOf<typeof teamTagSchema>;

export const teamTagSchema = {
  inputs: teamTagInputs,
  replaceOnChanges: ["teamId"],
  description:
    "A team's own tag (`/v1/teams/{teamId}/tags`): a name, a color and a description, without a type; not one of the organization's tags (`Tag`). Changing `teamId` replaces the tag; anything else updates it in place.",
  computedOutputs,
  secretOutputs: [],
  // The tag's id holds no input: it is the platform's.
  derivedOutputs: {},
} satisfies ResourceSchema<typeof teamTagInputs>;
