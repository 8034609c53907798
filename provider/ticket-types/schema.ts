// The TicketType data source: its arguments and its result, as the package schema describes them.
// Its reads: definition.ts; the functions a program calls: get-ticket-type.ts.
import { z } from "zod";

export const ticketType = z.object({
  id: z.string().describe("Unique identifier."),
  name: z.string().describe("Name of the ticket type."),
  color: z.string().describe("Color shown with the ticket type."),
  icon: z.string().describe("Icon name shown with the ticket type."),
  isActive: z.boolean().describe("Whether tickets may be given this type."),
  teamId: z.string().describe("The owning team."),
  organizationId: z.string().describe("The owning organization."),
  autoAssign: z.boolean().describe("Whether tickets of this type are auto-assigned."),
});
/** A ticket type, as the spec describes it. */
export type TicketType = z.output<typeof ticketType>;

export const getTicketTypeArgs = z.strictObject({ id: z.string().min(1, "must not be empty").describe("The ticket type's id.") });
export type GetTicketTypeArgs = z.input<typeof getTicketTypeArgs>;

export const getTicketTypesArgs = z.strictObject({ teamId: z.string().min(1, "must not be empty").describe("The team's uid.") });
export type GetTicketTypesArgs = z.input<typeof getTicketTypesArgs>;
