// A provider instance's configuration as the engine sends it (CheckConfig, DiffConfig, Configure):
// judged by the same settings as the dynamic face's stack config (config/provider-config.ts), each
// problem named by its key, never its value. Each key still falls back to its environment variable.
import { type ConfigSource, configNamespace, providerSettings, resolveProviderConfig, type SettingName } from "../../config/provider-config";
import { containsUnknown } from "../../core/unknowns";
import { ConfigError } from "../../http/errors";
import { detailedDiff, type PropertyChange } from "../detailed-diff";

type Values = Record<string, unknown>;

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

/** The problems of a configuration, as check failures of its keys; a value not known yet (preview) is not judged. */
export function configProblems(values: Values, env: NodeJS.ProcessEnv = process.env): { property: string; reason: string }[] {
  const problems = Object.keys(values)
    .filter((key) => !(key in providerSettings) && !engineKeys.has(key))
    .map((key) => ({ property: key, reason: "is not a setting of this provider" }));
  try {
    resolveProviderConfig(configSourceOf(values), env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) {
      const key = (Object.keys(providerSettings) as SettingName[]).find((setting) => problem.startsWith(`${configNamespace}:${setting} `));
      const unknown = Object.keys(providerSettings).some((setting) => containsUnknown(values[setting]) && problem.includes(`${configNamespace}:${setting} `));
      if (!unknown) problems.push({ property: key ?? "", reason: problem });
    }
  }
  return problems;
}

/** The changes between two configurations, by key; a value not known yet is an update. */
export function configChanges(olds: Values, news: Values): Record<string, PropertyChange> {
  const keys = [...new Set([...Object.keys(olds), ...Object.keys(news)])].filter((key) => !engineKeys.has(key));
  return Object.assign({}, ...keys.map((key) => (containsUnknown(news[key]) ? { [key]: "update" } : detailedDiff([key], olds[key], news[key]))));
}
