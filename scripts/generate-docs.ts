// `npm run docs`: writes the configuration reference from the provider's settings and the package
// schema (scripts/docs/configuration.ts): docs/installation-configuration.md and the table in the
// README's Configuration section; the README's list of assumed calls from the endpoints
// (scripts/docs/assumed-calls.ts); and the example programs of docs/_index.md from the examples
// (scripts/docs/index-examples.ts); and the README's performance table from the last whole bench run
// (scripts/docs/performance-table.ts). A unit test fails when any differs from what this writes.
import * as fs from "node:fs";
import * as path from "node:path";
import { withAssumedCalls } from "./docs/assumed-calls";
import { installationConfigurationPage, withReadmeTable } from "./docs/configuration";
import { withExamples } from "./docs/index-examples";
import { withPerformanceTable } from "./docs/performance-table";
import { packageSchema } from "./schema/package-schema";

const repoRoot = path.resolve(__dirname, "../..");
const metadata = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
const page = path.join(repoRoot, "docs", "installation-configuration.md");
fs.writeFileSync(page, installationConfigurationPage(packageSchema(metadata)));
const readme = path.join(repoRoot, "README.md");
const benchReport = JSON.parse(fs.readFileSync(path.join(repoRoot, "tests", "bench", "results", "latest.json"), "utf8"));
fs.writeFileSync(readme, withAssumedCalls(withPerformanceTable(withReadmeTable(fs.readFileSync(readme, "utf8")), benchReport)));
const index = path.join(repoRoot, "docs", "_index.md");
fs.writeFileSync(index, withExamples(fs.readFileSync(index, "utf8"), repoRoot));
console.log(
  `wrote ${path.relative(process.cwd(), page)}, the configuration, assumed calls' and performance tables of ${path.relative(process.cwd(), readme)} and the examples of ${path.relative(process.cwd(), index)}`,
);
