// The explicit-providers benchmark's watch times a plugin from its start to its port listening, and
// reads its memory, from /proc alone.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { PluginStartWatch, startTicksOf } from "../../bench/plugin-starts";

describe("startTicksOf", () => {
  it("reads field 22 of a stat line, whatever the command name holds", () => {
    const rest = "S 6987 6987 10128 0 -1 4194304 100 0 0 0 0 0 0 0 20 0 1 0 486693 3133440 392";
    expect(startTicksOf(`6991 (cat) ${rest}`)).toBe(486693);
    expect(startTicksOf(`6991 (a (weird) name) ${rest}`)).toBe(486693);
  });
});

describe("PluginStartWatch", () => {
  it("times a process of its own from its start to its listening socket, and reads its memory", async () => {
    const marker = "plugin-starts-test-marker";
    const watch = new PluginStartWatch(10, process.pid, marker);
    // Listens 300 ms after Node started, holds 40 MB, says so, and stays until its stdin closes.
    const program = `
const b = Buffer.alloc(40 * 1024 * 1024, 1);
setTimeout(() => require("net").createServer().listen(0, "127.0.0.1", () => process.stdout.write("listening\\n")), 300);
process.stdin.on("data", () => undefined).on("end", () => process.exit(b.length > 0 ? 0 : 1));`;
    const child = spawn(process.execPath, ["-e", program, marker], { stdio: ["pipe", "pipe", "inherit"] });
    await once(child.stdout!, "data");
    // Sampled once more on stop, while the process still listens.
    const [figures, ...others] = watch.stop();
    child.stdin!.end();
    await once(child, "exit");

    expect(others).toEqual([]);
    expect(figures?.pid).toBe(child.pid);
    expect(figures?.servingMs).toBeGreaterThanOrEqual(300);
    expect(figures?.idleRssMb).toBeGreaterThanOrEqual(40);
    expect(figures?.peakMb).toBeGreaterThanOrEqual(figures?.idleRssMb ?? Number.POSITIVE_INFINITY);
  });
});
