// The Pulumi CLI run directly, as a user or a pipeline types it, for what the Automation API cannot
// show: an exact command line, a process killed mid-way, commands outside a stack. Asynchronous on
// purpose: the emulator serves from the test's own event loop while the CLI runs.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import * as path from "node:path";
import { descendantsOf } from "./process-tree";
import { pulumiBin } from "./pulumi-stack";

export interface CliRun {
  /** The exit code; null when a signal ended the process. */
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env: Record<string, string>;
}

const pulumi = path.join(pulumiBin, "pulumi");

/** Runs `<command> <args>` to its end; a failure is a result to assert on, not an exception. */
export function runCommand(command: string, args: string[], options: CliOptions): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Like runCommand, but throws with the command's output when it fails. */
export async function runCommandOk(command: string, args: string[], options: CliOptions): Promise<string> {
  const run = await runCommand(command, args, options);
  if (run.code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${run.code}:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** Runs `pulumi <args>` to its end; a failure is a result to assert on, not an exception. */
export function runPulumi(args: string[], options: CliOptions): Promise<CliRun> {
  return runCommand(pulumi, args, options);
}

/** Like runPulumi, but throws with the CLI's output when the command fails. */
export function runPulumiOk(args: string[], options: CliOptions): Promise<string> {
  return runCommandOk(pulumi, args, options);
}

/**
 * Starts `pulumi <args>` in its own process group, so that killProcessGroup ends it together with
 * the language host, the program and the providers, as a CI runner cancelling a job does.
 */
export function startPulumi(args: string[], options: CliOptions): ChildProcess {
  return spawn(pulumi, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: "ignore" });
}

export function killProcessGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): void {
  // The engine starts each plugin (a dynamic provider host, say) in a process group of its own:
  // found before the kill, while they are still the CLI's descendants, they end with it.
  const plugins = descendantsOf(child.pid!);
  process.kill(-child.pid!, signal);
  for (const pid of plugins) {
    try {
      process.kill(pid, signal);
    } catch {
      // Ended with the group already.
    }
  }
}
