// The TicketType data source: reads existing ticket types. It runs in the Pulumi program, not in
// the provider process, with the same client code and the same configuration (stack config in the
// `supportplatform` namespace, then environment variables). It only reads, so it works in `preview`.
import * as pulumi from "@pulumi/pulumi";
import { z } from "zod";
import { resolveProviderConfig } from "../config/provider-config";
import { endpoints } from "../http/endpoints";
import { platformEnvelope } from "../http/envelopes";
import { ApiError } from "../http/errors";
import { PlatformClient } from "../http/platform-client";

const ticketType = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  isActive: z.boolean(),
  teamId: z.string(),
  organizationId: z.string(),
  autoAssign: z.boolean(),
});
/** A ticket type, as the spec describes it. */
export type TicketType = z.output<typeof ticketType>;

let client: PlatformClient | undefined;

/** One client for the whole program; the raw config map, since Config.get warns about secrets. */
function programClient(): PlatformClient {
  client ??= new PlatformClient(resolveProviderConfig({ get: (key) => pulumi.runtime.getConfig(key) }));
  return client;
}

export interface GetTicketTypeArgs {
  id: string;
}

/** Reads one ticket type by id; fails with a clear message when there is none. */
export async function getTicketType(args: GetTicketTypeArgs): Promise<TicketType> {
  const found = await programClient().find(endpoints.getTicketType, { params: { id: args.id }, response: platformEnvelope(ticketType) });
  if (found === undefined) throw new ApiError(endpoints.getTicketType.title, 404, `no ticket type has the id ${args.id}`);
  return found.data;
}

/** getTicketType with inputs that may be outputs of other resources. */
export function getTicketTypeOutput(args: pulumi.Input<GetTicketTypeArgs>): pulumi.Output<TicketType> {
  return pulumi.output(args).apply((resolved) => getTicketType(resolved));
}

export interface GetTicketTypesArgs {
  teamId: string;
}

/** Lists a team's ticket types. */
export async function getTicketTypes(args: GetTicketTypesArgs): Promise<TicketType[]> {
  const list = await programClient().call(endpoints.listTicketTypes, { query: { teamId: args.teamId }, response: platformEnvelope(z.array(ticketType)) });
  return list.data;
}

/** getTicketTypes with inputs that may be outputs of other resources. */
export function getTicketTypesOutput(args: pulumi.Input<GetTicketTypesArgs>): pulumi.Output<TicketType[]> {
  return pulumi.output(args).apply((resolved) => getTicketTypes(resolved));
}
