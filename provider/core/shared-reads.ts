// Reads that one answer serves for many objects (an attribute's list of values, the organization's
// installations): made once per client and key, and shared by every read after it, until a write
// through that client that may change the answer. A read that fails is not kept.
import { perClient } from "./per-client";
import type { PlatformApi } from "./platform-api";

export interface SharedReads<T> {
  /** `load`'s answer for `key`, from the one load this client already made or has under way. */
  read(api: PlatformApi, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Runs `write`, then forgets `key`'s answer, whatever the outcome (a failed write may still have
   * changed something): the next read loads afresh. A read under way meanwhile may predate the
   * write, as it would without sharing.
   */
  afterWrite<R>(api: PlatformApi, key: string, write: () => Promise<R>): Promise<R>;
}

export function sharedReads<T>(): SharedReads<T> {
  const answers = perClient(() => new Map<string, Promise<T>>());
  const forget = (api: PlatformApi, key: string, answer?: Promise<T>) => {
    const held = answers(api);
    if (answer === undefined || held.get(key) === answer) held.delete(key);
  };
  return {
    read(api, key, load) {
      const held = answers(api);
      let answer = held.get(key);
      if (answer === undefined) {
        answer = load();
        held.set(key, answer);
        const loaded = answer;
        loaded.catch(() => forget(api, key, loaded));
      }
      return answer;
    },
    async afterWrite(api, key, write) {
      try {
        return await write();
      } finally {
        forget(api, key);
      }
    },
  };
}
