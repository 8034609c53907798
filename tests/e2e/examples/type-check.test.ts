// The examples are run with transpile-only TypeScript, which checks no types: this compiles them
// against the package's declarations, as a user's editor and `tsc` would.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../../harness/pulumi-stack";
import { exampleDir } from "./example-stack";

it("every example type-checks against the package's declarations", async () => {
  const folders = fs
    .readdirSync(path.join(repoRoot, "examples"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => exampleDir(entry.name));
  // An example in another language says so in its Pulumi.yaml; every other folder is a TypeScript
  // program, so one that lost its index.ts fails here rather than being skipped. An example of
  // several programs (gitops-teams) has no Pulumi.yaml of its own but one in each program's folder.
  const projectFile = (folder: string) => path.join(folder, "Pulumi.yaml");
  const otherLanguage = (folder: string) => {
    const project = projectFile(folder);
    const runtime = fs.existsSync(project)
      ? /^runtime:(?:[ \t]*|\s*\n\s+name:\s*)(\w+)/m.exec(fs.readFileSync(project, "utf8"))?.[1]
      : undefined;
    return runtime !== undefined && runtime !== "nodejs";
  };
  const programFolders = (folder: string) => {
    if (fs.existsSync(projectFile(folder))) return [folder];
    const programs = fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(projectFile(path.join(folder, entry.name))))
      .map((entry) => path.join(folder, entry.name));
    return programs.length > 0 ? programs : [folder];
  };
  const candidates = folders.flatMap(programFolders);
  const programs = candidates.filter((folder) => !otherLanguage(folder)).map((folder) => path.join(folder, "index.ts"));
  expect(programs.length).toBeGreaterThanOrEqual(4);
  expect(programs.length).toBeLessThan(candidates.length);
  expect(programs).toEqual(
    expect.arrayContaining([
      path.join(exampleDir("gitops-teams"), "platform", "index.ts"),
      path.join(exampleDir("gitops-teams"), "team", "index.ts"),
    ]),
  );
  const tsc = path.join(repoRoot, "node_modules", ".bin", "tsc");
  const flags = [
    "--ignoreConfig",
    "--noEmit",
    "--strict",
    "--module",
    "nodenext",
    "--moduleResolution",
    "nodenext",
    "--target",
    "es2023",
    "--skipLibCheck",
    "--types",
    "node",
  ];
  // Rejects with tsc's diagnostics on stdout when a type is wrong.
  await promisify(execFile)(tsc, [...flags, ...programs], { cwd: repoRoot });
});
