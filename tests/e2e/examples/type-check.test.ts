// The examples are run with transpile-only TypeScript, which checks no types: this compiles them
// against the package's declarations, as a user's editor and `tsc` would.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../../harness/pulumi-stack";
import { exampleDir } from "./example-stack";

it("every example type-checks against the package's declarations", async () => {
  const programs = fs
    .readdirSync(path.join(repoRoot, "examples"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(exampleDir(entry.name), "index.ts"));
  expect(programs.length).toBeGreaterThanOrEqual(4);
  const tsc = path.join(repoRoot, "node_modules", ".bin", "tsc");
  const flags = ["--ignoreConfig", "--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2023", "--skipLibCheck", "--types", "node"];
  // Rejects with tsc's diagnostics on stdout when a type is wrong.
  await promisify(execFile)(tsc, [...flags, ...programs], { cwd: repoRoot });
});
