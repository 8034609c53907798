// What a Pulumi program pays for importing the package: the resource classes and their shims, not
// the provider's schemas (zod) and HTTP client (got), which only the provider process needs. A
// program that reads a ticket type loads zod on its first read, to check the arguments; got comes
// with the first request (the client imports it then), which a read refused by its check never sends.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { repoRoot } from "../../harness/pulumi-stack";

const run = promisify(execFile);

/**
 * The packages of zod and got that `script`, run from the installed package's project, has loaded
 * once it has settled: through require or import (a module hook sees both; got is ESM).
 */
async function heavyModulesLoadedBy(script: string): Promise<string[]> {
  const watch = `const loaded = new Set(); require("node:module").registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });`;
  const report = `console.log(JSON.stringify([...new Set([...loaded, ...Object.keys(require.cache)].map((file) => /node_modules\\/(zod|got)\\//.exec(file)?.[1]).filter(Boolean))].sort()))`;
  const { stdout } = await run(process.execPath, ["-e", `${watch} (async () => { ${script}; })().then(() => { ${report} })`], {
    cwd: repoRoot,
  });
  return JSON.parse(stdout) as string[];
}

describe("importing the package in a program", () => {
  it("loads neither zod nor got", async () => {
    await expect(
      heavyModulesLoadedBy(`const sp = require("pulumi-support-platform"); sp.roleActions; sp.accountAttributes; sp.tagTypes`),
    ).resolves.toEqual([]);
  });

  it("loads zod, not got, when a ticket type read is refused by its check", async () => {
    const read = `const sp = require("pulumi-support-platform"); await sp.getTicketType({ id: "" }).catch(() => undefined)`;
    await expect(heavyModulesLoadedBy(read)).resolves.toEqual(["zod"]);
  });
});
