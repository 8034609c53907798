// Scenario: throughput of the emulator on loopback, rate limiting off: requests per second over a
// mix of reads and writes, from keep-alive connections. The emulator runs in its own process
// (dist/emulator/cli.js) so that the load generator does not share its event loop.
import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { join } from "node:path";
import type { ScenarioResult } from "./scenario-result";

interface Call {
  method: string;
  url: string;
  body?: string;
}

const TARGET = 2_000;

async function startEmulatorProcess(): Promise<{ urls: Record<"base" | "api" | "apps", string>; stop(): void }> {
  const child = spawn(process.execPath, [join(__dirname, "..", "..", "emulator", "cli.js"), "--port", "0", "--rate-limit", "off"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const urls = await new Promise<Record<"base" | "api" | "apps", string>>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const base = /base_url\s+(\S+)/.exec(output)?.[1];
      const api = /api_url\s+(\S+)/.exec(output)?.[1];
      const apps = /apps_studio_url\s+(\S+)/.exec(output)?.[1];
      if (base && api && apps) resolve({ base, api, apps });
    });
    child.once("exit", (code) => reject(new Error(`emulator exited with ${code}: ${output}`)));
  });
  return { urls, stop: () => child.kill("SIGTERM") };
}

function send(agent: Agent, call: Call, apiKey: string): Promise<number> {
  const url = new URL(call.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "x-api-key": apiKey };
    if (call.body !== undefined)
      Object.assign(headers, { "content-type": "application/json", "content-length": String(Buffer.byteLength(call.body)) });
    const outgoing = request(
      { agent, host: url.hostname, port: url.port, method: call.method, path: url.pathname + url.search, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(call.body);
  });
}

export async function emulatorThroughput(seconds = 10, connections = 32): Promise<ScenarioResult> {
  const emulator = await startEmulatorProcess();
  const credentials = (await (await fetch(`${emulator.urls.base}/_emulator/credentials`)).json()) as {
    organizations: { teams: { id: string }[]; users: { apiKey: string; role: string }[] }[];
  };
  const acme = credentials.organizations[0]!;
  const apiKey = acme.users.find((user) => user.role === "Organization Admin")!.apiKey;
  const team = acme.teams[0]!.id;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });

  const role = await fetch(`${emulator.urls.base}/v1/roles`, {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench" }),
  });
  const roleId = ((await role.json()) as { data: { id: string } }).data.id;
  await fetch(`${emulator.urls.base}/v1/csat/rules/${team}`, {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench rule" }),
  });
  const ticketTypes = (await (await fetch(`${emulator.urls.base}/v1/tickets/type`, { headers: { "x-api-key": apiKey } })).json()) as {
    data: { id: string }[];
  };

  // Mostly reads, as a provider's refresh and preview do, with updates in between.
  const mix: Call[] = [
    { method: "GET", url: `${emulator.urls.base}/v1/roles/${roleId}` },
    { method: "GET", url: `${emulator.urls.base}/v1/roles` },
    { method: "GET", url: `${emulator.urls.base}/v1/tickets/type/${ticketTypes.data[0]!.id}` },
    { method: "GET", url: `${emulator.urls.base}/v1/accounts/attributes?attribute=task_status` },
    { method: "GET", url: `${emulator.urls.apps}/apps/installed-apps` },
    { method: "PATCH", url: `${emulator.urls.base}/v1/roles/${roleId}`, body: JSON.stringify({ description: "updated by the benchmark" }) },
    { method: "GET", url: `${emulator.urls.api}/v1/search/tickets?q=*&query_by=title` },
    { method: "PATCH", url: `${emulator.urls.base}/v1/csat/team/${team}/update`, body: JSON.stringify({ cooldownPeriodDays: 14 }) },
  ];

  // Warm up, then measure.
  for (let index = 0; index < 500; index++) await send(agent, mix[index % mix.length]!, apiKey);
  let completed = 0;
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  const worker = async (offset: number) => {
    for (let index = offset; Date.now() < deadline; index++) {
      const status = await send(agent, mix[index % mix.length]!, apiKey);
      if (status >= 400) failed++;
      completed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  emulator.stop();

  return {
    name: "emulator throughput",
    measured: Math.round(completed / elapsed),
    target: TARGET,
    unit: "requests/s",
    better: "higher",
    details: { requests: completed, seconds: elapsed, connections, failedAnswers: failed },
  };
}
