// Whatever the platform holds stays data in an export, in both languages. For every kind the
// package declares (its registry) and every position of the kind's inputs in the package schema
// (every string leaf, every object's keys, free-form or not), plus the object's id, a team's name
// and a left-out object's label, id and reason, each hostile value of the table is put there and
// the project exported. The TypeScript must parse with nothing in it but what the export writes
// (imports, constants, `new sp.<Kind>(…)`), and its literals evaluate back to exactly the inputs
// the platform holds; the YAML must load, and read as Pulumi YAML reads it (pkg/pulumiyaml/ast:
// `$$` is `$`, `${…}` an interpolation, a key starting with `fn::` a built-in function) it holds no
// built-in and no interpolation the export did not write, and its properties are exactly the
// inputs, or the object is left out, named with its reason, because a key of it is a built-in's.
import { isDeepStrictEqual } from "node:util";
import * as ts from "typescript";
import { type ExportOptions, writeProgram } from "../../../provider/export/export-organization";
import type { Declaration, Skipped } from "../../../provider/export/program-model";
import type { SecretValue } from "../../../provider/export/secret-config";
import { type ResourceKind, resourceDefinitions } from "../../../provider/resource-definitions";

// js-yaml ships no type declarations.
const yaml = require("js-yaml") as { load(text: string): unknown };

interface SchemaType {
  type?: string;
  $ref?: string;
  items?: SchemaType;
  properties?: Record<string, SchemaType>;
  additionalProperties?: SchemaType;
  enum?: unknown[];
}
const packageSchema = require("../../../schema.json") as {
  resources: Record<string, { inputProperties: Record<string, SchemaType> }>;
  types: Record<string, SchemaType>;
};

const hostileValues: Record<string, string> = {
  "U+2028 and a statement": 'Ops\u2028require("fs").writeFileSync("/tmp/hostile-export-marker","x")//',
  "U+2029 and a statement": "a\u2029globalThis.ran = 1;",
  "U+0085 and a YAML key": "x\u0085injected: true",
  "CR LF and a YAML key": "x\r\ninjected: true",
  "end of block comment": "*/ require('child_process') /*",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's text, as data
  "backticks and ${": "`${process.exit(1)}` ${billing.id}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pulumi YAML interpolation, not a template
  "a Pulumi YAML interpolation": "${billing.id}",
  "an escaped interpolation": "$${billing.id} $$",
  "fn::readFile": "fn::readFile",
  "fn::invoke": "fn::invoke",
  "fn::secret": "fn::secret",
  "fn:: in other case": "Fn::ReadFile",
  "fn::<package>:<module>:<name> invoke": "fn::supportplatform:index:getTeams",
  "a YAML comment": "# not a comment",
  "a YAML mapping": "a: b",
  "a YAML document end": "---\nkey: value\n...",
  "quotes of both kinds": `'single' "double"`,
  backslashes: "back\\slash\\\\ \\u2028 \\",
  NUL: "nul\0byte",
  "a bidi override": "\u202eevil\u202c and \u2066isolate\u2069 \u200f\u061c",
  "other controls": "\x07\x1b[31m\x7f\x9b",
  __proto__: "__proto__",
  "no ASCII word": "サポート",
  "a YAML word": "yes",
  empty: "",
  "100 KB": `${"x".repeat(50 * 1024)}\u2028${"y".repeat(50 * 1024)}`,
};

/**
 * What no exported file may hold raw: line terminators but `\n`, controls, bidirectional marks and
 * overrides. Checked on the text because the parsers here are not Pulumi's: go-yaml breaks lines
 * at U+0085, U+2028 and U+2029, js-yaml does not.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const unsafeInFile = /[\0-\x09\x0b-\x1f\x7f-\x9f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/** A position of a kind's inputs: a string leaf (its value) or an object (a key of it). */
type Position = { path: string; kind: "value" | "key" };

/** The kind's inputs with every string leaf `fill(path)` and every object holding one more key, `key(path)`, and the positions so filled. */
function sampleInputs(
  kind: ResourceKind,
  fill: (position: Position) => string,
): { inputs: Record<string, unknown>; positions: Position[] } {
  const positions: Position[] = [];
  const value = (type: SchemaType, path: string): unknown => {
    if (type.$ref === "pulumi.json#/Any") return object({}, path);
    if (type.$ref !== undefined) return value(packageSchema.types[type.$ref.replace("#/types/", "")]!, path);
    if (type.enum !== undefined || type.type === "string") {
      const position: Position = { path, kind: "value" };
      positions.push(position);
      return fill(position);
    }
    if (type.type === "integer" || type.type === "number") return 1;
    if (type.type === "boolean") return true;
    if (type.type === "array") return [value(type.items!, `${path}[0]`)];
    if (type.type === "object") {
      const properties = Object.entries(type.properties ?? {}).map(([name, property]): [string, unknown] => [
        name,
        value(property, `${path}.${name}`),
      ]);
      return object(Object.fromEntries(properties), path, type.additionalProperties);
    }
    throw new Error(`${path}: a type this test does not know: ${JSON.stringify(type)}`);
  };
  // Any object may hold keys the platform chose, free-form or not: one more, holding a value of its type.
  const object = (properties: Record<string, unknown>, path: string, additional?: SchemaType): Record<string, unknown> => {
    const position: Position = { path, kind: "key" };
    positions.push(position);
    const result = { ...properties };
    Object.defineProperty(result, fill(position), {
      value: additional ? value(additional, `${path}.*`) : "extra",
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return result;
  };
  const resource = packageSchema.resources[`supportplatform:index:${kind}`];
  if (resource === undefined) throw new Error(`schema.json has no ${kind}: run \`npm run schema\``);
  const { adoptId: _, ...inputProperties } = resource.inputProperties;
  // The inputs' own keys are the kind's, not the platform's: the top object gets no extra key.
  const inputs = Object.fromEntries(Object.entries(inputProperties).map(([name, property]) => [name, value(property, name)]));
  return { inputs, positions };
}

/** The exported files of one object, whose `position` (or id, a team's name, a left-out object's text) holds `hostile`. */
function exportWith(kind: ResourceKind, position: Position | "id" | "context", hostile: string, options: ExportOptions) {
  let n = 0;
  const { inputs } = sampleInputs(kind, (at) =>
    at.path === (position as Position).path && at.kind === (position as Position).kind ? hostile : `plain${n++}`,
  );
  const id = position === "id" ? hostile : "obj-1";
  const declared: Declaration = {
    kind,
    listed: { id, state: inputs },
    inputs: options.face === "dynamic" ? { ...inputs, adoptId: id } : inputs,
  };
  const context = position === "context" ? hostile : "plain";
  // A team no declaration declares: a constant of its id, commented with its name.
  const teams = [{ id: `team ${context}`, name: context }];
  const skipped: Skipped[] = [{ kind, id: `skipped ${context}`, label: context, reason: context }];
  return { id, inputs: declared.inputs, result: writeProgram(teams, [declared], skipped, options) };
}

const secretValue = (secrets: SecretValue[], key: string) => {
  const secret = secrets.find((candidate) => candidate.key === key);
  if (secret === undefined) throw new Error(`a read of secret config ${key} that the export did not set`);
  return secret.value;
};

/** The value of a literal of the exported program, as the program would build it; anything but a literal or a name the program defines throws. */
function evaluate(node: ts.Expression, names: Map<string, unknown>, secrets: SecretValue[]): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => evaluate(element, names, secrets));
  if (ts.isObjectLiteralExpression(node)) {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`an object member the export does not write: ${property.getText()}`);
      const name = property.name;
      const key =
        ts.isIdentifier(name) || ts.isStringLiteral(name)
          ? name.text
          : ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression)
            ? name.expression.text
            : undefined;
      if (key === undefined) throw new Error(`a property name the export does not write: ${name.getText()}`);
      // `__proto__: x` would set the prototype: the program's object is read as the engine would build it.
      if (key === "__proto__" && !ts.isComputedPropertyName(name))
        Object.setPrototypeOf(result, evaluate(property.initializer, names, secrets) as object);
      else
        Object.defineProperty(result, key, {
          value: evaluate(property.initializer, names, secrets),
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return result;
  }
  if (ts.isIdentifier(node) && names.has(node.text)) return names.get(node.text);
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.name.text === "id" &&
    names.has(`${node.expression.text}.id`)
  )
    return names.get(`${node.expression.text}.id`);
  if (
    ts.isCallExpression(node) &&
    node.expression.getText() === "config.requireSecret" &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0]!)
  )
    return secretValue(secrets, node.arguments[0].text);
  throw new Error(`an expression the export does not write: ${node.getText().slice(0, 200)}`);
}

/** The resources `index.ts` declares, by id (their adoptId), after checking that it parses and holds only what the export writes. */
function readTypeScript(text: string, secrets: SecretValue[]): Map<string, { kind: string; args: unknown }> {
  const source = ts.createSourceFile("index.ts", text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  // The parser's own diagnostics, which the compiler reports first: one parse per case keeps the test fast.
  const [syntaxError] = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (syntaxError !== undefined)
    throw new Error(`index.ts does not compile: ${ts.flattenDiagnosticMessageText(syntaxError.messageText, "\n")}`);
  const names = new Map<string, unknown>();
  const resources = new Map<string, { kind: string; args: unknown }>();
  const declare = (node: ts.Expression): unknown => {
    if (ts.isNewExpression(node) && node.expression.getText().startsWith("sp.") && node.arguments?.length) {
      const [name, args] = node.arguments;
      if (!ts.isStringLiteral(name!)) throw new Error(`a resource name the export does not write: ${name!.getText()}`);
      const value = evaluate(args!, names, secrets) as { adoptId: string };
      resources.set(value.adoptId, { kind: node.expression.getText().slice(3), args: value });
      return value.adoptId;
    }
    if (ts.isNewExpression(node) && node.expression.getText() === "pulumi.Config") return undefined;
    return evaluate(node, names, secrets);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
      const [declaration] = statement.declarationList.declarations;
      const name = declaration!.name.getText();
      const value = declare(declaration!.initializer!);
      names.set(name, value);
      names.set(`${name}.id`, value);
    } else if (ts.isExpressionStatement(statement) && ts.isNewExpression(statement.expression)) declare(statement.expression);
    else throw new Error(`a statement the export does not write: ${statement.getText().slice(0, 200)}`);
  }
  return resources;
}

/** `text` as Pulumi YAML evaluates a string: `$$` is `$`, and `${name}` or `${name.id}` must be one of the program's names. */
function interpolate(text: string, names: (name: string) => unknown): unknown {
  const parts: unknown[] = [];
  let literal = "";
  for (let rest = text; rest.length > 0; ) {
    if (rest.startsWith("$$")) {
      literal += "$";
      rest = rest.slice(2);
    } else if (rest.startsWith("${")) {
      const end = rest.indexOf("}");
      const access = rest.slice(2, end);
      if (end < 0 || !/^[A-Za-z_][\w-]*(\.id)?$/.test(access))
        throw new Error(`an interpolation the export does not write: ${rest.slice(0, 100)}`);
      parts.push(literal, names(access));
      literal = "";
      rest = rest.slice(end + 1);
    } else {
      literal += rest[0];
      rest = rest.slice(1);
    }
  }
  // A string that is one interpolation is the value it names (Pulumi YAML's symbol).
  if (parts.length === 2 && parts[0] === "" && literal === "") return parts[1];
  return parts.join("") + literal;
}

/** `value` as Pulumi YAML evaluates it: a mapping with a key starting with `fn::` (any case) is a built-in, which the export must never write. */
function evaluateYaml(value: unknown, names: (name: string) => unknown): unknown {
  if (typeof value === "string") return interpolate(value, names);
  if (Array.isArray(value)) return value.map((item) => evaluateYaml(item, names));
  if (value !== null && typeof value === "object") {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.toLowerCase().startsWith("fn::")) throw new Error(`a Pulumi YAML built-in: ${key}`);
      Object.defineProperty(result, interpolate(key, names) as string, {
        value: evaluateYaml(item, names),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return result;
  }
  return value;
}

interface YamlProgram {
  config?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  resources: Record<string, { type: string; properties: unknown; options: { import: unknown } }>;
}

/** The resources Pulumi.yaml declares, by id (their import option), read as Pulumi YAML reads them. */
function readYaml(text: string, secrets: SecretValue[]): Map<string, { kind: string; args: unknown }> {
  const program = yaml.load(text) as YamlProgram;
  const names = (access: string): unknown => {
    const [name, property] = access.split(".");
    if (property === "id" && program.resources?.[name!]) return evaluateYaml(program.resources[name!]!.options.import, names);
    if (property === undefined && program.config?.[name!]) return secretValue(secrets, name!);
    if (property === undefined && program.variables && Object.hasOwn(program.variables, name!))
      return evaluateYaml(program.variables[name!], names);
    throw new Error(`an interpolation of a name the program does not define: ${access}`);
  };
  const resources = new Map<string, { kind: string; args: unknown }>();
  for (const resource of Object.values(program.resources ?? {})) {
    const kind = resource.type.replace("supportplatform:index:", "");
    resources.set(evaluateYaml(resource.options.import, names) as string, { kind, args: evaluateYaml(resource.properties, names) });
  }
  return resources;
}

const holdsBuiltinKey = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(holdsBuiltinKey)
    : value !== null &&
      typeof value === "object" &&
      Object.entries(value).some(([key, item]) => key.toLowerCase().startsWith("fn::") || holdsBuiltinKey(item));

const kinds = Object.keys(resourceDefinitions) as ResourceKind[];
const languages: [string, ExportOptions][] = [
  ["TypeScript", { language: "typescript", face: "dynamic", projectName: "org", retainOnDelete: true }],
  ["YAML", { language: "yaml", face: "native", projectName: "org", retainOnDelete: true }],
];
const cases = kinds.flatMap((kind) =>
  [...sampleInputs(kind, () => "x").positions, "id" as const, "context" as const].flatMap((position) =>
    Object.entries(hostileValues).map(([name, hostile]) => ({ kind, position, name, hostile })),
  ),
);

describe("hostile values in an export", () => {
  it("covers every kind of the registry, each with its string and key positions", () => {
    for (const kind of kinds) expect(sampleInputs(kind, () => "x").positions.length).toBeGreaterThan(0);
  });

  describe.each(languages)("%s", (language, options) => {
    it(`stay data in ${cases.length} cases: every kind, every string and key position, every hostile value`, () => {
      const failures: string[] = [];
      for (const { kind, position, name, hostile } of cases) {
        const where = `${kind} ${typeof position === "string" ? position : `${position.path} (${position.kind})`}, ${name}`;
        try {
          const { id, inputs, result } = exportWith(kind, position, hostile, options);
          const file = options.language === "yaml" ? "Pulumi.yaml" : "index.ts";
          const text = result.files[file]!;
          const unsafe = unsafeInFile.exec(text);
          if (unsafe) throw new Error(`${file} holds U+${unsafe[0].charCodeAt(0).toString(16).padStart(4, "0")} raw`);
          const resources = options.language === "yaml" ? readYaml(text, result.secrets) : readTypeScript(text, result.secrets);
          const leftOut = result.skipped.find((object) => object.id === id);
          if (leftOut !== undefined) {
            // Only YAML leaves an object out, and only for a key Pulumi YAML reads as a built-in, saying so.
            if (language !== "YAML" || !holdsBuiltinKey(inputs)) throw new Error(`left out: ${leftOut.reason}`);
            if (!leftOut.reason.includes("built-in function") || resources.has(id))
              throw new Error(`left out without its reason: ${leftOut.reason}`);
            continue;
          }
          const declared = resources.get(id);
          if (declared === undefined || declared.kind !== kind) throw new Error("not declared");
          if (!isDeepStrictEqual(declared.args, inputs))
            throw new Error(
              `reads back otherwise: ${JSON.stringify(declared.args).slice(0, 300)}, not ${JSON.stringify(inputs).slice(0, 300)}`,
            );
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message.split("\n").slice(0, 12).join("\n")}`);
        }
      }
      expect({ failed: failures.length, first: failures.slice(0, 5) }).toEqual({ failed: 0, first: [] });
    });
  });
});
