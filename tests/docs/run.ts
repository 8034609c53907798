// `npm run test:docs`: runs the marked blocks of README.md, docs/ and the examples' READMEs verbatim
// against the emulator (marked-blocks.ts says how blocks are marked), as a reader would type them
// on a clean machine that has what the docs ask for: the README's clone beside where each session
// starts (a folder `pulumi-support-platform/` with this checkout's examples, the package as a
// tarball packed from it with `npm pack` and the plugin archive `npm run plugin` writes in
// dist/plugin/), the Pulumi CLI and Node 22 or later on PATH, a Pulumi
// backend and the emulator. Fails naming the file, line and block of each failure, with what it printed.
//
// The environment every block starts with (docs/development.md lists it for readers):
//   SUPPORT_PLATFORM_BASE_URL, _API_URL, _APPS_STUDIO_URL,
//   _SLA_URL, _WORKFLOWS_URL                                  the emulator, on ports 4010-4014, with no rate limit
//   SUPPORT_PLATFORM_API_KEY                                  the key of its Acme Support organization's admin
//   PULUMI_BACKEND_URL, PULUMI_CONFIG_PASSPHRASE, PULUMI_HOME a throwaway local backend
//   PATH                                                      this checkout's Pulumi CLI and Node first
// The emulator is reset to its seed before each session.
//
// `node dist/tests/docs/run.js [--keep] [README.md …]` runs only the files named, and with --keep
// leaves the scratch folder (the sessions' folders, each block's output in logs/) behind.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { type RunningEmulator, startEmulator } from "../../emulator";
import { packTarball } from "../../scripts/install-package";
import { packPlugin } from "../../scripts/pack-plugin";
import { type Block, blocksOf, documentationFiles, markingProblems, runUnits, type RunUnit as Unit } from "./marked-blocks";
import { printedNextSteps, ShellSession } from "./shell-session";

const repoRoot = path.resolve(__dirname, "../../..");
const blockTimeoutMs = 10 * 60_000;

/** The environment of a session's first block: the inherited one without npm's, Pulumi's and the provider's own settings, plus the documented ones. */
function sessionEnv(emulator: RunningEmulator, scratch: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(npm_|INIT_CWD$|NODE_OPTIONS$|PULUMI_|SUPPORT_PLATFORM_)/i.test(name),
  );
  const ownBins = new Set([path.join(repoRoot, "node_modules", ".bin")]);
  const searchPath = (process.env.PATH ?? "").split(path.delimiter).filter((folder) => !ownBins.has(folder));
  const admin = emulator.organizations[0]!.users.find((user) => user.role === "Organization Admin")!;
  return {
    ...Object.fromEntries(inherited),
    PATH: [path.join(repoRoot, ".tools", "pulumi", "bin"), path.dirname(process.execPath), ...searchPath].join(path.delimiter),
    SUPPORT_PLATFORM_BASE_URL: emulator.baseUrl,
    SUPPORT_PLATFORM_API_URL: emulator.apiUrl,
    SUPPORT_PLATFORM_APPS_STUDIO_URL: emulator.appsStudioUrl,
    SUPPORT_PLATFORM_SLA_URL: emulator.slaUrl,
    SUPPORT_PLATFORM_WORKFLOWS_URL: emulator.workflowsUrl,
    SUPPORT_PLATFORM_API_KEY: admin.apiKey,
    PULUMI_HOME: path.join(scratch, "pulumi-home"),
    PULUMI_BACKEND_URL: `file://${path.join(scratch, "pulumi-backend")}`,
    PULUMI_CONFIG_PASSPHRASE: "docs-test",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    // Quieter and quicker npm; nothing a reader's npm would do differently.
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
    npm_config_prefer_offline: "true",
  };
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const describeBlock = (block: Block) => `${block.file}:${block.line}`;
const lastLines = (text: string, count: number) => text.trimEnd().split("\n").slice(-count).join("\n");

/** Runs a unit's blocks in one session; answers the failures, each naming its block. */
async function runUnit(unit: Unit, session: ShellSession, logs: string): Promise<string[]> {
  for (const block of unit.blocks) {
    const marker = block.marker!;
    if (marker.action === "write" || marker.action === "append") {
      session.writeFile(marker.path, block.text, marker.action === "append");
      console.log(`  ${marker.action} ${marker.path}  (${describeBlock(block)})`);
      continue;
    }
    const steps: { what: string; script: string }[] = [{ what: describeBlock(block), script: block.text }];
    for (let index = 0; index < steps.length; index++) {
      const { what, script } = steps[index]!;
      const started = Date.now();
      const run = await session.run(script, blockTimeoutMs);
      fs.appendFileSync(
        path.join(logs, `${unit.file.replace(/\W+/g, "-")}-${unit.name.replace(/\W+/g, "-")}.log`),
        `$ ${what}\n${run.output}\n`,
      );
      if (run.code !== 0) {
        const why = run.timedOut ? `did not finish in ${blockTimeoutMs / 60_000} min` : `exited with ${run.code}`;
        const skipped = unit.blocks.length - 1 - unit.blocks.indexOf(block);
        return [
          `${what} (${unit.name}) ${why} after ${seconds(started)}${skipped > 0 ? `; the session's ${skipped} later block(s) did not run` : ""}:\n` +
            `${script.trimEnd().replace(/^/gm, "    $ ")}\n  printed (last lines):\n${lastLines(run.output, 60).replace(/^/gm, "    ")}`,
        ];
      }
      console.log(`  ok ${what}  ${seconds(started)}`);
      if (marker.action === "run" && marker.thenNextSteps && index === 0) {
        const next = printedNextSteps(run.stdout);
        if (next === undefined)
          return [`${what} (${unit.name}) printed no next steps (a line after "Next …:"):\n${lastLines(run.output, 20)}`];
        steps.push({ what: `the next steps ${what} printed: ${next}`, script: `${next}\n` });
      }
    }
  }
  return [];
}

async function main(): Promise<number> {
  const keep = process.argv.includes("--keep");
  const named = process.argv.slice(2).filter((argument) => argument !== "--keep");
  const files = documentationFiles(repoRoot).filter((file) => named.length === 0 || named.includes(file));
  if (named.length > 0 && files.length !== named.length)
    throw new Error(`not documentation files of the test: ${named.filter((file) => !files.includes(file)).join(", ")}`);
  const blocks = files.flatMap((file) => blocksOf(file, fs.readFileSync(path.join(repoRoot, file), "utf8")));
  const problems = markingProblems(blocks);
  if (problems.length > 0) throw new Error(`unmarked or wrongly marked blocks:\n${problems.join("\n")}`);
  const units = runUnits(blocks);

  const { name, version } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { name: string; version: string };
  const tarball = { name: `${name}-${version}.tgz`, bytes: packTarball(repoRoot) };
  const archivePath = packPlugin();
  const archive = { name: path.basename(archivePath), bytes: fs.readFileSync(archivePath) };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "support-platform-docs-test-"));
  // The README's clone's address: the emulator on 4010-4014, as `npm run emulator -- --port 4010` starts it.
  const emulator = await startEmulator({ port: 4010, rateLimit: false });
  const started = Date.now();
  const failures: string[] = [];
  try {
    console.log(`docs test: ${units.length} sessions from ${files.join(", ")}; emulator ${emulator.baseUrl}; scratch ${scratch}`);
    const env = sessionEnv(emulator, scratch);
    fs.mkdirSync(path.join(scratch, "pulumi-backend"));
    const logs = path.join(scratch, "logs");
    fs.mkdirSync(logs);
    for (const [index, unit] of units.entries()) {
      console.log(`${unit.file}, ${unit.name}:`);
      await emulator.control.reset();
      const folder = path.join(scratch, "sessions", `${index + 1}`);
      // The clone beside where the session starts, as the README's install leaves it: its examples,
      // the tarball packed in it and the plugin archive of `npm run plugin`.
      fs.cpSync(path.join(repoRoot, "examples"), path.join(folder, name, "examples"), {
        recursive: true,
        filter: (source) => path.basename(source) !== "node_modules",
      });
      fs.writeFileSync(path.join(folder, name, tarball.name), tarball.bytes);
      fs.mkdirSync(path.join(folder, name, "dist", "plugin"), { recursive: true });
      fs.writeFileSync(path.join(folder, name, "dist", "plugin", archive.name), archive.bytes);
      failures.push(...(await runUnit(unit, new ShellSession(folder, path.join(scratch, "state", `${index + 1}`), env), logs)));
    }
  } finally {
    await emulator.stop();
  }
  if (failures.length > 0) {
    console.error(`\ndocs test: ${failures.length} failed (in ${seconds(started)}; files kept in ${scratch}):\n\n${failures.join("\n\n")}`);
    return 1;
  }
  if (!keep) fs.rmSync(scratch, { recursive: true, force: true });
  console.log(
    `docs test: every marked block ran (${units.length} sessions, ${seconds(started)})${keep ? `; files kept in ${scratch}` : ""}`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`docs test: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
