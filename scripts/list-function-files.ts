// The list functions as a program calls them, written by `npm run program-classes` with the program
// classes: for every function of schema.json that a resource folder's functions.ts exports (in
// `teams/`, `teamFunctions.getTeams`), the folder's `get-<kinds>.ts` (`getTeams` and `getTeamsOutput`,
// with the result's type and the arguments' re-exported), and `provider/list-functions.ts`, which
// the package's entry exports. Descriptions, arguments and result types are schema.json's; the
// implementation loads on the first call (program/program-function.ts). The ticket types' functions
// live in their definition.ts, not a functions.ts, and are written by hand (ticket-types/get-ticket-type.ts).
import { fileNameOf, foldersWithModule } from "./provider-folders";
import { doc, functionArgsName, functionOutputArgsName, generatedHeader, type PackageSchema, shortName } from "./schema-types";
import { dataSourceFunctions } from "../provider/data-sources";

type SchemaFunction = PackageSchema["functions"][string];

/** A list function: its name, its schema.json entry, and the folder and export of functions.ts that implement it. */
interface FunctionSource {
  readonly name: string;
  readonly fn: SchemaFunction;
  readonly folder: string;
  /** The export of the folder's functions.ts that holds it: `teamFunctions`. */
  readonly registry: string;
  /** `get-teams`: the file a program's calls live in. */
  readonly file: string;
}

/** Where each registered function is implemented: the folder and export of a functions.ts that holds it. */
function implementations(): Map<string, { folder: string; registry: string }> {
  const found = new Map<string, { folder: string; registry: string }>();
  for (const { folder, exports } of foldersWithModule("functions")) {
    for (const [registry, value] of Object.entries(exports)) {
      if (typeof value !== "object" || value === null) continue;
      for (const [name, fn] of Object.entries(value)) {
        if (dataSourceFunctions[name] !== fn) continue;
        if (found.has(name)) throw new Error(`generate-program-classes: ${name} is exported by two functions.ts`);
        found.set(name, { folder, registry });
      }
    }
  }
  return found;
}

function functionSources(schema: PackageSchema): FunctionSource[] {
  const implemented = implementations();
  const byName = new Map(Object.entries(schema.functions).map(([token, fn]) => [shortName(token), fn]));
  for (const name of implemented.keys())
    if (!byName.has(name)) throw new Error(`generate-program-classes: schema.json has no ${name}: run \`npm run schema\``);
  return [...byName].flatMap(([name, fn]) => {
    const implementation = implemented.get(name);
    return implementation === undefined ? [] : [{ name, fn, ...implementation, file: fileNameOf(name) }];
  });
}

/** The type of each listed object: the function's result is a list of one named type. */
function listedType(source: FunctionSource, schema: PackageSchema): { name: string; description: string | undefined } {
  const ref = source.fn.outputs.type === "array" ? source.fn.outputs.items?.$ref : undefined;
  if (ref === undefined) throw new Error(`generate-program-classes: ${source.name}'s result is not a list of a named type`);
  const token = ref.replace(/^#\/types\//, "");
  return { name: shortName(token), description: schema.types[token]?.description };
}

/** `export function …(parameter): result {`, on one line: biomeFormatted breaks it where Biome would. */
const signature = (name: string, parameter: string, result: string) => `export function ${name}(${parameter}): ${result} {`;

/** `export { … } from "…";`, on one line: biomeFormatted breaks it where Biome would. */
const namedExports = (names: readonly string[], from: string) => `export { ${names.join(", ")} } from "${from}";`;

/** What a program's `opts` does on the dynamic face, in each function's documentation. */
const optionsNote =
  "`opts` is taken as the native face's generated SDK takes it, so that a call reads the same on both faces; the dynamic face reads with the stack's own configuration, so no option changes the call.";

function functionFile(source: FunctionSource, schema: PackageSchema): string {
  const { name, fn, registry } = source;
  const listed = listedType(source, schema);
  const result = `${listed.name}[]`;
  const argsName = functionArgsName(name);
  const outputArgsName = functionOutputArgsName(name);
  const hasArgs = Object.keys(fn.inputs.properties ?? {}).length > 0;
  // The signatures of Pulumi's Node.js codegen for the native face (sdk/nodejs): arguments optional
  // when none is required, and no arguments at all to the `…Output` form of a function without any.
  const argsOptional = (fn.inputs.required ?? []).length === 0;
  const args = `args${argsOptional ? "?" : ""}: ${argsName}`;
  const outputParameters = hasArgs
    ? `args${argsOptional ? "?" : ""}: ${outputArgsName}, opts?: pulumi.InvokeOutputOptions`
    : "opts?: pulumi.InvokeOutputOptions";
  const resolvedOutput = hasArgs
    ? `pulumi.output(args${argsOptional ? " ?? {}" : ""}).apply((resolved) => ${name}(resolved, opts))`
    : `${name}({}, opts)`;
  const calls = `${doc(`${fn.description ?? ""}\n\n${optionsNote}`, "")}${signature(name, `${args}, opts?: pulumi.InvokeOptions`, `Promise<${result}>`)}
  return callInProgram(${JSON.stringify(name)}, loadFunction, args${argsOptional ? " ?? {}" : ""}, opts);
}

/** ${name} ${hasArgs ? "with arguments that may be outputs of other resources" : "as an Output"}; secret when a value looks like a credential. ${optionsNote} */
${signature(`${name}Output`, outputParameters, `pulumi.Output<${result}>`)}
  return outputKeepingCredentialsSecret(${resolvedOutput});
}
`;
  return `${generatedHeader("the folder's functions.ts")}// ${name} and ${name}Output, as a program calls them: the list function of functions.ts.
// It loads with the provider's schemas (zod) and client (got) on the first call, not when a program
// imports the package.
${hasArgs ? 'import * as pulumi from "@pulumi/pulumi";' : 'import type * as pulumi from "@pulumi/pulumi";'}
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { ${argsName}, ${hasArgs ? `${outputArgsName}, ` : ""}outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

export type { ${argsName}${hasArgs ? `, ${outputArgsName}` : ""} } from "../program/program-types";

${doc(listed.description, "")}export type ${listed.name} = outputs.${listed.name};

const loadFunction = () => (require("./functions") as typeof import("./functions")).${registry}.${name};

${calls}`;
}

/** The names a function's file exports, as the package's entry exports them. */
function exportedNames(source: FunctionSource, schema: PackageSchema): string[] {
  const args = [`type ${functionArgsName(source.name)}`];
  if (Object.keys(source.fn.inputs.properties ?? {}).length > 0) args.push(`type ${functionOutputArgsName(source.name)}`);
  return [source.name, `${source.name}Output`, ...args, `type ${listedType(source, schema).name}`];
}

function functionIndex(sources: readonly FunctionSource[], schema: PackageSchema): string {
  return `${generatedHeader("the folders' functions.ts")}// Every list function as a program calls it, with its types, as the package's entry exports them.
${sources.map((source) => namedExports(exportedNames(source, schema), `./${source.folder}/${source.file}`)).join("\n")}
`;
}

/** The list functions' files, by their paths under the repository, with their text. */
export function listFunctionFiles(schema: PackageSchema): Map<string, string> {
  const sources = functionSources(schema);
  const files = new Map<string, string>();
  for (const source of sources) files.set(`provider/${source.folder}/${source.file}.ts`, functionFile(source, schema));
  files.set("provider/list-functions.ts", functionIndex(sources, schema));
  return files;
}
