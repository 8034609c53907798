// What a provider process keeps for one client: each face makes one client per configuration and
// process (the dynamic provider's deployment, a native plugin instance), so keying by the client
// keeps a value to one run against one organization, and a new configuration starts afresh.
import type { PlatformApi } from "./platform-api";

/** A function that returns `api`'s value, made by `create` on first use with that client. */
export function perClient<T>(create: () => T): (api: PlatformApi) => T {
  const values = new WeakMap<PlatformApi, T>();
  return (api) => {
    let value = values.get(api);
    if (value === undefined) {
      value = create();
      values.set(api, value);
    }
    return value;
  };
}
