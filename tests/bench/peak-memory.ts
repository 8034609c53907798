// Watches the dynamic provider processes (node .../cmd/dynamic-provider) while an operation runs and
// reports the highest peak resident memory (VmHWM) any of them reached.
import * as fs from "node:fs";

export class ProviderMemoryWatch {
  private peakKb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 100) {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Stops watching; the peak in MB. */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.round((this.peakKb / 1024) * 10) / 10;
  }

  private sample(): void {
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("cmd/dynamic-provider")) continue;
        const peak = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        if (peak !== undefined) this.peakKb = Math.max(this.peakKb, Number(peak));
      } catch {
        // The process ended between listing and reading: nothing to sample.
      }
    }
  }
}
