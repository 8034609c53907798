// TicketStatus's calls to the API (create POST, read from the organization's list, update PATCH,
// delete DELETE) and the mapping from the platform's status to the state Pulumi keeps. Its inputs
// and state: schema.ts. One list of the organization's statuses serves every status's read in a run
// (a refresh, an import, getTicketStatuses), until a write: a sub-status set as its parent's default
// changes its siblings too.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { platformEnvelope } from "../http/envelopes";
import { ApiError } from "../http/errors";
import { listBacked } from "../http/list-backed";
import { ticketStatusEndpoints } from "./endpoints";
import { type TicketStatusInputs, type TicketStatusState, ticketStatusSchema } from "./schema";
import { TicketStatusInUseError } from "./ticket-status-in-use-error";

const serverStatus = z.object({
  id: z.string().min(1),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullish(),
  isDefault: z.boolean(),
  teamId: z.string().min(1),
  // The MCP page's object has no parent; the emulator's names it, null on the four parents.
  parentStatusId: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerStatus = z.output<typeof serverStatus>;
const statusResponse = platformEnvelope(serverStatus);

function toState(status: ServerStatus): TicketStatusState {
  return {
    teamId: status.teamId,
    parentStatusId: status.parentStatusId ?? undefined,
    name: status.name,
    displayName: status.displayName,
    description: status.description ?? undefined,
    isDefault: status.isDefault,
    createdAt: status.createdAt,
    updatedAt: status.updatedAt,
  };
}

/** Why a listed status cannot be declared, if it cannot: a parent comes with its team. */
function unmanageable(status: ServerStatus): string | undefined {
  if (status.parentStatusId === null)
    return "one of the team's four parent statuses, which the platform makes with the team (adopt it with adoptId)";
  if (status.parentStatusId === undefined) return "the platform's answer does not say which parent status it hangs under";
  return undefined;
}

/** The organization's statuses, every team's, read once per client until a write of one. */
const statuses = listBacked<ServerStatus, TicketStatusState>({
  list: async (api) =>
    (await api.call(ticketStatusEndpoints.listTicketStatuses, { response: platformEnvelope(z.array(serverStatus)) })).data,
  toState,
  unmanageable,
});
/** The organization's one list of statuses, by its key. */
const organization = "ticketStatuses";

/** Every status of the organization (or of `teamId`), parents included, with its id and state: for getTicketStatuses. */
export async function listedTicketStatuses(api: PlatformApi, teamId?: string): Promise<Listed<TicketStatusState>[]> {
  return (await statuses.listed(api, [organization])).filter((status) => teamId === undefined || status.state.teamId === teamId);
}

/** A state that keeps the declared parent where the platform's answer leaves it out (the MCP object). */
const withParent = (state: TicketStatusState, parentStatusId: string | undefined): TicketStatusState => ({
  ...state,
  parentStatusId: state.parentStatusId ?? parentStatusId,
});

/** The fields the update endpoint takes: the team and the parent never change. */
function updateBody({ name, displayName, description, isDefault }: TicketStatusInputs) {
  return { name, displayName, description, isDefault };
}

export const ticketStatusDefinition: ResourceDefinition<typeof ticketStatusSchema.inputs, TicketStatusState> = {
  ...ticketStatusSchema,
  exported: {
    heading: "Ticket sub-statuses, under each team's parent statuses",
    label: (state, teamName) => `${teamName(state.teamId)} ${state.name}`,
  },
  endpoints: ticketStatusEndpoints,

  async create(api, inputs) {
    const { adoptId: _, ...body } = inputs;
    // A status's name is unique in its team whatever its case.
    const sameName = (status: ServerStatus) => status.teamId === inputs.teamId && status.name.toLowerCase() === inputs.name.toLowerCase();
    const create = async () => (await api.call(ticketStatusEndpoints.createTicketStatus, { body, response: statusResponse })).data;
    const created = await statuses.create(api, organization, `a status named ${inputs.name} in team ${inputs.teamId}`, create, sameName);
    return { id: created.id, state: withParent(created.state, inputs.parentStatusId) };
  },

  async read(api, id, state) {
    const read = await statuses.read(api, [organization], id);
    return read && withParent(read, state.parentStatusId);
  },

  async update(api, id, _state, inputs) {
    const updated = await statuses.update(
      api,
      organization,
      async () =>
        (await api.call(ticketStatusEndpoints.updateTicketStatus, { params: { id }, body: updateBody(inputs), response: statusResponse }))
          .data,
    );
    return withParent(updated, inputs.parentStatusId);
  },

  async delete(api, id, state) {
    // A parent (adopted, never created) goes only with its team: its resource leaves it as it is.
    if (state.parentStatusId === undefined) return;
    try {
      await statuses.delete(api, organization, ticketStatusEndpoints.deleteTicketStatus, { id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) throw new TicketStatusInUseError(id, error);
      throw error;
    }
  },

  list: (api, scope) => listedTicketStatuses(api).then((listed) => listed.filter((status) => scope.teamIds.includes(status.state.teamId))),
};
