// A data source function as a program calls it. The function's definition (zod) and the program's
// client (got) load on the first call, not when a program imports the package; the `…Output` forms
// keep a result secret when it carries a value that looks like a credential (a URL with a token),
// as an import does: nothing says what the program that made it declared secret.
import * as pulumi from "@pulumi/pulumi";
import { holdsCredential } from "../core/credential-like";
import type { DataSourceFunction } from "../core/data-source-function";

/**
 * Runs the function `load` answers with the program's client, once `args` pass its argument schema.
 * The options are those of the native face's generated SDK, taken so that a call reads the same on
 * both faces; none has an effect here: the dynamic face has no provider resource to pick, and reads
 * with the stack's own configuration when the program calls it.
 */
export function callInProgram<Result>(
  name: string,
  load: () => DataSourceFunction,
  args: object,
  _options?: pulumi.InvokeOptions,
): Promise<Result> {
  const { programRead } = require("./program-read") as typeof import("./program-read");
  const fn = load();
  return programRead(name, fn.args, args, (client) => fn.read(client, { ...args }) as Promise<Result>);
}

/** `result` as an Output: secret when any value in it looks like a credential. */
export function outputKeepingCredentialsSecret<Result>(result: pulumi.Input<Result>): pulumi.Output<Result> {
  return pulumi
    .output(result)
    .apply((resolved) => (holdsCredential(resolved) ? pulumi.secret(resolved) : resolved)) as pulumi.Output<Result>;
}
