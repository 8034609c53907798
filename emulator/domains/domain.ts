// What a domain of the emulator brings to it, listed once in ./registry.ts: its tables (declared in
// its `tables.ts`), its routes under the hosts that answer them, its records in each seeded
// organization, and the fields of its tables the console's resource view shows (checked against the
// tables' record types); its columns name its tables at run time.
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "./context";
import type { ResourceTable, StateData } from "./state";
import type { HostName } from "../http/request-log";

export type RouteRegistrar = (app: FastifyInstance, context: EmulatorContext) => void;

type FieldOf<K extends ResourceTable> = Extract<keyof StateData[K][number], string>;

/** A field of a table's records, or a path into one (`manifest.integration.webhooks.events`). */
export type Column<K extends ResourceTable> = FieldOf<K> | `${FieldOf<K>}.${string}`;

/** An organization as the seed makes it, for a domain to seed its records in. */
export interface SeedingOrganization {
  id: string;
  name: string;
  /** The domain of its people's and its customers' email addresses. */
  emailDomain: string;
  teams: readonly { id: string; name: string }[];
  users: readonly { id: string; role: string }[];
  /** A fixed id of this organization's: `prefix`, the organization's tag, then `counter`. */
  seedId(prefix: string, counter: number): string;
  /** A fixed time, `minutes` after the seed's start (the organization's own records are at 0). */
  seedTime(minutes: number): string;
}

/** A domain's tables, as its `tables.ts` declares them (and merges them into StateData): each a table of resources. */
export type DomainTables = Partial<Pick<StateData, ResourceTable>>;

export interface Domain<T extends DomainTables> {
  /** Its routes, by the host that answers them. */
  routes: Partial<Record<HostName, readonly RouteRegistrar[]>>;
  /** Adds its records of `organization` to the seed's state. */
  seed?(state: StateData, organization: SeedingOrganization): void;
  /** The columns of each of its tables in the console's resource view, after the id: one entry for every table, none else. */
  columns: { readonly [K in keyof T & ResourceTable]: readonly Column<K>[] };
}

/**
 * A domain holding the tables `T` of its `tables.ts` (none for a domain without a table of its own):
 * its columns must name each of them, and they name its tables in the registry at run time.
 */
export const domain = <T extends DomainTables = Record<never, never>>(definition: Domain<NoInfer<T>>): Domain<T> => definition;
