// `npm run schema`: writes schema.json, the Pulumi package schema, from the provider's zod schemas
// and settings (scripts/schema/package-schema.ts). Never edit schema.json by hand: a unit test
// fails when it differs from what this script writes.
import * as fs from "node:fs";
import * as path from "node:path";
import { packageSchema, schemaText } from "./schema/package-schema";

const repoRoot = path.resolve(__dirname, "../..");
const metadata = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
const target = path.join(repoRoot, "schema.json");
fs.writeFileSync(target, schemaText(packageSchema(metadata)));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
