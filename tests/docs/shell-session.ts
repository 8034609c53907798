// One user's terminal session for the documentation test: blocks run with bash, verbatim, each
// going on in the folder and with the exported variables that the one before it left, as in a
// terminal where a reader types them one after the other. No terminal is attached (stdin is empty),
// as in CI, so a command that would ask a question fails instead.
import { spawn } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";

export interface BlockRun {
  code: number | null;
  /** What the block printed on stdout. */
  stdout: string;
  /** stdout and stderr as they came. */
  output: string;
  timedOut: boolean;
}

export class ShellSession {
  /**
   * `folder`: where the session starts. `state`: a folder outside it that keeps, between blocks,
   * the current folder and the exported variables. `env`: the environment of the first block.
   */
  constructor(
    readonly folder: string,
    private readonly state: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    fs.mkdirSync(folder, { recursive: true });
    fs.mkdirSync(state, { recursive: true });
    fs.writeFileSync(path.join(state, "cwd"), folder);
  }

  /** The folder the last block left the session in. */
  currentFolder(): string {
    return fs.readFileSync(path.join(this.state, "cwd"), "utf8").replace(/\n$/, ""); // as `pwd` wrote it
  }

  /** Writes (or appends) `text` to `file`, relative to the session's current folder. */
  writeFile(file: string, text: string, append: boolean): void {
    const target = path.resolve(this.currentFolder(), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (append) fs.appendFileSync(target, text);
    else fs.writeFileSync(target, text);
  }

  /** Runs `block` verbatim with `bash -euo pipefail` in the session; a block that outlasts `timeoutMs` is killed with its children. */
  run(block: string, timeoutMs: number): Promise<BlockRun> {
    const script = path.join(this.state, "block.sh");
    fs.writeFileSync(
      script,
      [
        // The session so far: its exported variables (read-only ones aside) and its folder.
        '__docs_test_state="$1"; shift',
        'if [ -f "$__docs_test_state/env.sh" ]; then source "$__docs_test_state/env.sh"; fi',
        'cd "$(cat "$__docs_test_state/cwd")"',
        "set -euo pipefail",
        block,
        // What the block leaves for the next one.
        'pwd > "$__docs_test_state/cwd"',
        "export -p | grep -Ev '^declare -[a-zA-Z]*r' > \"$__docs_test_state/env.sh\"",
        "",
      ].join("\n"),
    );
    return new Promise((resolve, reject) => {
      const child = spawn("bash", [script, this.state], { env: this.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
      let stdout = "";
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk;
        output += chunk;
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk;
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        process.kill(-child.pid!, "SIGKILL"); // the block's whole process group
      }, timeoutMs);
      child.on("error", reject);
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, output, timedOut });
      });
    });
  }
}

/** The command line a block's output prints on the line after its `Next …:` line (the export's next steps). */
export function printedNextSteps(stdout: string): string | undefined {
  const lines = stdout.split("\n");
  const next = lines.findIndex((line) => /^Next\b.*:\s*$/.test(line));
  return next === -1
    ? undefined
    : lines
        .slice(next + 1)
        .find((line) => line.trim() !== "")
        ?.trim();
}
