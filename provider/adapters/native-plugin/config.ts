// A provider instance's configuration as the engine sends it (CheckConfig, DiffConfig, Configure):
// judged by the same rule as the dynamic face's stack config (config/configuration-problems.ts),
// each problem named by its key, never its value. Each key still falls back to its environment variable.
import { configurationProblems, type JudgedConfiguration } from "../../config/configuration-problems";
import { type ConfigSource, configNamespace } from "../../config/provider-config";
import { isPlainObject } from "../../core/is-plain-object";
import { containsUnknown } from "../../core/unknowns";
import { detailedDiff, type PropertyChange } from "../detailed-diff";
import type { Values } from "../resource-rules";

/** Keys the engine adds to a provider's inputs itself. */
const engineKeys = new Set(["version", "pluginDownloadURL"]);

/** Config keys as the engine sends them (`apiKey`, or `supportplatform:apiKey`), as a ConfigSource. */
export function configSourceOf(values: Values): ConfigSource {
  return {
    get(key) {
      const name = key.startsWith(`${configNamespace}:`) ? key.slice(configNamespace.length + 1) : key;
      const value = values[name];
      return value === undefined || value === null ? undefined : String(value);
    },
  };
}

/**
 * Every problem of a configuration (the rule both faces share, config/configuration-problems.ts),
 * with the needs of a kind of resource when one is about to be managed.
 */
export function configProblems(values: Values, env: NodeJS.ProcessEnv = process.env, neededBy?: JudgedConfiguration["neededBy"]): string[] {
  return configurationProblems({
    keys: Object.keys(values).filter((key) => !engineKeys.has(key)),
    source: configSourceOf(values),
    env,
    isUnknown: (name) => containsUnknown(values[name]),
    ...(neededBy !== undefined && { neededBy }),
  });
}

/** The changes between two configurations, by key; a value not known yet is an update. */
export function configChanges(olds: Values, news: Values): Record<string, PropertyChange> {
  const keys = [...new Set([...Object.keys(olds), ...Object.keys(news)])].filter((key) => !engineKeys.has(key));
  return Object.assign(
    {},
    ...keys.map((key) => (containsUnknown(news[key]) ? { [key]: "update" } : detailedDiff([key], olds[key], news[key]))),
  );
}

/**
 * The stack's `supportplatform` config as it is now, which the engine hands every plugin process
 * of the package in PULUMI_CONFIG (keys without the namespace, secrets decrypted; pkg/host/host.go,
 * Provider). The default provider runs on it when the program runs, on what state recorded when not.
 */
export function currentStackConfig(env: NodeJS.ProcessEnv): Values | undefined {
  if (env.PULUMI_CONFIG === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(env.PULUMI_CONFIG);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
