// What a Pulumi program pays for importing the package: the resource classes and their shims, not
// the provider's schemas (zod) and HTTP client (got), which only the provider process needs. A
// program that reads a ticket type loads zod with its first read, and got with its first request.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../../harness/pulumi-stack";

const run = promisify(execFile);

/**
 * The packages of zod and got that `script` (an expression; a promise is awaited), run from the
 * installed package's project, has loaded: required ones from require.cache, and imported ones (the
 * client imports got, an ES module, with its first request) from a resolve hook that records each
 * before the import goes on.
 */
async function heavyModulesLoadedBy(script: string, env: Record<string, string> = {}): Promise<string[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "support-platform-import-"));
  try {
    const imported = path.join(scratch, "imported");
    fs.writeFileSync(imported, "");
    const hooks = `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const found = /node_modules\\/(zod|got)\\//.exec(resolved.url);
  if (found) appendFileSync(${JSON.stringify(imported)}, found[1] + "\\n");
  return resolved;
}`;
    const register = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
    const report = `const required = Object.keys(require.cache).map((file) => /node_modules\\/(zod|got)\\//.exec(file)?.[1]);
const imported = require("node:fs").readFileSync(${JSON.stringify(imported)}, "utf8").split("\\n");
console.log(JSON.stringify([...new Set([...required, ...imported].filter(Boolean))].sort()));`;
    const { stdout } = await run(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(register)}`, "-e", `Promise.resolve(${script}).then(() => {${report}})`],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    );
    return JSON.parse(stdout) as string[];
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

describe("importing the package in a program", () => {
  it("loads neither zod nor got", async () => {
    await expect(
      heavyModulesLoadedBy(`[require("pulumi-support-platform")].map((sp) => [sp.roleActions, sp.accountAttributes])`),
    ).resolves.toEqual([]);
  });

  it("loads zod when a ticket type is read, and got with the read's request", async () => {
    const read = (id: string) => `require("pulumi-support-platform").getTicketType({ id: "${id}" }).catch(() => undefined)`;
    // An empty id fails the arguments' check: no request.
    await expect(heavyModulesLoadedBy(read(""))).resolves.toEqual(["zod"]);
    // A port nothing listens on: the request is refused, once.
    const unreachable = {
      SUPPORT_PLATFORM_API_KEY: "key",
      SUPPORT_PLATFORM_BASE_URL: "http://127.0.0.1:9",
      SUPPORT_PLATFORM_MAX_RETRIES: "0",
    };
    await expect(heavyModulesLoadedBy(read("TT1"), unreachable)).resolves.toEqual(["got", "zod"]);
  });
});
