#!/usr/bin/env node
// `pulumi-support-platform export --out <dir>`: writes the organization that the provider's
// environment variables point at as a Pulumi TypeScript (or, with `--language yaml`, YAML) project.
// Progress goes to stderr (one line rewritten in place on a terminal), the summary to stdout, and
// any failure is one line on stderr with exit code 1 (2 for a wrong command line), leaving no
// project behind.
import { parseArgs } from "node:util";
import { describeSetting, resolveProviderConfig } from "../config/provider-config";
import { ConfigError } from "../config/config-error";
import { SupportPlatformError } from "../core/errors";
import { PlatformClient } from "../http/platform-client";
import { exportOrganization, type ExportResult, type Language } from "./export-organization";
import type { Face } from "./program";
import { packageDependency } from "./package-source";
import { leftOutText } from "./program-model";
import { inertText } from "./source-text";
import type { ReadProgress } from "./read-organization";
import { storeSecretConfig } from "./secret-config";
import { checkDestination, writeProject } from "./write-project";

const usage = `usage: pulumi-support-platform export --out <dir> [--language typescript|yaml] [--face dynamic|native] [--project-name <name>] [--stack <name>] [--force] [--no-retain-on-delete]

Writes the organization as a Pulumi TypeScript project (Pulumi.yaml, package.json, index.ts), or a
YAML one (Pulumi.yaml, package.json), whose resources take the existing objects over. Configured
like the provider, by environment:
${["apiKey", "baseUrl", "apiUrl", "appsStudioUrl", "slaUrl", "workflowsUrl", "allowInsecureHttp", "maxRequestsPerMinute"].map((name) => `  ${describeSetting(name as "apiKey")}`).join("\n")}

  --out <dir>              the project's folder; it must not exist or be empty
  --language typescript|yaml
                           the program's language (default: typescript); a YAML program's
                           resources are the native plugin's, each importing its object
  --face dynamic|native    TypeScript only: dynamic resources adopting the objects (default), or
                           the native plugin's resources plus import.json for pulumi import --file
  --project-name <name>    the Pulumi project's name (default: support-platform)
  --stack <name>           the stack to create (default: dev); values that look like
                           credentials become its secret config, set through the Pulumi CLI
  --force                  write into a folder that is not empty, overwriting the project's files
  --no-retain-on-delete    let destroy delete the objects (by default they stay on the platform)`;

/** A command line the command does not take; the message says what is wrong and what it takes. */
export class UsageError extends SupportPlatformError {
  constructor(message: string) {
    super("ERR_USAGE", message);
  }
}

interface Command {
  out: string;
  stack: string;
  language: Language;
  face: Face;
  projectName: string;
  force: boolean;
  retainOnDelete: boolean;
}

export function parseCommandLine(args: string[]): Command | "help" {
  const [command, ...rest] = args;
  if (command === "--help" || command === "-h" || command === "help") return "help";
  if (command !== "export")
    throw new UsageError(command === undefined ? "missing command: export" : `unknown command ${command}: the command is export`);
  const values = parseOptions(rest);
  if (values.help) return "help";
  if (values.out === undefined || values.out === "") throw new UsageError("--out <dir> is required");
  const projectName = values["project-name"] ?? "support-platform";
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(projectName))
    throw new UsageError("--project-name may hold only letters, digits, hyphens, underscores and periods");
  const language = values.language ?? "typescript";
  if (language !== "typescript" && language !== "yaml") throw new UsageError(`--language must be typescript or yaml, not ${language}`);
  if (language === "yaml" && values.face !== undefined)
    throw new UsageError("--face is TypeScript's only: a YAML program always uses the native plugin");
  // A YAML program declares the native plugin's resources.
  const face = values.face ?? (language === "yaml" ? "native" : "dynamic");
  if (face !== "dynamic" && face !== "native") throw new UsageError(`--face must be dynamic or native, not ${face}`);
  const stack = values.stack ?? "dev";
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(stack))
    throw new UsageError("--stack may hold only letters, digits, hyphens, underscores and periods");
  return {
    out: values.out,
    stack,
    language,
    face,
    projectName,
    force: values.force ?? false,
    retainOnDelete: !values["no-retain-on-delete"],
  };
}

/** The options after the command, or a UsageError naming the first thing wrong with them. */
function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        out: { type: "string" },
        language: { type: "string" },
        face: { type: "string" },
        "project-name": { type: "string" },
        stack: { type: "string" },
        force: { type: "boolean" },
        "no-retain-on-delete": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
}

/** Progress on stderr: one line rewritten in place on a terminal, a line per step (and per wait of the client) otherwise. */
function progressOn(stream: NodeJS.WriteStream): ReadProgress & { waiting(notice: string): void } {
  const interactive = stream.isTTY === true;
  return {
    waiting(notice) {
      stream.write(`${interactive ? "\r\x1b[K" : ""}${notice}\n`);
    },
    reading(what) {
      if (interactive) stream.write(`\r\x1b[KReading ${what}…`);
    },
    read(what, count) {
      stream.write(`${interactive ? "\r\x1b[K" : ""}Read ${what}: ${count}\n`);
    },
  };
}

/** `text` as one word of a POSIX shell command line: as is when it holds nothing the shell reads, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w./:=@%+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The commands that take the exported project into use, runnable as printed in a POSIX shell, with
 * or without a terminal: the stack is named and created when missing, and the CLI asked nothing.
 */
export function nextSteps(out: string, command: Pick<Command, "language" | "face" | "stack">): string {
  // The stack exists already when the export set its secret config; `--create` serves both cases.
  const steps = [`cd ${shellWord(out)}`, "npm install", `pulumi stack select --create ${shellWord(command.stack)}`];
  // A YAML program imports its objects with the `import` resource option: its first up reads them, writing nothing.
  if (command.language === "yaml") return [...steps, "pulumi up --yes"].join(" && ");
  if (command.face === "native") steps.push("pulumi import --file import.json --protect=false --generate-code=false --yes");
  // The dynamic face's first up adopts (records) every object without writing; the native face's
  // records the program's options, such as retainOnDelete, which an import cannot.
  steps.push(command.face === "native" ? "pulumi up --yes --expect-no-changes" : "pulumi up --yes");
  return steps.join(" && ");
}

export function summary(
  out: string,
  result: ExportResult,
  command: Pick<Command, "retainOnDelete" | "language" | "face" | "stack">,
  packageSource?: string,
): string {
  const total = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  const lines = [`Exported ${total} objects to ${out}:`];
  for (const [kind, count] of Object.entries(result.counts)) lines.push(`  ${kind.padEnd(24)}${count}`);
  if (result.skipped.length > 0) {
    lines.push(`Left out ${result.skipped.length}:`);
    for (const object of result.skipped) lines.push(`  ${object.kind} ${leftOutText(object, ": ")}`);
  }
  if (result.secrets.length > 0) {
    lines.push(
      `Moved ${result.secrets.length} credential-like value${result.secrets.length === 1 ? "" : "s"} into the secret config of stack ${command.stack}:`,
    );
    for (const secret of result.secrets) lines.push(`  ${secret.key} (${inertText(secret.where)})`);
  }
  if (packageSource?.startsWith("file:"))
    lines.push(`package.json takes pulumi-support-platform from ${packageSource}, as the project the export ran from has it.`);
  lines.push(
    command.retainOnDelete
      ? "Every resource is retained on delete: destroy leaves the objects on the platform."
      : "Resources are not retained: destroy deletes the objects.",
    command.language === "yaml"
      ? "Next (its first up imports the objects without changing them):"
      : command.face === "dynamic"
        ? "Next (its first up adopts the objects without changing them):"
        : "Next (the import reads every object; up then changes nothing on the platform):",
    `  ${nextSteps(out, command)}`,
  );
  return lines.join("\n");
}

/**
 * What a failure prints: a ConfigError lists every problem, one per line; the package's other
 * errors are one line and carry no credential; anything else shows its first line only.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  return String(error instanceof Error ? error.message : error).split("\n")[0]!;
}

async function main(): Promise<number> {
  let command: Command | "help";
  try {
    command = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (command === "help") {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  try {
    checkDestination(command.out, command.force);
    const progress = progressOn(process.stderr);
    const client = new PlatformClient(resolveProviderConfig({ get: () => undefined }), { progress: progress.waiting });
    const packageSource = packageDependency(command.out);
    const result = await exportOrganization(client, { ...command, packageSource }, progress);
    await writeProject(command.out, result.files, (folder) =>
      result.secrets.length > 0 ? storeSecretConfig(folder, command.stack, result.secrets) : Promise.resolve(),
    );
    process.stdout.write(`${summary(command.out, result, command, packageSource)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`\nerror: ${failureMessage(error)}\n`);
    return 1;
  }
}

if (require.main === module) {
  void main().then((code) => {
    process.exitCode = code;
  });
}
