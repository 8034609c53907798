// sdk/nodejs, the Node.js SDK as Pulumi's generator writes it: its own tsconfig type-checks it
// against the checkout's @pulumi/pulumi.
import * as path from "node:path";
import { sdkDir } from "../../harness/languages";
import { runCommandOk } from "../../harness/pulumi-cli";
import { repoRoot } from "../../harness/pulumi-stack";

describe("sdk/nodejs", () => {
  it("type-checks", async () => {
    await runCommandOk(
      process.execPath,
      [path.join(repoRoot, "node_modules", "typescript", "bin", "tsc"), "-p", sdkDir("nodejs"), "--noEmit"],
      { cwd: repoRoot, env: {} },
    );
  });
});
