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
  const names = (judged.keys ?? []).map((key) => (key.startsWith(`${configNamespace}:`) ? key.slice(configNamespace.length + 1) : key));
  const problems = names.filter((name) => !isSettingName(name)).map(unknownKeyProblem);

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

function unknownKeyProblem(name: string): string {
  const nearest = nearestWord(name, settingNames);
  const hint = nearest !== undefined ? `did you mean ${configNamespace}:${nearest}?` : `its settings are ${settingNames.join(", ")}`;
  return `${configNamespace}:${name} is not a setting of this provider; ${hint}`;
}
