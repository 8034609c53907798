// Where the generators of the program side (scripts/generate-program-classes.ts) find a resource
// folder's parts: the folders of provider/ that hold a given file, loaded compiled or as source.
import * as fs from "node:fs";
import * as path from "node:path";
import { repoRoot } from "./schema-types";

/** The compiled or source provider folder beside this script, whichever runs. */
const providerModules = path.join(__dirname, "..", "provider");

/** `CsatRuleOrder` → `csat-rule-order`, `getCsatRules` → `get-csat-rules`: the file names of a kind or a function. */
export const fileNameOf = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, "-$1").toLowerCase();

/** Each folder of provider/ that has `<module>.ts`, with that module's exports. */
export function foldersWithModule(module: string): { folder: string; exports: Record<string, unknown> }[] {
  return fs
    .readdirSync(path.join(repoRoot, "provider"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, "provider", entry.name, `${module}.ts`)))
    .map((entry) => ({ folder: entry.name, exports: require(path.join(providerModules, entry.name, module)) }));
}
