// What a Pulumi program pays for importing the package: the resource classes and their shims, not
// the provider's schemas (zod) and HTTP client (got), which only the provider process needs. A
// program that reads a ticket type loads them on its first read.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { repoRoot } from "../../harness/pulumi-stack";

const run = promisify(execFile);

/** The packages of zod and got that `script`, run from the installed package's project, has loaded. */
async function heavyModulesLoadedBy(script: string): Promise<string[]> {
  const report = `console.log(JSON.stringify([...new Set(Object.keys(require.cache).map((file) => /node_modules\\/(zod|got)\\//.exec(file)?.[1]).filter(Boolean))].sort()))`;
  const { stdout } = await run(process.execPath, ["-e", `${script};${report}`], { cwd: repoRoot });
  return JSON.parse(stdout) as string[];
}

describe("importing the package in a program", () => {
  it("loads neither zod nor got", async () => {
    await expect(
      heavyModulesLoadedBy(`const sp = require("pulumi-support-platform"); sp.roleActions; sp.accountAttributes`),
    ).resolves.toEqual([]);
  });

  it("loads them when a ticket type is read", async () => {
    const read = `const sp = require("pulumi-support-platform"); sp.getTicketType({ id: "" }).catch(() => undefined)`;
    await expect(heavyModulesLoadedBy(read)).resolves.toEqual(["got", "zod"]);
  });
});
