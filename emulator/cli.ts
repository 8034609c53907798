// `npm run emulator -- --port 4010 [--host h] [--allow-host name]… [--rate-limit 60/60|off] [--strict-auth]
// [--data-file f] [--token-ttl s] [--log]`: starts the emulator, prints its URLs and the seeded
// credentials, and stops cleanly on SIGINT or SIGTERM.
import { parseArgs } from "node:util";
import { startEmulator, type EmulatorOptions, type RunningEmulator } from "./index";

const USAGE =
  "usage: emulator [--port 4010] [--host 127.0.0.1] [--allow-host <name>]… [--rate-limit <limit>/<windowSeconds>|off] [--strict-auth] [--data-file <path>] [--token-ttl <seconds>] [--log]";

export function parseCommandLine(args: string[]): EmulatorOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "allow-host": { type: "string", multiple: true },
      "rate-limit": { type: "string" },
      "strict-auth": { type: "boolean" },
      "data-file": { type: "string" },
      "token-ttl": { type: "string" },
      log: { type: "boolean" },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    ...(values.port !== undefined && { port: wholeNumber("--port", values.port) }),
    ...(values.host !== undefined && { host: values.host }),
    ...(values["allow-host"] !== undefined && { allowedHosts: values["allow-host"] }),
    ...(values["rate-limit"] !== undefined && { rateLimit: parseRateLimit(values["rate-limit"]) }),
    ...(values["strict-auth"] && { strictAuth: true }),
    ...(values["data-file"] !== undefined && { dataFile: values["data-file"] }),
    ...(values["token-ttl"] !== undefined && { tokenTtlSeconds: wholeNumber("--token-ttl", values["token-ttl"]) }),
    ...(values.log && { logger: true }),
  };
}

function parseRateLimit(text: string): EmulatorOptions["rateLimit"] {
  if (text === "off") return false;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`--rate-limit must be <limit>/<windowSeconds> (such as 60/60) or off, got ${text}`);
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

function wholeNumber(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`${flag} must be a whole number, got ${text}`);
  return Number(text);
}

export function describeEmulator(emulator: RunningEmulator, options: EmulatorOptions): string {
  const lines = [
    "Support platform emulator running",
    `  base_url         ${emulator.baseUrl}   (controls: ${emulator.baseUrl}/_emulator)`,
    `  api_url          ${emulator.apiUrl}`,
    `  apps_studio_url  ${emulator.appsStudioUrl}`,
    `  sla_url          ${emulator.slaUrl}`,
    `  workflows_url    ${emulator.workflowsUrl}`,
    `  console          ${emulator.consoleUrl}`,
    `  rate limit       ${options.rateLimit === false ? "off" : `${options.rateLimit?.limit ?? 60} per ${options.rateLimit?.windowSeconds ?? 60} s`}` +
      `${options.strictAuth ? ", strict auth" : ""}${options.dataFile ? `, data file ${options.dataFile}` : ""}`,
    "",
    "Seeded credentials:",
  ];
  for (const organization of emulator.organizations) {
    lines.push(
      `  ${organization.name} (${organization.id}); teams ${organization.teams.map((team) => `${team.name} ${team.id}`).join(", ")}`,
    );
    for (const user of organization.users) {
      lines.push(
        `    ${user.role.padEnd(18)} ${user.id}  ${user.email.padEnd(20)} password ${user.password.padEnd(24)} x-api-key ${user.apiKey}`,
      );
    }
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  let options: EmulatorOptions;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const emulator = await startEmulator(options);
  console.log(describeEmulator(emulator, options));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
