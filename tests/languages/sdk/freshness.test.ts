// sdk/ (with sdk/nodejs/, the package's Node.js SDK, its `./native` export) is what `npm run sdk`
// writes from schema.json with Pulumi's code generators: regenerated into a scratch folder, every
// file is the same and no file is missing or extra. On failure: run `npm run sdk` and commit sdk/.
import * as fs from "node:fs";
import * as path from "node:path";
import { goBuildTimeout } from "../../harness/languages";
import { runCommandOk } from "../../harness/pulumi-cli";
import { makeScratchDir, repoRoot } from "../../harness/pulumi-stack";

// What building or byte-compiling an SDK in place leaves, which the SDKs' own .gitignore files skip.
const byproducts = new Set(["node_modules", "bin", "__pycache__"]);

/** Every file under `root`, by relative path, with its content. */
function tree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!byproducts.has(entry.name)) walk(full);
      } else files.set(path.relative(root, full), fs.readFileSync(full, "utf8"));
    }
  };
  walk(root);
  return files;
}

/** Each file of the committed tree `committed` is the generated one's, and none is missing or extra. */
function expectSameTree(committed: string, generated: string): Map<string, string> {
  const [expected, actual] = [tree(committed), tree(generated)];
  expect([...expected.keys()].sort()).toEqual([...actual.keys()].sort());
  for (const [file, text] of actual) expect({ file, text: expected.get(file) }).toEqual({ file, text });
  return actual;
}

describe("sdk/", () => {
  const scratch = makeScratchDir("sdk");
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it(
    "is what `npm run sdk` writes from schema.json",
    async () => {
      const sdk = path.join(scratch, "sdk");
      const native = path.join(sdk, "nodejs");
      await runCommandOk("bash", [path.join(repoRoot, "scripts", "generate-sdks.sh"), sdk, native], { cwd: repoRoot, env: {} });
      const generated = expectSameTree(path.join(repoRoot, "sdk"), sdk);
      for (const language of ["go", "nodejs", "python"])
        expect([...generated.keys()].filter((file) => file.startsWith(`${language}${path.sep}`)).length).toBeGreaterThan(15);
    },
    goBuildTimeout,
  );
});
