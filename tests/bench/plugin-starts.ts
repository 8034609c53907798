// Watches, from outside, every native plugin process started under this one while an operation
// runs: how long each took from its start to listening on its port, and its resident memory once it
// has served its calls. Nothing in the plugin tells the watch anything: it reads /proc.
//
// Start: the process's start time in /proc/<pid>/stat (clock ticks since boot, taken at the
// engine's fork, so the executable's `env node` and Node's own start count). Serving: the first
// sample that finds one of the process's sockets (/proc/<pid>/fd) listening in /proc/<pid>/net/tcp;
// the plugin prints its port, which is what the engine waits for, right after it listens. The time
// since boot is read after that sample, so the figure errs long by up to a sample interval and a
// clock tick (10 ms each), never short. Idle memory: the last VmRSS sampled before the process
// ended, i.e. after its calls, when the engine closes it at the end of the operation.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import { descendsFrom, parentOf } from "../harness/process-tree";

export interface PluginProcessFigures {
  pid: number;
  /** From the process's start to its port listening, in ms; undefined if it never listened while watched. */
  servingMs: number | undefined;
  /** The last VmRSS sampled, in MB. */
  idleRssMb: number;
  /** Its peak resident memory (VmHWM), in MB. */
  peakMb: number;
}

interface Watched {
  startSeconds: number;
  servingMs?: number;
  rssKb: number;
  peakKb: number;
}

const clockTicksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

export class PluginStartWatch {
  /** Every process seen: its parent, and its start in seconds since boot. */
  private readonly seen = new Map<number, { parent: number; startSeconds: number }>();
  private readonly plugins = new Map<number, Watched>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    intervalMs = 10,
    private readonly ancestor = process.pid,
    private readonly marker = "pulumi-resource-supportplatform",
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Stops watching; the figures of every plugin process seen, in the order they started. */
  stop(): PluginProcessFigures[] {
    this.sample();
    clearInterval(this.timer);
    return [...this.plugins.entries()]
      .sort(([, a], [, b]) => a.startSeconds - b.startSeconds)
      .map(([pid, watched]) => ({
        pid,
        servingMs: watched.servingMs,
        idleRssMb: toMb(watched.rssKb),
        peakMb: toMb(watched.peakKb),
      }));
  }

  private sample(): void {
    const alive = new Set(
      fs
        .readdirSync("/proc")
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number),
    );
    for (const pid of this.seen.keys()) if (!alive.has(pid)) this.seen.delete(pid);
    const parents = new Map<number, number>();
    for (const pid of alive) {
      let known = this.seen.get(pid);
      if (known === undefined) {
        const stat = readOrUndefined(`/proc/${pid}/stat`);
        const parent = stat === undefined ? undefined : parentOf(stat);
        if (stat === undefined || parent === undefined) continue;
        known = { parent, startSeconds: startTicksOf(stat) / clockTicksPerSecond };
        this.seen.set(pid, known);
      }
      parents.set(pid, known.parent);
    }
    for (const [pid, { startSeconds }] of this.seen) {
      if (!descendsFrom(pid, this.ancestor, parents)) continue;
      let watched = this.plugins.get(pid);
      // Read again each time: right after the engine's fork the command line is still the engine's.
      if (watched === undefined && readOrUndefined(`/proc/${pid}/cmdline`)?.includes(this.marker)) {
        watched = { startSeconds, rssKb: 0, peakKb: 0 };
        this.plugins.set(pid, watched);
      }
      if (watched === undefined) continue;
      if (watched.servingMs === undefined && listening(pid)) {
        watched.servingMs = Math.round((secondsSinceBoot() - startSeconds) * 1000);
      }
      const status = readOrUndefined(`/proc/${pid}/status`);
      const rss = status === undefined ? undefined : /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      const peak = status === undefined ? undefined : /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      if (rss !== undefined) watched.rssKb = Number(rss);
      if (peak !== undefined) watched.peakKb = Number(peak);
    }
  }
}

/** Whether one of the process's sockets is a listening TCP socket (IPv4 or IPv6). */
function listening(pid: number): boolean {
  let fds: string[];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  const inodes = new Set<string>();
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode !== undefined) inodes.add(inode);
    } catch {
      // Closed meanwhile.
    }
  }
  if (inodes.size === 0) return false;
  for (const table of ["tcp", "tcp6"]) {
    const lines = readOrUndefined(`/proc/${pid}/net/${table}`)?.split("\n").slice(1) ?? [];
    for (const line of lines) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields[3] === "0A" && fields[9] !== undefined && inodes.has(fields[9])) return true;
    }
  }
  return false;
}

/** The start time in a /proc/<pid>/stat line (field 22), in clock ticks since boot. */
export function startTicksOf(stat: string): number {
  // Fields after the command name's closing parenthesis start at field 3 (the state).
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
}

function secondsSinceBoot(): number {
  return Number(fs.readFileSync("/proc/uptime", "utf8").split(" ")[0]);
}

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

const toMb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
