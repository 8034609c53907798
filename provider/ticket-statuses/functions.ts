// TicketStatus's list function, getTicketStatuses, for every face (the program's reads, the native
// plugin's Invoke, the package schema): the definition's one list of the organization's statuses,
// the four parents of each team included (their ids are what a sub-status's `parentStatusId` takes).
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedTicketStatuses } from "./definition";
import { ticketStatusInputs, ticketStatusSchema } from "./schema";

export const getTicketStatusesArgs = z.strictObject({
  teamId: ticketStatusInputs.shape.teamId.optional().describe("Only this team's statuses; every team's when left out."),
});
export type GetTicketStatusesArgs = z.input<typeof getTicketStatusesArgs>;

export const ticketStatusFunctions = {
  getTicketStatuses: {
    description:
      "Lists the organization's ticket statuses (or one team's): each team's four parent statuses (Open, In progress, On hold, Closed; no `parentStatusId`) and its sub-statuses, each as a TicketStatus's outputs, with its id: what `parentStatusId` and `adoptId` take.",
    args: getTicketStatusesArgs,
    result: listedObjects(
      "A ticket status as getTicketStatuses lists it: its id and a TicketStatus's outputs.",
      "The status's id: what a sub-status's `parentStatusId` (for a parent) and a TicketStatus's `adoptId` take.",
      stateFields(ticketStatusSchema),
    ),
    read: async (api, args) => withIds(await listedTicketStatuses(api, getTicketStatusesArgs.parse(args).teamId)),
  },
} satisfies Record<string, DataSourceFunction>;
