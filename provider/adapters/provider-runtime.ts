// A provider process's runtime: the dynamic providers of every kind, and the one client, made by
// `makeClient`, that every resource of the process shares. runtime.ts is the one the shims load.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import { type ConfigSource, type ProviderConfig, resolveProviderConfig } from "../config/provider-config";
import type { PlatformApi } from "../core/platform-api";
import { isResourceKind, resourceDefinitions, type SomeResourceDefinition } from "../resource-definitions";
import { dynamicProvider } from "./dynamic-provider";

export interface ProviderRuntime {
  providerFor(kind: string): dynamic.ResourceProvider;
}

export function providerRuntime(makeClient: (config: ProviderConfig) => PlatformApi): ProviderRuntime {
  /** Stack config from the engine; absent when the engine never calls configure (env vars only). */
  let configSource: ConfigSource = { get: () => undefined };
  let client: PlatformApi | undefined;

  /**
   * Configuration problems surface at the first call that needs the API, not at `configure`:
   * `check` and `diff` work without credentials, so a pull request's preview of invalid inputs
   * still says what is wrong with them.
   */
  const sharedClient = (): PlatformApi => {
    client ??= makeClient(resolveProviderConfig(configSource));
    return client;
  };

  const providers = new Map<string, dynamic.ResourceProvider>();

  const providerFor = (kind: string): dynamic.ResourceProvider => {
    let provider = providers.get(kind);
    if (provider === undefined) {
      if (!isResourceKind(kind)) {
        throw new Error(`this version of pulumi-support-platform has no resource ${kind}; upgrade the package`);
      }
      const definition: SomeResourceDefinition = resourceDefinitions[kind];
      provider = {
        // Every kind's shim calls configure with the same stack config; the first one is kept.
        async configure(request) {
          if (client === undefined) configSource = request.config;
        },
        ...dynamicProvider(definition, sharedClient),
      };
      providers.set(kind, provider);
    }
    return provider;
  };

  return { providerFor };
}
