// The searchable collections and the fields of their documents. customer_contacts is announced
// by the spec as coming later and is not searchable yet.
import type { Store } from "../state";
import { ticketView } from "../content/ticket-view";

export type Document = Record<string, unknown>;

interface CollectionDefinition {
  fields: readonly string[];
  records(store: Store): readonly { organizationId: string; teamId: string }[];
}

export const COLLECTIONS = {
  tickets: {
    fields: [
      "id",
      "ticketId",
      "title",
      "description",
      "status",
      "statusName",
      "priority",
      "priorityName",
      "teamId",
      "teamName",
      "teamIdentifier",
      "accountId",
      "assigneeId",
      "assignedAgentId",
      "archived",
      "createdBy",
      "createdAt",
      "updatedAt",
    ],
    records: (store) => store.tickets.all().map((ticket) => ticketView(store, ticket)),
  },
  accounts: {
    fields: ["id", "name", "description", "website", "status", "statusName", "health", "teamId", "createdAt", "updatedAt"],
    records: (store) => store.accounts.all(),
  },
  comments: {
    fields: ["id", "ticketId", "content", "authorId", "teamId", "createdAt", "updatedAt"],
    records: (store) => store.comments.all(),
  },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof COLLECTIONS;

export const NOT_YET_SEARCHABLE = ["customer_contacts"];

export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);

/** The documents of a collection that belong to the organization and to one of the teams. */
export function documentsOf(store: Store, name: CollectionName, organizationId: string, teamIds: ReadonlySet<string>): Document[] {
  const { fields, records } = COLLECTIONS[name];
  return records(store)
    .filter((record) => record.organizationId === organizationId && teamIds.has(record.teamId))
    .map((record) => Object.fromEntries(fields.map((field) => [field, (record as unknown as Document)[field] ?? null])));
}
