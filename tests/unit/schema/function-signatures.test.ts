// One signature per function: every function of schema.json, plain and `…Output`, takes the same
// parameters and gives the same result on the dynamic face (the package's entry) as on the native
// face (sdk/nodejs/, Pulumi's Node.js generator): a call written for one compiles against the other.
// Types are compared by the TypeScript checker, each way: what one face accepts, the other does.
import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";

const repoRoot = path.resolve(__dirname, "../../..");
const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")) as { functions: Record<string, unknown> };
const faces = { dynamic: path.join(repoRoot, "provider/index.ts"), native: path.join(repoRoot, "sdk/nodejs/index.ts") };

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(repoRoot, "tsconfig.json"),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)!;
const program = ts.createProgram([faces.dynamic, faces.native], { ...config.options, noEmit: true });
const checker = program.getTypeChecker();

/** The one call signature of `name` as module `file` exports it. */
function signatureOf(file: string, name: string): ts.Signature {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const symbol = checker.getExportsOfModule(module).find((exported) => exported.name === name);
  if (symbol === undefined) throw new Error(`${path.relative(repoRoot, file)} exports no ${name}`);
  const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const signatures = checker.getTypeOfSymbol(resolved).getCallSignatures();
  if (signatures.length !== 1) throw new Error(`${name} has ${signatures.length} call signatures`);
  return signatures[0]!;
}

/** The signature as text, each type compared by assignability both ways; a difference shows as its text. */
function described(signature: ts.Signature, other: ts.Signature): string[] {
  const same = (a: ts.Type, b: ts.Type) => checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a);
  const parameters = signature.getParameters().map((parameter, index) => {
    const declaration = parameter.valueDeclaration as ts.ParameterDeclaration;
    const optional = declaration.questionToken !== undefined ? "?" : "";
    const type = checker.getTypeOfSymbol(parameter);
    const counterpart = other.getParameters()[index];
    const agrees =
      counterpart !== undefined && same(checker.getNonNullableType(type), checker.getNonNullableType(checker.getTypeOfSymbol(counterpart)));
    return `${parameter.name}${optional}: ${agrees ? "(agrees)" : checker.typeToString(type)}`;
  });
  const result = signature.getReturnType();
  const resultAgrees = same(result, other.getReturnType());
  return [...parameters, `=> ${resultAgrees ? "(agrees)" : checker.typeToString(result)}`];
}

const names = Object.keys(schema.functions).flatMap((token) => {
  const name = token.split(":").pop()!;
  return [name, `${name}Output`];
});

describe("one signature per function on both TypeScript faces", () => {
  it("covers every function of schema.json", () => {
    expect(names.length).toBeGreaterThanOrEqual(16);
  });

  it.each(names)("%s takes the same parameters and gives the same result on both faces", (name) => {
    const dynamic = signatureOf(faces.dynamic, name);
    const native = signatureOf(faces.native, name);
    expect(described(dynamic, native)).toEqual(described(native, dynamic));
  });

  it("reads no-argument functions as Pulumi's generated SDKs are called: getTeamsOutput({}), getTeams({}, {})", () => {
    const call = (face: string) => `import * as sp from ${JSON.stringify(face)};
export const a = sp.getTeamsOutput({});
export const b = sp.getTeams({}, {});
export const c = sp.getRoles();
export const d = sp.getTeamMembersOutput({ teamId: sp.getTeamsOutput().apply((teams) => teams[0]!.id) }, {});
`;
    for (const face of Object.values(faces)) {
      const file = path.join(path.dirname(face), `__calls-${path.basename(path.dirname(face))}.ts`);
      const host = ts.createCompilerHost({ ...config.options, noEmit: true });
      const readFile = host.readFile;
      host.readFile = (name) => (name === file ? call(`./${path.basename(face, ".ts")}`) : readFile(name));
      host.fileExists = (
        (exists) => (name: string) =>
          name === file || exists(name)
      )(host.fileExists);
      const calls = ts.createProgram([file], { ...config.options, noEmit: true }, host, program);
      const problems = ts.getPreEmitDiagnostics(calls, calls.getSourceFile(file));
      expect(problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, "\n"))).toEqual([]);
    }
  });
});
