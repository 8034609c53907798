// Watches provider processes (by default the dynamic provider's, node .../cmd/dynamic-provider; the
// native plugin's is pulumi-resource-supportplatform) while an operation runs and reports the
// highest peak resident memory (VmHWM) any of them reached.
//
// Only processes started under this one count (the CLI this benchmark runs starts the provider): on
// a shared machine another run's provider, a bigger stack's say, would otherwise be taken for ours.
import * as fs from "node:fs";
import { descendantsOf } from "../harness/process-tree";

export class ProviderMemoryWatch {
  private peakKb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    intervalMs = 100,
    /** The process whose descendants are watched; this one by default. */
    private readonly ancestor = process.pid,
    /** What the watched processes' command lines contain. */
    private readonly marker = "cmd/dynamic-provider",
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Stops watching; the peak in MB. */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.round((this.peakKb / 1024) * 10) / 10;
  }

  private sample(): void {
    const providers = descendantsOf(this.ancestor).filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(this.marker);
      } catch {
        return false; // The process ended between listing and reading: nothing to sample.
      }
    });
    for (const pid of providers) {
      try {
        const peak = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        if (peak !== undefined) this.peakKb = Math.max(this.peakKb, Number(peak));
      } catch {
        // Ended meanwhile.
      }
    }
  }
}
