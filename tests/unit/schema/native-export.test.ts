// The `./native` export is sdk/nodejs/, what Pulumi's Node.js generator writes from
// schema.json (`npm run sdk`). The byte-for-byte freshness test needs Go (the language suite); this
// one, in the unit loop, catches a schema changed without regenerating: every resource and function
// of schema.json is there, with its aliases and secret outputs. On failure: run `npm run sdk`.
import * as fs from "node:fs";
import * as path from "node:path";

const repoRoot = path.resolve(__dirname, "../../..");
const sdkDir = path.join(repoRoot, "sdk", "nodejs");
const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")) as {
  resources: Record<string, { aliases?: { type: string }[]; properties: Record<string, { secret?: boolean }> }>;
  functions: Record<string, unknown>;
};
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));

/** A generated module by its token's name: `supportplatform:index:CsatRule` is csatRule.ts. */
const source = (token: string) => {
  const name = token.split(":").pop()!;
  return fs.readFileSync(path.join(sdkDir, `${name[0]!.toLowerCase()}${name.slice(1)}.ts`), "utf8");
};

describe("the ./native export (sdk/nodejs/, Pulumi's Node.js generator)", () => {
  it.each(Object.entries(schema.resources))("has %s with its aliases, secret outputs and isInstance", (token, resource) => {
    const text = source(token);
    expect(text).toContain(`public static readonly __pulumiType = '${token}';`);
    expect(text).toContain("public static isInstance(obj: any)");
    expect(resource.aliases).toBeDefined();
    for (const alias of resource.aliases!) expect(text).toContain(`{ type: "${alias.type}" }`);
    const secrets = Object.entries(resource.properties)
      .filter(([, property]) => property.secret)
      .map(([name]) => name)
      .sort();
    if (secrets.length > 0) expect(text).toContain(`additionalSecretOutputs: ${JSON.stringify(secrets).replace(/,/g, ", ")}`);
    else expect(text).not.toContain("additionalSecretOutputs");
  });

  it.each(Object.keys(schema.functions))("has the function %s and its Output form", (token) => {
    const name = token.split(":").pop()!;
    const text = source(token);
    expect(text).toContain(`export function ${name}(`);
    expect(text).toContain(`export function ${name}Output(`);
  });

  it("registers the package, and asks the engine for the plugin of the installed package's version", () => {
    const index = fs.readFileSync(path.join(sdkDir, "index.ts"), "utf8");
    expect(index).toContain('pulumi.runtime.registerResourcePackage("supportplatform"');
    expect(source("Provider")).toContain("export class Provider extends pulumi.ProviderResource");
    const utilities = fs.readFileSync(path.join(sdkDir, "utilities.ts"), "utf8");
    // By the package's name: the compiled SDK sits in dist/sdk/nodejs/, far from package.json.
    expect(utilities).toContain(`require('${manifest.name}/package.json').version`);
    expect(utilities).toContain("return { version: getVersion()");
  });

  it("is what package.json exports as ./native, for Node.js and for TypeScript", () => {
    expect(manifest.exports["./native"]).toEqual({
      types: "./dist/sdk/nodejs/index.d.ts",
      default: "./dist/sdk/nodejs/index.js",
    });
    expect(manifest.typesVersions["*"].native).toEqual(["dist/sdk/nodejs/index.d.ts"]);
  });
});
