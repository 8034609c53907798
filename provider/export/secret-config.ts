// An export writes no credential into a file: each value that looks like one or sits under a key
// named like one (core/credential-like.ts), at any depth of a declaration's inputs, becomes a secret config value of the stack, which the
// program reads (`config.requireSecret` in TypeScript, a secret config entry in YAML). The values
// are set by the Pulumi CLI, so they are encrypted by the stack's own secrets provider before
// anything is written.
import { execFile } from "node:child_process";
import { isCredentialKey, isCredentialValue } from "../core/credential-like";
import { isPlainObject } from "../core/is-plain-object";
import { SupportPlatformError } from "../core/errors";
import { resourceName, UniqueNames } from "./names";
import { Reference } from "./reference";

/** A value moved out of the program: its config key, where it was, and the value itself. */
export interface SecretValue {
  key: string;
  /** `WebhookApp relay eventsUrl`: the resource and the input's path, never the value. */
  where: string;
  value: string;
}

/**
 * `inputs` with each credential-like string replaced by a read of the secret config value
 * `<resource>-<path>` (made of the path's words, as a resource's name is, and unique among `keys`),
 * and the values so moved.
 */
export function secretsAsConfig(
  kind: string,
  resource: string,
  inputs: Record<string, unknown>,
  keys = new UniqueNames(),
): { inputs: Record<string, unknown>; moved: SecretValue[] } {
  const moved: SecretValue[] = [];
  const visit = (value: unknown, path: (string | number)[], underCredentialKey = false): unknown => {
    if (isCredentialValue(value, underCredentialKey)) {
      const key = keys.take(resourceName([resource, ...path].join(" "), resource));
      moved.push({ key, where: `${kind} ${resource} ${path.join(".")}`, value });
      return new Reference({ secret: key });
    }
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...path, index], underCredentialKey));
    if (isPlainObject(value))
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, visit(item, [...path, name], underCredentialKey || isCredentialKey(name))]),
      );
    return value;
  };
  return { inputs: visit(inputs, []) as Record<string, unknown>, moved };
}

/** Why the stack could not take the secret values. */
export class SecretConfigError extends SupportPlatformError {
  constructor(count: number, cause: string) {
    super(
      "ERR_SECRET_CONFIG",
      `the export moved ${count} credential-like value${count === 1 ? "" : "s"} into secret stack config, and the Pulumi CLI could not store ${count === 1 ? "it" : "them"}: ${cause}; ` +
        "run the export where `pulumi` is on PATH and logged in to the stack's backend (with PULUMI_CONFIG_PASSPHRASE set for a passphrase stack)",
    );
  }
}

/** Creates or selects `stack` of the project in `folder` and sets each value as a secret, through the Pulumi CLI. */
export async function storeSecretConfig(folder: string, stack: string, values: readonly SecretValue[]): Promise<void> {
  const pulumi = (args: string[], input?: string) =>
    new Promise<void>((resolve, reject) => {
      const child = execFile("pulumi", [...args, "--non-interactive"], { cwd: folder, env: process.env }, (error, _stdout, stderr) => {
        // Pulumi's own message, first line: it names no value, which only ever travels on stdin.
        if (error)
          reject(
            new SecretConfigError(
              values.length,
              (stderr.trim().split("\n").at(-1) ?? "").replace(/^error: /, "") || error.message.split("\n")[0]!,
            ),
          );
        else resolve();
      });
      child.stdin?.end(input);
    });
  await pulumi(["stack", "select", "--create", stack]);
  for (const { key, value } of values) await pulumi(["config", "set", "--secret", "--stack", stack, key], value);
}
