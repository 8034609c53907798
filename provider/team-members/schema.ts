// TeamMember: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank } from "../core/schema-parts";
import { teamScopedIdPattern } from "../core/team-scoped-id";

export const teamMemberInputs = z
  .strictObject({
    teamId: nonBlank(50).describe("The team's id. Changing it replaces the membership."),
    userId: nonBlank(50)
      .optional()
      .describe("The user's id. Give it, `email`, or both (the same user). Changing it replaces the membership."),
    email: z
      .email("must be an e-mail address")
      .toLowerCase()
      .optional()
      .describe(
        "The user's e-mail address, whatever its case. Give it, `userId`, or both (the same user). Changing it replaces the membership.",
      ),
    isAdmin: z
      .boolean()
      .optional()
      .describe(
        "Whether the member is an admin of the team. The platform cannot change it in place: changing it removes the member and adds them again.",
      ),
    adoptId: adoptId
      .unwrap()
      .regex(teamScopedIdPattern, "must be <teamId>/<userId>")
      .optional()
      .describe(
        "Takes an existing membership under management instead of adding the user again: `<teamId>/<userId>`. Only read when the resource is created.",
      ),
  })
  .superRefine((inputs, context) => {
    if (inputs.userId === undefined && inputs.email === undefined) {
      context.addIssue({ code: "custom", path: ["userId"], message: "give userId or email: which user is the member" });
    }
  });
export type TeamMemberInputs = z.output<typeof teamMemberInputs>;

const computedOutputs = z.object({
  memberId: z.string().describe("The member's id: the user's id."),
  name: z.string().describe("The member's name."),
  joinedAt: z.string().describe("When the user joined the team (ISO 8601)."),
});

/** The membership as Pulumi keeps it (StateOf). */
export type TeamMemberState = StateOf<typeof teamMemberSchema>;

export const teamMemberSchema = {
  inputs: teamMemberInputs,
  replaceOnChanges: ["teamId", "userId", "email", "isAdmin"],
  // A replacement in the same team removes the member first: a user is a team's member only once.
  uniqueKey: ["teamId"],
  description:
    "One user's membership of one team, by user id or e-mail address. The platform has no update of a membership: changing any input replaces it (the member is removed, then added again).",
  computedOutputs,
  secretOutputs: [],
  // The member's id is the user's id: a userId kept secret keeps it secret too.
  derivedOutputs: { memberId: ["userId"] },
  serverDefaults: { isAdmin: false },
} satisfies ResourceSchema<typeof teamMemberInputs>;
