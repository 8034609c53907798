// Request bodies and query of the ticket status endpoints, with the concept page's create fields.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

/** What tickets carry as their `status`: lower-case words joined by `_`, like the page's `in_review`. */
const statusName = z
  .string()
  .max(50)
  .regex(/^[a-z][a-z0-9_]*$/, { message: "must be lower-case letters, digits and underscores, starting with a letter" });

const statusFields = {
  name: statusName,
  displayName: nonBlank(100),
  description: z.string().max(1000),
  isDefault: z.boolean(),
};

export const createStatusSchema = z.strictObject({
  ...statusFields,
  description: statusFields.description.default(""),
  isDefault: statusFields.isDefault.default(false),
  teamId: nonBlank(50),
  parentStatusId: nonBlank(50),
  /** The one-time move of the parent's tickets to its first sub-status. */
  moveParentTickets: z.boolean().default(false),
});

export const updateStatusSchema = z.strictObject(statusFields).partial();

export const listStatusesQuery = z.looseObject({ teamId: z.string().min(1).optional() });
