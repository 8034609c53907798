// A kind is registered once per side, and these fail naming the one that is not: every definition a
// resource folder exports is in provider/resource-definitions.ts, every function a folder's
// functions.ts exports is in provider/data-sources.ts, and every emulator domain folder's domain is in
// emulator/domains/registry.ts (the state's tables too come from there: a domain's tables.ts alone
// gives the store no table). What lists kinds derives from those registries (the tables of tests,
// the export, the endpoints, the generators), so a kind missing from one would be missing everywhere.
import * as fs from "node:fs";
import * as path from "node:path";
import { z } from "zod";
import { DOMAINS } from "../../../emulator/domains/registry";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { resourceDefinitions } from "../../../provider/resource-definitions";
import { foldersWithModule } from "../../../scripts/provider-folders";

const repoRoot = path.resolve(__dirname, "../../..");

/** The exports of `module` in each folder that has it, as [where, name, value]. */
const exportsOf = (module: string) =>
  foldersWithModule(module).flatMap(({ folder, exports }) =>
    Object.entries(exports).map(([name, value]) => [`provider/${folder}/${module}.ts`, name, value] as const),
  );

const isDefinition = (value: unknown) => typeof value === "object" && value !== null && "exported" in value && "create" in value;
/** A table of functions, as a functions.ts exports them (`teamFunctions`): each with its read. */
const isFunctionTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !(value instanceof z.ZodType) &&
  Object.values(value).every((fn) => typeof fn === "object" && fn !== null && typeof (fn as { read?: unknown }).read === "function");

it("every resource definition a folder exports is in provider/resource-definitions.ts", () => {
  const registered = new Set<unknown>(Object.values(resourceDefinitions));
  const unregistered = exportsOf("definition")
    .filter(([, , value]) => isDefinition(value) && !registered.has(value))
    .map(([file, name]) => `${name} of ${file}: add its line to provider/resource-definitions.ts`);
  expect(unregistered).toEqual([]);
});

it("every function a folder's functions.ts exports is in provider/data-sources.ts", () => {
  const registered = new Set<unknown>(Object.values(dataSourceFunctions));
  const unregistered = exportsOf("functions").flatMap(([file, name, table]) =>
    Object.entries(isFunctionTable(table) ? table : {})
      .filter(([, fn]) => !registered.has(fn))
      .map(([fnName]) => `${fnName} (${name} of ${file}): add ${name} to provider/data-sources.ts`),
  );
  expect(unregistered).toEqual([]);
});

it("every folder of emulator/domains/ with routes or tables has its domain.ts, and its domain is in the registry", () => {
  const domainsRoot = path.join(repoRoot, "emulator", "domains");
  const registered = new Set<unknown>(DOMAINS);
  const problems = fs
    .readdirSync(domainsRoot, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && ["routes.ts", "tables.ts"].some((module) => fs.existsSync(path.join(domainsRoot, entry.name, module))),
    )
    .flatMap(({ name: folder }) => {
      const file = path.join(domainsRoot, folder, "domain.ts");
      if (!fs.existsSync(file)) return [`emulator/domains/${folder}/ has routes or tables but no domain.ts`];
      const exported: Record<string, unknown> = require(file);
      return Object.entries(exported)
        .filter(([, domain]) => !registered.has(domain))
        .map(([name]) => `${name} of emulator/domains/${folder}/domain.ts: add its line to DOMAINS in emulator/domains/registry.ts`);
    });
  expect(problems).toEqual([]);
});
