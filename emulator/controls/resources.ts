// Out-of-band access to stored records, as if changed in the dashboard: list, get, patch, delete.
// Tickets, accounts and comments go through their domain so that the usual events fire; deleting
// CSAT settings or an app takes their rules or installations with them. A change to a record with a
// `version` (forms, custom fields, SLA policies, workflows) raises it, as a change in the dashboard
// would: an update made against the version before it is then refused.
import { timestamp } from "../clock";
import { notFound } from "../errors";
import { deleteAccount, updateAccount } from "../domains/content/accounts";
import { deleteComment, updateComment } from "../domains/content/comments";
import type { ContentDeps } from "../domains/content/support";
import { deleteTicket, updateTicket } from "../domains/content/tickets";
import type { ResourceTable } from "../domains/state";
import type { Table } from "../store/table";
import type { Account, Comment, Ticket } from "../domains/content/types";

type AnyRecord = { id: string; organizationId: string } & Record<string, unknown>;

const tableOf = ({ store }: ContentDeps, kind: ResourceTable) => store[kind] as unknown as Table<AnyRecord>;

function recordOf(deps: ContentDeps, kind: ResourceTable, id: string): AnyRecord {
  const record = tableOf(deps, kind).get(id);
  if (!record) throw notFound(`No ${kind} record ${id}`);
  return record;
}

export function listResources(deps: ContentDeps, kind: ResourceTable, organizationId?: string): AnyRecord[] {
  return tableOf(deps, kind).filter((record) => organizationId === undefined || record.organizationId === organizationId);
}

export const getResource = (deps: ContentDeps, kind: ResourceTable, id: string): AnyRecord => recordOf(deps, kind, id);

export function patchResource(deps: ContentDeps, kind: ResourceTable, id: string, patch: Record<string, unknown>): unknown {
  const current = recordOf(deps, kind, id);
  switch (kind) {
    case "tickets":
      return updateTicket(deps, current as unknown as Ticket, patch);
    case "accounts":
      return updateAccount(deps, current as unknown as Account, patch);
    case "comments":
      return updateComment(deps, current as unknown as Comment, patch);
    default:
      return tableOf(deps, kind).update(id, {
        ...patch,
        ...("updatedAt" in current && !("updatedAt" in patch) && { updatedAt: timestamp() }),
        ...(typeof current.version === "number" && !("version" in patch) && { version: current.version + 1 }),
      });
  }
}

export function deleteResource(deps: ContentDeps, kind: ResourceTable, id: string): void {
  const current = recordOf(deps, kind, id);
  const { store } = deps;
  switch (kind) {
    case "tickets":
      deleteTicket(deps, current as unknown as Ticket);
      return;
    case "accounts":
      deleteAccount(deps, current as unknown as Account);
      return;
    case "comments":
      deleteComment(deps, current as unknown as Comment);
      return;
    case "csatSettings":
      for (const rule of store.csatRules.filter((candidate) => candidate.settingsId === id)) store.csatRules.delete(rule.id);
      break;
    case "apps":
      for (const installation of store.installations.filter((candidate) => candidate.appId === id))
        store.installations.delete(installation.id);
      break;
  }
  tableOf(deps, kind).delete(id);
}
