// The shape of a kind the platform lets us read only through a list (roles, an attribute's values):
// its reads find the object in a list read once per client and key (a refresh or an import of N
// objects sends one request, not N), every write forgets that list, a create whose answer was lost
// looks for the object in a fresh list before trying again and a refused one names the object it
// would duplicate, and a delete of an object already gone counts as done. A kind with its own read
// by id, or lists of its own shape (teams, CSAT, apps), keeps its own definition.
import { z } from "zod";
import type { Endpoint } from "../core/endpoint";
import type { PlatformApi } from "../core/platform-api";
import type { Created, Listed } from "../core/resource-definition";
import { sharedReads } from "../core/shared-reads";
import { refusingDuplicates } from "./already-exists";

export interface ListBackedOptions<Item extends { readonly id: string }, State> {
  /** The platform's list of `key`'s objects (the organization's roles, an attribute's values), read afresh. */
  list(api: PlatformApi, key: string): Promise<Item[]>;
  /** The state Pulumi keeps of a listed object. */
  toState(item: Item): State;
  /** Why an object cannot be managed, when it cannot (a system role). */
  unmanageable?(item: Item): string | undefined;
}

export interface ListBacked<Item extends { readonly id: string }, State> {
  /** The objects of the lists `keys`, from the reads this client shares: for an export and a list function. */
  listed(api: PlatformApi, keys: readonly string[]): Promise<Listed<State>[]>;
  /** The state of the object `id` in the lists `keys` (shared reads); none when no list holds it: it is gone. */
  read(api: PlatformApi, keys: readonly string[], id: string): Promise<State | undefined>;
  /**
   * Creates the object in `key`'s list with `create`; `same` tells the object it would duplicate (a
   * name unique whatever its case), looked for in a fresh list when the answer is lost or the create
   * refused, which then fails naming `what` and the adoptId that takes it over.
   */
  create(api: PlatformApi, key: string, what: string, create: () => Promise<Item>, same: (item: Item) => boolean): Promise<Created<State>>;
  /** Runs an update of an object of `key`'s list and answers its new state. */
  update(api: PlatformApi, key: string, update: () => Promise<Item>): Promise<State>;
  /**
   * Deletes the object `params` name with `endpoint` (and `body`: a kind without a delete retires
   * the object with an update); one already gone counts as deleted.
   */
  delete(api: PlatformApi, key: string, endpoint: Endpoint, params: Record<string, string>, body?: unknown): Promise<void>;
}

export function listBacked<Item extends { readonly id: string }, State>(options: ListBackedOptions<Item, State>): ListBacked<Item, State> {
  const lists = sharedReads<Item[]>();
  const shared = (api: PlatformApi, key: string) => lists.read(api, key, () => options.list(api, key));
  const sharedItems = async (api: PlatformApi, keys: readonly string[]) => (await Promise.all(keys.map((key) => shared(api, key)))).flat();
  return {
    async listed(api, keys) {
      return (await sharedItems(api, keys)).map((item) => {
        const unmanageable = options.unmanageable?.(item);
        return { id: item.id, state: options.toState(item), ...(unmanageable !== undefined && { unmanageable }) };
      });
    },
    async read(api, keys, id) {
      const found = (await sharedItems(api, keys)).find((item) => item.id === id);
      return found && options.toState(found);
    },
    async create(api, key, what, create, same) {
      // The platform as it is now: a lookup after a create must see that create.
      const findSame = async () => (await options.list(api, key)).find(same);
      const created = await lists.afterWrite(api, key, () => refusingDuplicates(what, () => api.settleCreate(create, findSame), findSame));
      return { id: created.id, state: options.toState(created) };
    },
    async update(api, key, update) {
      return options.toState(await lists.afterWrite(api, key, update));
    },
    async delete(api, key, endpoint, params, body) {
      await lists.afterWrite(api, key, () =>
        api.callIfPresent(endpoint, { params, ...(body !== undefined && { body }), response: z.unknown() }),
      );
    },
  };
}
