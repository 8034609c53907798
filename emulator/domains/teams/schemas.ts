// Request bodies and queries of the teams endpoints, with the fields the docs show.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

const teamFields = {
  name: nonBlank(100),
  description: z.string().max(1000),
  icon: z.string().max(100),
  color: z.string().max(50),
  identifier: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "must be letters, digits, hyphens or underscores" }),
  isPrivate: z.boolean(),
};

export const createTeamSchema = z.strictObject({
  ...teamFields,
  description: teamFields.description.optional(),
  icon: teamFields.icon.optional(),
  color: teamFields.color.optional(),
  identifier: teamFields.identifier.optional(),
  isPrivate: teamFields.isPrivate.default(false),
  parentTeamId: nonBlank(50).optional(),
});

export const updateTeamSchema = z.strictObject(teamFields).partial();

/** The docs' add-member body: the user by e-mail or id. */
export const addMemberSchema = z
  .strictObject({ email: z.email().optional(), userId: nonBlank(50).optional(), isAdmin: z.boolean().default(false) })
  .refine((input) => input.email !== undefined || input.userId !== undefined, { message: "email or userId is required" });

export const membersQuery = z.looseObject({ searchQuery: z.string().optional(), includeAgents: z.enum(["true", "false"]).optional() });

export const teamParams = z.object({ teamId: z.string() });
export const memberParams = z.object({ teamId: z.string(), memberId: z.string() });
