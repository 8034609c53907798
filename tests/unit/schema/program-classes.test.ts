import * as fs from "node:fs";
import * as path from "node:path";
import { programClassFiles } from "../../../scripts/generate-program-classes";

const repoRoot = path.resolve(__dirname, "../../..");
const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8"));

describe("the dynamic face's program classes and shims", () => {
  const files = programClassFiles(schema);

  it.each([...files.keys()])(
    "%s is what scripts/generate-program-classes.ts makes of schema.json and the definitions: run `npm run program-classes`",
    (file) => {
      expect(fs.readFileSync(path.join(repoRoot, file), "utf8")).toBe(files.get(file));
    },
  );

  it("has a class and a shim for every resource, the shims at the paths stacks recorded", () => {
    for (const [folder, file] of [
      ["teams", "team"],
      ["team-members", "team-member"],
      ["roles", "role"],
      ["account-attributes", "account-attribute-value"],
      ["csat-rules", "csat-rule"],
      ["csat-settings", "csat-settings"],
      ["webhook-apps", "webhook-app"],
    ]) {
      expect(files.has(`provider/${folder}/${file}.ts`)).toBe(true);
      expect(files.has(`provider/${folder}/${file}-shim.ts`)).toBe(true);
    }
    // CsatRule's folder moved from csat/: state keeps the old path, which package.json's exports keep.
    expect(files.get("provider/csat-rules/csat-rule.ts")).toContain('const shimPath = "csat/csat-rule";');
    expect(files.get("provider/roles/role.ts")).toContain('const shimPath = "roles/role";');
  });

  it("loads no zod: a program type-checks plain types", () => {
    for (const [file, text] of files) expect({ file, zod: /\bzod\b|\/schema"/.test(text) }).toEqual({ file, zod: false });
  });
});
