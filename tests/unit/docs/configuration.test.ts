// The configuration reference is written by `npm run docs` from the provider's settings: the
// committed page and README table are what it writes now.
import * as fs from "node:fs";
import * as path from "node:path";
import { providerSettings } from "../../../provider/config/provider-config";
import { configurationTable, installationConfigurationPage, withReadmeTable } from "../../../scripts/docs/configuration";
import { packageSchema } from "../../../scripts/schema/package-schema";

const repoRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");

it("docs/installation-configuration.md is what npm run docs writes", () => {
  expect(read("docs/installation-configuration.md")).toBe(installationConfigurationPage(packageSchema(JSON.parse(read("package.json")))));
});

it("the README's configuration table is what npm run docs writes", () => {
  const readme = read("README.md");
  expect(readme).toBe(withReadmeTable(readme));
});

it("the table has a row per setting, with its variable, and says which are required and secret", () => {
  const rows = configurationTable().split("\n").slice(2);
  expect(rows).toHaveLength(Object.keys(providerSettings).length);
  expect(rows[0]).toBe(`| \`apiKey\` | \`SUPPORT_PLATFORM_API_KEY\` | yes | yes | ${providerSettings.apiKey.description} |`);
  expect(rows.find((row) => row.startsWith("| `apiUrl`"))).toMatch(/\| no \| no \|/);
});

it("a README without the generated region is refused, naming the markers", () => {
  expect(() => withReadmeTable("# no table here")).toThrow(/configuration-table/);
});
