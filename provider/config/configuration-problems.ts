// Everything wrong with a configuration, as both faces judge it before any request (at preview):
// keys that are no setting of the provider (with the nearest one that is), settings missing or
// malformed, and settings that a kind of resource needs besides the always-required ones. A value
// not known yet (a preview of a provider configured from other resources' outputs) is not judged.
// Each problem names the key and its variable, never the value.
import { nearestWord } from "../core/nearest-word";
import {
  type ConfigSource,
  configNamespace,
  describeSetting,
  providerSettings,
  rawSetting,
  readProviderConfig,
  type SettingName,
} from "./provider-config";

export interface JudgedConfiguration {
  /** The keys set in the `supportplatform` namespace, with or without it; left out when the source cannot list its keys. */
  keys?: readonly string[];
  source: ConfigSource;
  env?: NodeJS.ProcessEnv;
  /** Whether a setting's value is not known yet. */
  isUnknown?: (name: SettingName) => boolean;
  /** A kind of resource about to be managed, and the settings it needs besides the always-required ones. */
  neededBy?: { kind: string; settings: readonly SettingName[] };
}

const settingNames = Object.keys(providerSettings) as SettingName[];

export function isSettingName(key: string): key is SettingName {
  return Object.hasOwn(providerSettings, key);
}

/** The problems, one line each, in the order: unknown keys, the settings' own, the kind's needs. */
export function configurationProblems(judged: JudgedConfiguration): string[] {
  const env = judged.env ?? process.env;
  const isUnknown = judged.isUnknown ?? (() => false);
  const keys = judged.keys ?? [];
  const names = keys.filter((key) => !key.includes(":") || key.startsWith(`${configNamespace}:`)).map((key) => key.replace(/^[^:]*:/, ""));
  const problems = [
    ...keys.filter((key) => meantSetting(key) !== undefined).map(mistypedNamespaceProblem),
    ...names.filter((name) => !isSettingName(name)).map(unknownKeyProblem),
  ];

  const read = readProviderConfig(judged.source, env);
  if ("problems" in read) {
    problems.push(...read.problems.filter((problem) => !problem.settings.some(isUnknown)).map((problem) => problem.text));
  }
  for (const name of judged.neededBy?.settings ?? []) {
    if (!isUnknown(name) && rawSetting(name, judged.source, env) === undefined) {
      problems.push(`${describeSetting(name)} is required to manage a ${judged.neededBy!.kind}`);
    }
  }
  return problems;
}

/** The setting a key of another namespace means, when both are typos of this provider's (`supportPlatform:apiKey`). */
function meantSetting(key: string): SettingName | undefined {
  if (!key.includes(":")) return undefined;
  const [namespace = "", name = ""] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  if (namespace === configNamespace || nearestWord(namespace, [configNamespace]) === undefined) return undefined;
  // A project of a similar name keeps its own keys: only a setting's name (or a typo of one) is taken as meant here.
  return isSettingName(name) ? name : (nearestWord(name, settingNames) as SettingName | undefined);
}

function mistypedNamespaceProblem(key: string): string {
  return `${key} is not in this provider's namespace, ${configNamespace} (config keys are case-sensitive); did you mean ${configNamespace}:${meantSetting(key)}?`;
}

function unknownKeyProblem(name: string): string {
  const nearest = nearestWord(name, settingNames);
  const hint = nearest !== undefined ? `did you mean ${configNamespace}:${nearest}?` : `its settings are ${settingNames.join(", ")}`;
  return `${configNamespace}:${name} is not a setting of this provider; ${hint}`;
}
