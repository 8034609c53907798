// Generated TypeScript as `npm run format` leaves it, whatever the lengths of the names in it. The
// generators' templates are written in Biome's format, and a name's length changes only where Biome
// breaks lines: a text whose every line fits Biome's width is taken as it is, and any other goes
// through Biome (a process each, so only those pay for it).
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { repoRoot } from "./schema-types";

const lineWidth = (JSON.parse(fs.readFileSync(path.join(repoRoot, "biome.json"), "utf8")) as { formatter: { lineWidth: number } }).formatter
  .lineWidth;

/** `text`, the contents of `file` (a path under the repository), formatted as Biome formats that file. */
export function biomeFormatted(file: string, text: string): string {
  if (text.split("\n").every((line) => line.length <= lineWidth)) return text;
  const biome = path.join(repoRoot, "node_modules", ".bin", "biome");
  const run = spawnSync(biome, ["format", `--stdin-file-path=${file}`], { cwd: repoRoot, input: text, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`biome could not format the generated ${file}: ${run.stderr.trim()}`);
  return run.stdout;
}
