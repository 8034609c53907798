// What a face knows of the configuration it runs on, said beside a refused credential. Pulumi's
// `refresh` and `destroy` do not run the program (unless `--run-program`): the engine configures the
// provider from the configuration recorded in state at the stack's last update
// (pkg/resource/deploy/providers/registry.go, Same), so a key fixed with `pulumi config set` reaches
// them only after the next `pulumi up`. A face tells that case by what the engine asked of it
// first: a run of the program checks each resource (and, for the native plugin, the provider's
// configuration) before anything else; a refresh or destroy reads or deletes without.
import { type ConfigSource, configNamespace, providerSettings, type SettingName } from "../config/provider-config";
import { CredentialRefusedError } from "../http/credential-refused";

export interface ConfigurationFacts {
  /** The configuration the provider runs on. */
  source: ConfigSource;
  env: NodeJS.ProcessEnv;
  /** Whether the provider runs on the configuration recorded in state, no run of the program having registered it. */
  recordedInState: boolean;
  /** The stack's configuration as it is now, where the face can see it (keys with the namespace). */
  current?: ConfigSource;
}

/** The error, with what the facts say of the credential it refuses; any other error as it is. */
export function explainingRefusal(error: unknown, facts: ConfigurationFacts): unknown {
  if (!(error instanceof CredentialRefusedError)) return error;
  const key = (name: SettingName) => `${configNamespace}:${name}`;
  const notes: string[] = [];
  for (const name of error.settings) {
    const configured = facts.source.get(key(name));
    const variable = facts.env[providerSettings[name].env];
    if (configured !== undefined && configured !== "" && variable !== undefined && variable !== "" && variable !== configured) {
      notes.push(`${providerSettings[name].env} is set too, but ${key(name)} in the stack's configuration wins over it`);
    }
  }
  if (facts.recordedInState) {
    const { current } = facts;
    const changed = current === undefined ? [] : error.settings.filter((name) => current.get(key(name)) !== facts.source.get(key(name)));
    const fix = "run pulumi up to record the current one, or run this command with --run-program";
    notes.push(
      changed.length > 0
        ? `the stack's configuration now holds another ${changed.map(key).join(" and ")} than the one recorded in its state at its last update, which this command runs on: ${fix}`
        : `this command runs on the configuration recorded in the stack's state at its last update, not on its configuration now: ${fix}`,
    );
  }
  return error.noting(notes);
}
