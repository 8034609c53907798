import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..", "..");

test("the command line prints the five URLs and the credentials, serves, and stops cleanly on SIGTERM", async () => {
  const child = spawn(
    process.execPath,
    ["-r", "ts-node/register/transpile-only", join(ROOT, "emulator", "cli.ts"), "--port", "0", "--rate-limit", "off"],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    const deadline = Date.now() + 20_000;
    while (!/workflows_url/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const base = /base_url\s+(http:\/\/\S+)/.exec(output)?.[1];
    expect(base).toBeDefined();
    expect(output).toMatch(/api_url\s+http:\/\/127\.0\.0\.1:\d+/);
    const sla = /sla_url\s+(http:\/\/\S+)/.exec(output)?.[1];
    expect(/workflows_url\s+http:\/\/127\.0\.0\.1:\d+/.test(output)).toBe(true);
    expect(output).toContain("admin@acme.test");
    expect(output).toContain("sp_globex_observer_");
    expect((await fetch(`${base}/v1/roles`, { headers: { "x-api-key": /x-api-key (sp_acme_admin_\S+)/.exec(output)![1]! } })).status).toBe(
      200,
    );
    expect((await fetch(`${sla}/v1/sla/policy`)).status).toBe(401);
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);
