// The scale benchmark's memory watch counts only the provider processes this process started: on a
// shared machine, another run's provider must not be taken for the benchmark's own.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ProviderMemoryWatch } from "../../bench/peak-memory";
import { descendsFrom, parentOf } from "../../harness/process-tree";

describe("parentOf", () => {
  it("reads the parent pid after the command name, whatever the name holds", () => {
    expect(parentOf("4321 (node) S 42 4321 4321 0 -1 4194560")).toBe(42);
    expect(parentOf("4321 (a (weird) name) R 7 4321 4321 0 -1")).toBe(7);
  });
});

describe("descendsFrom", () => {
  const parents = new Map([
    [30, 20],
    [20, 10],
    [10, 1],
    [40, 1],
    [50, 51],
    [51, 50],
  ]);
  it("follows parents up to the ancestor", () => {
    expect(descendsFrom(30, 10, parents)).toBe(true);
    expect(descendsFrom(20, 10, parents)).toBe(true);
  });
  it("is false for a process elsewhere in the tree, for the ancestor itself, and ends on a cycle", () => {
    expect(descendsFrom(40, 10, parents)).toBe(false);
    expect(descendsFrom(10, 10, parents)).toBe(false);
    expect(descendsFrom(50, 10, parents)).toBe(false);
  });
});

describe("ProviderMemoryWatch", () => {
  const started: number[] = [];
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "peak-memory-"));
  });
  afterEach(() => {
    for (const pid of started.splice(0)) {
      try {
        process.kill(pid);
      } catch {
        // Already gone.
      }
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** A node process that looks like a dynamic provider, holds `mb` MB, and writes `ready` when it does. */
  const holder = (mb: number, ready: string) =>
    `const b = Buffer.alloc(${mb} * 1024 * 1024, 1); require("fs").writeFileSync(${JSON.stringify(ready)}, "1"); setInterval(() => b.length, 1000);`;

  const waitFor = async (file: string) => {
    for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!fs.existsSync(file)) throw new Error(`${file} never appeared`);
  };

  it("reports the peak of its own provider and ignores one it did not start", async () => {
    // Started by a shell that exits at once: the process is no descendant of this one.
    const othersReady = path.join(scratch, "other");
    const otherPid = Number(
      execFileSync("sh", ["-c", `"${process.execPath}" -e '${holder(300, othersReady)}' cmd/dynamic-provider >/dev/null 2>&1 & echo $!`], {
        encoding: "utf8",
      }).trim(),
    );
    started.push(otherPid);
    const oursReady = path.join(scratch, "ours");
    const ours: ChildProcess = spawn(process.execPath, ["-e", holder(60, oursReady), "cmd/dynamic-provider"], { stdio: "ignore" });
    started.push(ours.pid!);
    await Promise.all([waitFor(othersReady), waitFor(oursReady)]);

    const peakMb = new ProviderMemoryWatch(20).stop();
    expect(peakMb).toBeGreaterThanOrEqual(60);
    expect(peakMb).toBeLessThan(300);
    // And the other one is counted when its own ancestor watches (pid 1 or a subreaper holds it).
    const otherParent = parentOf(fs.readFileSync(`/proc/${otherPid}/stat`, "utf8"))!;
    expect(new ProviderMemoryWatch(20, otherParent).stop()).toBeGreaterThanOrEqual(300);
  });
});
