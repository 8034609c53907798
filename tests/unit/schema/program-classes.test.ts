import * as fs from "node:fs";
import * as path from "node:path";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { kebabKind } from "../../../provider/export/program-model";
import { ticketTypeFunctions } from "../../../provider/ticket-types/definition";
import { biomeFormatted } from "../../../scripts/biome-format";
import { programFiles } from "../../../scripts/generate-program-classes";
import { everyKind } from "../../harness/every-kind";

const repoRoot = path.resolve(__dirname, "../../..");
const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8"));

describe("the dynamic face's program classes, shims and list functions", () => {
  const files = programFiles(schema);

  it.each([...files.keys()])(
    "%s is what scripts/generate-program-classes.ts makes of schema.json, the definitions and functions: run `npm run program-classes`",
    (file) => {
      expect(fs.readFileSync(path.join(repoRoot, file), "utf8")).toBe(files.get(file));
    },
  );

  it("has a class and a shim for every resource, the shims at the paths stacks recorded", () => {
    for (const kind of everyKind) {
      const file = kebabKind(kind);
      expect({ kind, classes: [...files.keys()].filter((written) => written.endsWith(`/${file}.ts`)) }).toEqual({
        kind,
        classes: [expect.stringMatching(/^provider\/[a-z-]+\//)],
      });
      const [written] = [...files.keys()].filter((name) => name.endsWith(`/${file}.ts`));
      expect(files.has(written!.replace(/\.ts$/, "-shim.ts"))).toBe(true);
    }
    // CsatRule's folder moved from csat/: state keeps the old path, which package.json's exports keep.
    expect(files.get("provider/csat-rules/csat-rule.ts")).toContain('const shimPath = "csat/csat-rule";');
    expect(files.get("provider/roles/role.ts")).toContain('const shimPath = "roles/role";');
  });

  it("has every list function of a functions.ts, each from its folder's registry, and the ticket types' left to their own file", () => {
    const written = [...files.keys()].filter((file) => /\/get-[^/]+\.ts$/.test(file)).map((file) => path.basename(file));
    const listFunctions = Object.keys(dataSourceFunctions).filter((name) => !Object.hasOwn(ticketTypeFunctions, name));
    expect(written.sort()).toEqual(listFunctions.map((name) => `${kebabKind(name)}.ts`).sort());
    expect(files.get("provider/csat-rules/get-csat-rules.ts")).toContain(").csatRuleFunctions.getCsatRules;");
    expect(files.get("provider/list-functions.ts")).toContain(
      'export { getTeams, getTeamsOutput, type GetTeamsArgs, type ListedTeam } from "./teams/get-teams";',
    );
  });

  it("imports no zod: a program type-checks plain types, and a list function requires its implementation only when called", () => {
    const imports = (text: string) => [...text.matchAll(/^import [^;]* from "([^"]+)";$/gm)].map((match) => match[1]);
    for (const [file, text] of files) {
      expect({ file, zod: imports(text).filter((from) => /^zod$|\/schema$|\/functions$/.test(from!)) }).toEqual({ file, zod: [] });
    }
    const getTeams = files.get("provider/teams/get-teams.ts")!;
    expect(getTeams.match(/require\(/g)).toHaveLength(1);
    expect(getTeams).toContain('const loadFunction = () => (require("./functions")');
  });

  it("writes what Biome would whatever a name's length: a line over Biome's width is broken as Biome breaks it", () => {
    const name = `getAccountRelationshipType${"Very".repeat(20)}Values`;
    const text = `export function ${name}Output(args: pulumi.Input<{ kind: string }>): pulumi.Output<ListedThing[]> {\n  return run();\n}\n`;
    const formatted = biomeFormatted("provider/teams/get-long.ts", text);
    expect(formatted).toBe(
      `export function ${name}Output(\n  args: pulumi.Input<{ kind: string }>,\n): pulumi.Output<ListedThing[]> {\n  return run();\n}\n`,
    );
    expect(biomeFormatted("provider/teams/get-long.ts", formatted)).toBe(formatted);
  });
});
