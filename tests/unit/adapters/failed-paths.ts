// Reading the faces' check failures in tests: they reach the engine without a property, the path
// leading the reason (provider/adapters/engine-check-failures.ts).
import type * as dynamic from "@pulumi/pulumi/dynamic";

/** The property path that each failure's reason starts with (`permissions[0].actions[1]`). */
export function failedPaths(result: { failures?: readonly { reason: string }[] }): string[] {
  return (result.failures ?? []).map((failure) => failure.reason.split(": ")[0]!);
}

const accepted: Record<string, string> = {
  "supportplatform:apiKey": "sp_key",
  "supportplatform:baseUrl": "http://127.0.0.1:9",
  "supportplatform:appsStudioUrl": "http://127.0.0.1:9",
  "supportplatform:slaUrl": "http://127.0.0.1:9",
};

/** A runtime's `configure` request whose configuration the check accepts; nothing listens at its URLs. */
export const acceptedConfig: dynamic.ConfigureRequest = {
  config: {
    get: (key) => accepted[key],
    require: (key) => accepted[key] ?? fail(key),
  },
};

function fail(key: string): never {
  throw new Error(`no ${key} in the test's configuration`);
}
