// TicketStatus: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";

export const ticketStatusInputs = z
  .strictObject({
    teamId: nonBlank(50).describe("The id of the team the status belongs to. Changing it replaces the status."),
    parentStatusId: nonBlank(50)
      .optional()
      .describe(
        "The id of the team's parent status (Open, In progress, On hold or Closed) this sub-status hangs under, e.g. from getTicketStatuses. Left out only when adopting one of the four parents, which the platform makes with the team. Changing it replaces the status.",
      ),
    name: z
      .string()
      .max(50)
      .regex(/^[a-z][a-z0-9_]*$/, "must be lower-case letters, digits and underscores, starting with a letter")
      .describe("What a ticket's `status` holds (`in_review`), unique in the team whatever its case."),
    displayName: z.string().trim().min(1, "must not be empty").max(100).describe("The name agents see."),
    description: z.string().max(1000).optional().describe("What the status means."),
    isDefault: z
      .boolean()
      .optional()
      .describe(
        "On a sub-status, whether it is its parent's default sub-status (where tickets go when a sibling is deleted); setting it clears the flag on the parent's other sub-statuses.",
      ),
    adoptId,
  })
  .superRefine((inputs, context) => {
    // The four parents come with their team and no request makes one: only adoption takes one over.
    if (inputs.parentStatusId === undefined && inputs.adoptId === undefined) {
      context.addIssue({
        code: "custom",
        path: ["parentStatusId"],
        message:
          "is required: a status without a parent is one of the team's four parent statuses (Open, In progress, On hold, Closed), which the platform makes with the team and never creates; to manage one, set adoptId to its id (getTicketStatuses lists them), or give its id as the parentStatusId of a sub-status",
      });
    }
  });
export type TicketStatusInputs = z.output<typeof ticketStatusInputs>;

const computedOutputs = z.object(timestamps);

/** The status as Pulumi keeps it (StateOf). */
export type TicketStatusState = StateOf<typeof ticketStatusSchema>;

export const ticketStatusSchema = {
  inputs: ticketStatusInputs,
  replaceOnChanges: ["teamId", "parentStatusId"],
  // A replacement that keeps the name deletes the old status first: the new one could not take it.
  uniqueKey: ["name"],
  description:
    "A ticket sub-status of a team, under one of its four parent statuses (Open, In progress, On hold, Closed). Changing `teamId` or `parentStatusId` replaces it; anything else updates it in place. A parent is only adopted (`adoptId`), never created, and deleting its resource leaves it as it is: it goes with its team. The platform refuses to delete a status that active tickets are in (`ERR_STATUS_IN_USE`).",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { description: "", isDefault: false },
} satisfies ResourceSchema<typeof ticketStatusInputs>;
