// Runs Pulumi programs through the real CLI, fully offline: a temporary file:// backend, an isolated
// PULUMI_HOME, no update check and no plugin downloads. Programs live under the repository's .tmp/
// folder so that they resolve `@pulumi/pulumi` and `pulumi-support-platform` from this checkout.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import {
  type ConfigMap,
  type DestroyOptions,
  LocalWorkspace,
  type PreviewOptions,
  PulumiCommand,
  type RefreshOptions,
  type Stack,
  type UpOptions,
} from "@pulumi/pulumi/automation";

/** The checkout: the nearest folder up with a package.json, from tests/harness or its copy in dist/. */
export const repoRoot = nearestPackageRoot(__dirname);
export const pulumiRoot = path.join(repoRoot, ".tools", "pulumi");
export const pulumiBin = path.join(pulumiRoot, "bin");
const scratchRoot = path.join(repoRoot, ".tmp");

export interface TestStackOptions {
  /** Source of the program's index.ts. */
  program?: string;
  /** Instead of `program`: a Pulumi project folder (e.g. an example) copied as the program. */
  projectDir?: string;
  /** Stack config, e.g. `{"supportplatform:apiKey": {value, secret: true}}`. */
  config?: ConfigMap;
  /** Extra environment for every CLI call (and so for the program and the dynamic provider). */
  env?: Record<string, string>;
  projectName?: string;
  stackName?: string;
}

type Recorded<T> = Omit<T, "onOutput" | "onError">;

/** A stack of a throwaway program, whose CLI output is recorded for later assertions. */
export class TestStack {
  /** Every chunk the CLI printed across all operations (stdout and stderr). */
  readonly output: string[] = [];
  private readonly record = (text: string) => this.output.push(text);

  constructor(
    readonly stack: Stack,
    readonly workDir: string,
    private readonly scratch: string,
    /** The environment of every CLI call. */
    readonly env: Record<string, string>,
  ) {}

  up(opts: Recorded<UpOptions> = {}) {
    return this.stack.up({ ...opts, onOutput: this.record, onError: this.record });
  }
  preview(opts: Recorded<PreviewOptions> = {}) {
    return this.stack.preview({ ...opts, onOutput: this.record, onError: this.record });
  }
  refresh(opts: Recorded<RefreshOptions> = {}) {
    return this.stack.refresh({ ...opts, onOutput: this.record, onError: this.record });
  }
  destroy(opts: Recorded<DestroyOptions> = {}) {
    return this.stack.destroy({ ...opts, onOutput: this.record, onError: this.record });
  }
  /**
   * What `pulumi stack export` prints, as a user would run it. (The Automation API's exportStack
   * adds --show-secrets, which would hide whether secrets are encrypted in state.) `showSecrets`
   * decrypts them, for comparing values that Pulumi encrypts afresh on every checkpoint.
   */
  async exportText(options: { showSecrets?: boolean } = {}): Promise<string> {
    const { stdout } = await promisify(execFile)(
      path.join(pulumiBin, "pulumi"),
      ["stack", "export", "--stack", this.stack.name, ...(options.showSecrets === true ? ["--show-secrets"] : [])],
      { cwd: this.workDir, env: { ...process.env, ...this.env }, maxBuffer: 256 * 1024 * 1024 },
    );
    return stdout;
  }
  /** Sets an environment variable for every later CLI call of this stack. */
  setEnv(name: string, value: string): void {
    this.env[name] = value;
    (this.stack.workspace as LocalWorkspace).envVars[name] = value;
  }
  /** Replaces the program's index.ts, e.g. to change an input before the next `up`. */
  writeProgram(source: string): void {
    fs.writeFileSync(path.join(this.workDir, "index.ts"), source);
  }
  /** Removes the program, its backend and its PULUMI_HOME. */
  async dispose(): Promise<void> {
    await fs.promises.rm(this.scratch, { recursive: true, force: true });
  }
}

/** The environment every CLI call gets: offline, isolated, non-interactive, on this repo's Node. */
export function offlineEnv(scratch: string): Record<string, string> {
  return {
    PATH: [pulumiBin, path.join(repoRoot, "node_modules", ".bin"), process.env.PATH ?? ""].join(path.delimiter),
    PULUMI_HOME: path.join(scratch, "home"),
    PULUMI_BACKEND_URL: `file://${path.join(scratch, "backend")}`,
    PULUMI_CONFIG_PASSPHRASE: "test-passphrase",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_NODEJS_TRANSPILE_ONLY: "true",
    // Every operation starts Node processes that load @pulumi/pulumi and TypeScript; V8's code
    // cache, shared by all of them, roughly halves that load (Node's own on-disk cache).
    NODE_COMPILE_CACHE: path.join(scratchRoot, "node-compile-cache"),
    CI: "true",
  };
}

/**
 * Makes a fresh folder under .tmp/ for one test. Programs there import `pulumi-support-platform`
 * from node_modules, where the e2e globalSetup installs it (install-package.js).
 */
export function makeScratchDir(prefix: string): string {
  fs.mkdirSync(scratchRoot, { recursive: true });
  return fs.mkdtempSync(path.join(scratchRoot, `${prefix}-`));
}

let pulumiCommand: Promise<PulumiCommand> | undefined;

/** The CLI in .tools, its version checked once per test file (`pulumi version` is a process of its own) rather than once per stack. */
function checkedPulumiCommand(): Promise<PulumiCommand> {
  pulumiCommand ??= PulumiCommand.get({ root: pulumiRoot, skipVersionCheck: false });
  return pulumiCommand;
}

export async function createTestStack(options: TestStackOptions): Promise<TestStack> {
  const scratch = makeScratchDir(options.projectName ?? "stack");
  const workDir = path.join(scratch, "program");
  const projectName = options.projectName ?? "test";
  fs.mkdirSync(workDir, { recursive: true });
  fs.mkdirSync(path.join(scratch, "backend"));
  fs.mkdirSync(path.join(scratch, "home"));
  if (options.projectDir !== undefined) {
    fs.cpSync(options.projectDir, workDir, { recursive: true });
  } else {
    // `main` names the file, so Pulumi never takes the repository's package.json entry point.
    fs.writeFileSync(
      path.join(workDir, "Pulumi.yaml"),
      `name: ${projectName}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\nmain: index.ts\n`,
    );
    fs.writeFileSync(path.join(workDir, "index.ts"), options.program ?? "");
  }

  const pulumiCommand = await checkedPulumiCommand();
  const env = { ...offlineEnv(scratch), ...options.env };
  const stack = await LocalWorkspace.createOrSelectStack(
    { stackName: options.stackName ?? "dev", workDir },
    { envVars: env, pulumiHome: env.PULUMI_HOME, pulumiCommand },
  );
  if (options.config) await stack.setAllConfig(options.config);
  return new TestStack(stack, workDir, scratch, env);
}

function nearestPackageRoot(folder: string): string {
  while (!fs.existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${__dirname}`);
    folder = parent;
  }
  return folder;
}
