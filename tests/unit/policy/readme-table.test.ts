// The README's table of the pack's policies says what the pack does: every policy once, with its
// default level and each setting with its default.
import * as fs from "node:fs";
import * as path from "node:path";
import { supportPlatformPolicies } from "../../../policy/policies";

const readme = fs.readFileSync(path.join(__dirname, "../../../README.md"), "utf8");
/** The table's rows by policy name: its cells. */
const rows = new Map(
  readme
    .split("\n")
    .map((line) => /^\| `([a-z-]+)` \| (\w+) \| (.*?) \|\s*(.*?)\s*\|$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, { level: match[2]!, settings: match[4]! }]),
);

const shown = (value: unknown) =>
  Array.isArray(value) ? (value.length === 0 ? "none" : value.map((item) => `\`${item}\``).join(", ")) : String(value);

describe("the README's table of policies", () => {
  it("lists every policy of the pack, and nothing else, with its default level and settings", () => {
    expect([...rows.keys()].sort()).toEqual(supportPlatformPolicies.map((policy) => policy.name).sort());
    for (const policy of supportPlatformPolicies) {
      const row = rows.get(policy.name)!;
      expect(`${policy.name}: ${row.level}`).toBe(`${policy.name}: ${policy.enforcementLevel}`);
      const settings = Object.entries(policy.configSchema?.properties ?? {}).map(
        ([name, setting]) => `\`${name}\` (${shown(setting.default)})`,
      );
      expect(`${policy.name}: ${row.settings.trim()}`).toBe(`${policy.name}: ${settings.join(", ")}`);
    }
  });
});
