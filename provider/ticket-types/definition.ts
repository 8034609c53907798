// The TicketType data source's reads, with a given client: the program's (get-ticket-type.ts, with
// the provider's configuration) or the native plugin's (its Invoke). They only read, so they work
// in `preview`. Arguments and result: schema.ts; the public functions: get-ticket-type.ts.
import { z } from "zod";
import type { DataSourceFunction } from "../core/data-source-function";
import type { PlatformApi } from "../core/platform-api";
import { ticketTypeEndpoints } from "./endpoints";
import { platformEnvelope } from "../http/envelopes";
import { ApiError } from "../http/errors";
import {
  type GetTicketTypeArgs,
  type GetTicketTypesArgs,
  getTicketTypeArgs,
  getTicketTypesArgs,
  type TicketType,
  ticketType,
} from "./schema";

/** The data source's reads with a given client: the program's, or the native plugin's. */
export const ticketTypeReads = {
  /** Reads one ticket type by id; fails with a clear message when there is none. */
  async getTicketType(api: PlatformApi, args: GetTicketTypeArgs): Promise<TicketType> {
    const found = await api.callIfPresent(ticketTypeEndpoints.getTicketType, {
      params: { id: args.id },
      response: platformEnvelope(ticketType),
    });
    if (found === undefined) throw new ApiError(ticketTypeEndpoints.getTicketType.title, 404, `no ticket type has the id ${args.id}`);
    return found.data;
  },
  /** Lists a team's ticket types. */
  async getTicketTypes(api: PlatformApi, args: GetTicketTypesArgs): Promise<TicketType[]> {
    return (
      await api.call(ticketTypeEndpoints.listTicketTypes, {
        query: { teamId: args.teamId },
        response: platformEnvelope(z.array(ticketType)),
      })
    ).data;
  },
};

/** The functions of this data source, for the package schema. */
export const ticketTypeFunctions: Record<string, DataSourceFunction> = {
  getTicketType: {
    description: "Reads one ticket type by id; fails when there is none.",
    args: getTicketTypeArgs,
    result: ticketType,
    read: (api, args) => ticketTypeReads.getTicketType(api, getTicketTypeArgs.parse(args)),
    endpoints: { getTicketType: ticketTypeEndpoints.getTicketType },
  },
  getTicketTypes: {
    description: "Lists a team's ticket types.",
    args: getTicketTypesArgs,
    result: z.array(ticketType),
    read: (api, args) => ticketTypeReads.getTicketTypes(api, getTicketTypesArgs.parse(args)),
    endpoints: { listTicketTypes: ticketTypeEndpoints.listTicketTypes },
  },
};
