// Request bodies and query of the tag endpoints, with the update pages' rules: a name of 1 to 50
// characters, a hex color, the type `ticket` or `skills`, a description of at most 255 characters.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { TAG_TYPES } from "./types";

const tagFields = {
  name: nonBlank(50),
  color: z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: "must be a hex color such as #1f74db" }),
  tagType: z.enum(TAG_TYPES),
  description: z.string().max(255).nullable(),
};

/** The org tag update page requires name, color and tagType; create takes the same body. */
export const tagSchema = z.strictObject({ ...tagFields, description: tagFields.description.default(null) });

export const updateTagSchema = z.strictObject({ ...tagFields, description: tagFields.description.optional() });

export const listTagsQuery = z.looseObject({ tagType: z.enum(TAG_TYPES).optional() });

/** A team's tag has no type; the team tag update page has every field optional. */
export const createTeamTagSchema = z.strictObject({
  name: tagFields.name,
  color: tagFields.color,
  description: tagFields.description.default(null),
});

export const updateTeamTagSchema = z.strictObject({
  name: tagFields.name.optional(),
  color: tagFields.color.optional(),
  description: tagFields.description.optional(),
});

export const teamTagParams = z.object({ teamId: z.string(), tagId: z.string() });
