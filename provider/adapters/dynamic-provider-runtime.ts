// Makes the runtime of a dynamic provider process, given how to make its client: the dynamic
// providers of every kind, and the one client that every resource of the process shares. runtime.ts
// is the runtime the shims load (`pulumi-support-platform/runtime`), over the package's own client;
// tests and benches make others over fakes.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import { configurationProblems } from "../config/configuration-problems";
import { type ConfigSource, type ProviderConfig, resolveProviderConfig } from "../config/provider-config";
import { isPlainObject } from "../core/is-plain-object";
import type { PlatformApi } from "../core/platform-api";
import { ConfigError } from "../config/config-error";
import {
  isResourceKind,
  type ResourceKind,
  resourceDefinitions,
  settingsNeededBy,
  type SomeResourceDefinition,
} from "../resource-definitions";
import { explainingRefusal } from "./credential-hints";
import { dynamicProvider, failingInOneLine } from "./dynamic-provider";
import { SecretInputsSeen } from "./secret-references";

export interface DynamicProviderRuntime {
  providerFor(kind: string): dynamic.ResourceProvider;
}

/**
 * `warn`: where the resources' check warnings go. `echoed`: learns the line the host prints on its
 * stderr for a failure the engine already shows on its resource (failingInOneLine). `note`: where
 * the resources' diff notes go (the rules an order moves, by name).
 */
export function dynamicProviderRuntime(
  makeClient: (config: ProviderConfig) => PlatformApi,
  warn?: (warning: string) => void,
  echoed?: (line: string) => void,
  note: (note: string) => void = () => undefined,
): DynamicProviderRuntime {
  /** Stack config from the engine; absent when the engine never calls configure (env vars only). */
  let configSource: ConfigSource = { get: () => undefined };
  let configKeys: string[] | undefined;
  let client: PlatformApi | undefined;
  /**
   * Whether a run of the program registered a resource with this process: the engine checks each
   * one first. A refresh or destroy without --run-program reads and deletes with no check, on the
   * configuration recorded in state (adapters/credential-hints.ts).
   */
  let programRan = false;
  /** Every failure as the one line the engine shows, with what this face knows of a refused credential. */
  const engineFacing = (provider: dynamic.ResourceProvider) =>
    failingInOneLine(
      provider,
      (error) => explainingRefusal(error, { source: configSource, env: process.env, recordedInState: !programRan }),
      echoed,
    );

  /** What is wrong with the configuration, for a kind: each resource's check reports it (a preview fails). */
  const problemsFor = (kind: ResourceKind) => {
    const needs = settingsNeededBy[kind];
    return configurationProblems({
      source: configSource,
      ...(configKeys && { keys: configKeys }),
      ...(needs && { neededBy: { kind, settings: needs } }),
    });
  };
  /** The client every kind shares; the first call that needs it with a bad configuration fails naming every problem. */
  const clientFor = (kind: ResourceKind) => (): PlatformApi => {
    if (client === undefined) {
      const problems = problemsFor(kind);
      if (problems.length > 0) throw new ConfigError(problems);
      client = makeClient(resolveProviderConfig(configSource));
    }
    return client;
  };

  const providers = new Map<string, dynamic.ResourceProvider>();
  /** The secret inputs of the resources this process has served, for the outputs of others that carry them. */
  const seen = new SecretInputsSeen();

  const providerFor = (kind: string): dynamic.ResourceProvider => {
    let provider = providers.get(kind);
    if (provider === undefined) {
      if (!isResourceKind(kind)) {
        throw new Error(`this version of pulumi-support-platform has no resource ${kind}; upgrade the package`);
      }
      const definition: SomeResourceDefinition = resourceDefinitions[kind];
      const served = dynamicProvider(definition, clientFor(kind), () => problemsFor(kind), warn, { kind, seen, note });
      provider = engineFacing({
        // Every kind's shim calls configure with the same stack config; the first one is kept.
        async configure(request) {
          if (client !== undefined) return;
          configSource = request.config;
          configKeys = stackConfigKeys(request.config);
        },
        ...served,
        check(olds, news) {
          programRan = true;
          return served.check!(olds, news);
        },
      });
      providers.set(kind, provider);
    }
    return provider;
  };

  return { providerFor };
}

/**
 * The stack's keys, to refuse the ones in the `supportplatform` namespace that are no setting, and
 * those whose namespace is a typo of it (configurationProblems). The
 * engine hands a dynamic provider the whole stack config, but the SDK's Config only answers `get`:
 * its map is the private `rawConfig` (@pulumi/pulumi 3.259, cmd/dynamic-provider/config.ts).
 * Without it, unknown keys go unjudged; tests/e2e/reliability/bad-configuration.test.ts shows it is there.
 */
function stackConfigKeys(config: dynamic.Config): string[] | undefined {
  const raw: unknown = Reflect.get(config, "rawConfig");
  if (!isPlainObject(raw)) return undefined;
  // Other namespaces' keys too: configurationProblems refuses the ones in a mistyped namespace.
  return Object.keys(raw);
}
