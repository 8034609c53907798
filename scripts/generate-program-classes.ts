// `npm run program-classes`: writes the dynamic face's program side of every resource from the same
// source as the native SDK (schema.json: its descriptions, input and output types, type token) and
// from the resource's definition (its secret and derived outputs): in each resource folder the
// program class `<kind>.ts` and the shim `<kind>-shim.ts`, `provider/resource-classes.ts`, which
// the package's entry exports, and `provider/program/program-types.ts`, the plain types of them all;
// and from schema.json's functions and the folders' functions.ts, each list function as a program
// calls it (`get-<kinds>.ts`, with `provider/list-functions.ts`: scripts/list-function-files.ts). A
// new resource needs its folder's schema and definition, its entry in resource-definitions.ts, then
// this script. A unit test fails when what it wrote is stale.
//
// Their types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no
// zod. The folder is the one whose definition.ts exports the kind's definition; the shim's public
// path is `<folder>/<kind>` unless package.json's exports keep an older one for that file.
import * as fs from "node:fs";
import * as path from "node:path";
import { biomeFormatted } from "./biome-format";
import { listFunctionFiles } from "./list-function-files";
import { fileNameOf, foldersWithModule } from "./provider-folders";
import {
  doc,
  generatedHeader,
  outputDeclarations,
  type PackageSchema,
  programTypes,
  type Resource,
  repoRoot,
  shortName,
} from "./schema-types";
import type { OutputSecrecy } from "../provider/core/output-secrecy";
import { type ResourceKind, resourceDefinitions, tellsSecretInputs } from "../provider/resource-definitions";

/** The resource folder whose definition.ts exports `definition`. */
function folderOf(kind: string, definition: object): string {
  const found = foldersWithModule("definition").filter(({ exports }) => Object.values(exports).includes(definition));
  if (found.length !== 1)
    throw new Error(`generate-program-classes: ${kind}'s definition is exported by ${found.length} folders' definition.ts`);
  return found[0]!.folder;
}

/** The public path of the shim in `folder`: an exact entry of package.json's exports that keeps an older path, or `<folder>/<file>`. */
function shimPathOf(folder: string, file: string): string {
  const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  const compiled = `./dist/provider/${folder}/${file}-shim.js`;
  const kept = Object.entries<{ default?: string }>(packageJson.exports).find(
    ([entry, target]) => entry.startsWith("./shim/") && !entry.includes("*") && target.default === compiled,
  );
  return kept === undefined ? `${folder}/${file}` : kept[0].slice("./shim/".length);
}

/** What the generator needs of one kind besides its schema.json entry. */
interface KindSource {
  readonly kind: string;
  readonly folder: string;
  readonly file: string;
  readonly secrecy: OutputSecrecy;
  /** Whether the folder has `program-check.ts`: a check the program makes as it declares the resource. */
  readonly programCheck: boolean;
}

function kindSources(): KindSource[] {
  return Object.entries(resourceDefinitions).map(([kind, definition]) => {
    const folder = folderOf(kind, definition);
    return {
      kind,
      folder,
      file: fileNameOf(kind),
      secrecy: {
        secretOutputs: definition.secretOutputs,
        derivedOutputs: definition.derivedOutputs,
        ...(tellsSecretInputs(kind as ResourceKind) && { secretInputsTold: true }),
      },
      programCheck: fs.existsSync(path.join(repoRoot, "provider", folder, "program-check.ts")),
    };
  });
}

/**
 * The constructor's call of its base with the secret outputs (and, for a kind whose provider is told
 * its secret inputs, the registration that tells them), as Biome lays out a line that long.
 */
const superWithSecrets = (told: boolean) => `    super(
      dynamicType,
      shimPath,
      name,
      ${told ? "withRegistration(secrecy, name, withImportInput({ ...computedOutputs, ...args }, opts))" : "withImportInput({ ...computedOutputs, ...args }, opts)"},
      withSecretOutputs(secrecy, withoutImportOption(opts)),
    );`;

function programClass(source: KindSource, resource: Resource): string {
  const { kind } = source;
  const type = resource.aliases?.[0]?.type;
  if (type === undefined) throw new Error(`generate-program-classes: schema.json gives ${kind} no alias (its dynamic type)`);
  // Outputs are only what is registered: the computed ones go in as placeholders, before the args
  // so that an output's name passed as an input reaches `check`, which refuses it.
  const computed = Object.keys(resource.properties).filter((key) => !(key in resource.inputProperties));
  const { secretOutputs, derivedOutputs, secretInputsTold } = source.secrecy;
  const secret = secretOutputs.length > 0 || Object.keys(derivedOutputs).length > 0 || secretInputsTold === true;
  const list = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(", ")}]`;
  const derived = Object.entries(derivedOutputs).map(([output, inputs]) => `    ${output}: ${list(inputs)},\n`);
  const body = `/** The type Pulumi records: the native type's alias. */
const dynamicType = ${JSON.stringify(type)};
/** The shim's public path, which state records. */
const shimPath = ${JSON.stringify(shimPathOf(source.folder, source.file))};
/** The outputs the platform computes, registered unset so that each exists. */
const computedOutputs = {
${computed.map((key) => `  ${key}: undefined,\n`).join("")}};
${
  secret
    ? `/** Its secret outputs${secretInputsTold ? ", and that its provider is told its secret inputs" : ""} (the definition's). */
const secrecy: OutputSecrecy = {
  secretOutputs: ${list(secretOutputs)},
  derivedOutputs: {
${derived.join("")}  },
${secretInputsTold ? "  secretInputsTold: true,\n" : ""}};
`
    : ""
}
${doc(resource.description, "")}export class ${kind} extends DynamicResource {
${outputDeclarations(resource)}

  constructor(name: string, args: ${kind}Args, opts?: pulumi.CustomResourceOptions) {
${source.programCheck ? "    programCheck(name, args);\n" : ""}${secret ? superWithSecrets(secretInputsTold === true) : "    super(dynamicType, shimPath, name, withImportInput({ ...computedOutputs, ...args }, opts), withoutImportOption(opts));"}
  }
}

export type { ${kind}Args };
`;
  const namespaces = ["inputs", "outputs"].filter((namespace) => new RegExp(`\\b${namespace}\\.[A-Z]`).test(body));
  const imports = [
    'import type * as pulumi from "@pulumi/pulumi";',
    ...(secret ? ['import type { OutputSecrecy } from "../core/output-secrecy";'] : []),
    'import { DynamicResource } from "../program/dynamic-resource";',
    'import { withImportInput, withoutImportOption } from "../program/import-option";',
    `import type { ${[`${kind}Args`, ...namespaces].join(", ")} } from "../program/program-types";`,
    ...(secret
      ? [
          `import { ${secretInputsTold === true ? "withRegistration, withSecretOutputs" : "withSecretOutputs"} } from "../program/secret-output-options";`,
        ]
      : []),
    ...(source.programCheck ? ['import { programCheck } from "./program-check";'] : []),
  ];
  return `${generatedHeader("the definition")}// ${kind}: the dynamic face's program class. Inputs and state: schema.ts; API calls: definition.ts.
${imports.join("\n")}

${body}`;
}

function shim(source: KindSource): string {
  return `${generatedHeader("the definition")}// The serialized provider of ${source.kind} (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim(${JSON.stringify(source.kind)});
`;
}

function classIndex(sources: readonly KindSource[]): string {
  return `${generatedHeader("the definitions")}// Every resource's program class and its arguments, as the package's entry exports them.
${sources.map(({ kind, folder, file }) => `export { ${kind}, type ${kind}Args } from "./${folder}/${file}";`).join("\n")}
`;
}

/** Every file this script writes, by its path under the repository, with its text. */
export function programFiles(schema: PackageSchema): Map<string, string> {
  const sources = kindSources();
  const resources = new Map(Object.entries(schema.resources).map(([token, resource]) => [shortName(token), resource]));
  const files = new Map<string, string>();
  for (const source of sources) {
    const resource = resources.get(source.kind);
    if (resource === undefined) throw new Error(`generate-program-classes: schema.json has no ${source.kind}: run \`npm run schema\``);
    files.set(`provider/${source.folder}/${source.file}.ts`, programClass(source, resource));
    files.set(`provider/${source.folder}/${source.file}-shim.ts`, shim(source));
  }
  files.set("provider/resource-classes.ts", classIndex(sources));
  files.set("provider/program/program-types.ts", programTypes(schema));
  for (const [file, text] of listFunctionFiles(schema)) files.set(file, text);
  return new Map([...files].map(([file, text]) => [file, biomeFormatted(file, text)]));
}

if (require.main === module) {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")) as PackageSchema;
  for (const [file, text] of programFiles(schema)) {
    fs.writeFileSync(path.join(repoRoot, file), text);
    console.log(`wrote ${file}`);
  }
}
