// `npm run demo`: installs the package into node_modules as users get it, starts the emulator, deploys
// the quickstart stack (examples/quickstart, through the root Pulumi.yaml) with the real Pulumi CLI
// and a throwaway local backend, prints its outputs, shows that a second preview has no changes,
// then destroys the stack and stops the emulator. With `--keep` (`npm run demo -- --keep`), it
// first waits for Ctrl-C (or SIGTERM) with the stack and the emulator up, for a look in the
// emulator's web console. The npm script installs the CLI and builds first, so the demo needs
// nothing but `npm ci` before it. It leaves nothing behind but the installed package: the backend
// is a temporary folder and the stack's config file is removed.
import { spawn } from "node:child_process";
import { once } from "node:events";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parseArgs } from "node:util";
import { startEmulator } from "../emulator";
import { installPackage } from "./install-package";

const repoRoot = path.resolve(__dirname, "../..");

/** Resolves at the first Ctrl-C or SIGTERM, which then no longer end the process. */
function stopRequested(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off("SIGINT", stop).off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop).on("SIGTERM", stop);
  });
}

async function main(): Promise<void> {
  const { keep } = parseArgs({ options: { keep: { type: "boolean", default: false } }, strict: true }).values;
  // The quickstart imports the package by name, and Pulumi's dynamic provider host loads its
  // runtime by name, both from node_modules.
  console.log(`Installed the package as users get it: ${path.relative(repoRoot, installPackage(repoRoot))}`);
  const emulator = await startEmulator();
  const admin = emulator.organizations[0]!.users.find((user) => user.role === "Organization Admin")!;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "support-platform-demo-"));
  const env = {
    ...process.env,
    PATH: [path.join(repoRoot, ".tools", "pulumi", "bin"), path.join(repoRoot, "node_modules", ".bin"), process.env.PATH].join(
      path.delimiter,
    ),
    PULUMI_HOME: path.join(scratch, "home"),
    PULUMI_BACKEND_URL: `file://${path.join(scratch, "backend")}`,
    PULUMI_CONFIG_PASSPHRASE: "demo",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_NODEJS_TRANSPILE_ONLY: "true",
    // The API key reaches the stack config through the environment, never a command line.
    DEMO_API_KEY: admin.apiKey,
  };
  fs.mkdirSync(path.join(scratch, "backend"));
  // Asynchronous: the emulator serves from this process's event loop while the CLI runs.
  const pulumi = async (title: string, args: string[], input?: string) => {
    console.log(`\n$ pulumi ${args.join(" ")}    # ${title}`);
    const child = spawn("pulumi", args, { cwd: repoRoot, env, stdio: [input === undefined ? "ignore" : "pipe", "inherit", "inherit"] });
    child.stdin?.end(input);
    const [status] = (await once(child, "exit")) as [number | null];
    if (status !== 0) throw new Error(`pulumi ${args[0]} failed (exit ${status})`);
  };
  try {
    console.log(`Emulator: ${emulator.baseUrl} (apps ${emulator.appsStudioUrl}), acting as ${admin.email}`);
    console.log(`Console:  ${emulator.consoleUrl}   (the stack's records, the requests it sends, webhook deliveries)`);
    await pulumi("a stack in a throwaway local backend", ["stack", "init", "demo", "--non-interactive"]);
    await pulumi("the platform's address", ["config", "set", "supportplatform:baseUrl", emulator.baseUrl]);
    await pulumi("the platform's apps address", ["config", "set", "supportplatform:appsStudioUrl", emulator.appsStudioUrl]);
    await pulumi("the API key, encrypted in the stack config", ["config", "set", "--secret", "supportplatform:apiKey"], env.DEMO_API_KEY);
    await pulumi("deploy", ["up", "--yes", "--non-interactive"]);
    await pulumi("the stack's outputs", ["stack", "output"]);
    await pulumi("a second preview: nothing to change", ["preview", "--expect-no-changes", "--non-interactive"]);
    if (keep) {
      console.log(`\nThe stack and the emulator stay up: open ${emulator.consoleUrl}\nPress Ctrl-C to destroy the stack and stop.`);
      console.log(`\n${await stopRequested()}: cleaning up`);
    }
    await pulumi("clean up", ["destroy", "--yes", "--non-interactive"]);
    await pulumi("remove the stack and its config file", ["stack", "rm", "demo", "--yes", "--non-interactive"]);
  } finally {
    fs.rmSync(path.join(repoRoot, "Pulumi.demo.yaml"), { force: true }); // after a failure too
    await emulator.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
