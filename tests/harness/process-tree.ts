// The processes a test or benchmark started, found through /proc by their parents: Pulumi starts
// its plugins in process groups of their own, so ending a CLI's process group leaves them running.
import * as fs from "node:fs";

/** The parent pid in a /proc/<pid>/stat line; the command name before it may hold spaces and parentheses. */
export function parentOf(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : undefined;
}

/** True when `ancestor` is `pid`'s parent, grandparent, and so on, by the `parents` map. */
export function descendsFrom(pid: number, ancestor: number, parents: ReadonlyMap<number, number>): boolean {
  const seen = new Set<number>();
  for (let current = parents.get(pid); current !== undefined && current > 0 && !seen.has(current); current = parents.get(current)) {
    if (current === ancestor) return true;
    seen.add(current);
  }
  return false;
}

/** Every process now running below `ancestor` (children, grandchildren, and so on). */
export function descendantsOf(ancestor: number): number[] {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const parent = parentOf(fs.readFileSync(`/proc/${name}/stat`, "utf8"));
      if (parent !== undefined) parents.set(Number(name), parent);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return [...parents.keys()].filter((pid) => descendsFrom(pid, ancestor, parents));
}
