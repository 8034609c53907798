// The console's page and files: one page whose policy allows this origin only, every module it
// imports served (compiled from TypeScript, Preact through the import map), and nothing else.
import { createHash } from "node:crypto";
import * as http from "node:http";
import { call, useEmulator } from "../support";

const emulator = useEmulator();
const consoleUrl = () => emulator().consoleUrl;

/** The settings the page embeds for its script. */
const embeddedSettings = (page: string) =>
  JSON.parse(/<script type="application\/json" id="console-settings">(.*?)<\/script>/.exec(page)![1]!);

/** The status of a GET of `path` sent as is, without the URL normalization fetch applies. */
function rawStatus(path: string): Promise<number> {
  const { hostname, port } = new URL(emulator().baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

test("serves one page whose content security policy allows this origin only, its import map by hash", async () => {
  const page = await call(consoleUrl());
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const importMap = /<script type="importmap">(.*?)<\/script>/.exec(page.text)![1]!;
  const policy = page.headers.get("content-security-policy")!;
  expect(policy).toContain(`script-src 'self' 'sha256-${createHash("sha256").update(importMap).digest("base64")}'`);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("connect-src 'self'");
  // Every address the page names is on this origin.
  const addresses = [...page.text.matchAll(/(?:src|href)="([^"]*)"/g), ...importMap.matchAll(/"(\/[^"]*|[a-z]+:[^"]*)"/g)].map(
    (match) => match[1]!,
  );
  expect(addresses.length).toBeGreaterThan(3);
  for (const address of addresses) expect(address).toMatch(/^(\/_emulator\/console\/|data:,$)/);
  const settings = embeddedSettings(page.text);
  expect(settings.resourceKinds).toContain("roles");
  expect(settings.eventKinds).toContain("ticket:created");
});

test("embeds each kind's columns, from the domain that holds its table", async () => {
  const page = await call(consoleUrl());
  const settings = embeddedSettings(page.text);
  expect(Object.keys(settings.resourceColumns).sort()).toEqual([...settings.resourceKinds].sort());
  expect(settings.resourceColumns.roles).toEqual(["name", "description", "isSystem"]);
  expect(settings.resourceColumns.apps).toContain("manifest.integration.webhooks.events");
  expect(settings.resourceColumns.workflows).toEqual(["name", "type", "subType", "triggerEvent", "teamId", "isActive", "version"]);
});

test("serves every module the console imports, compiled, and Preact's through the import map", async () => {
  const page = await call(consoleUrl());
  const imports: Record<string, string> = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(page.text)![1]!).imports;
  const entry = new URL(/<script type="module" src="([^"]+)"/.exec(page.text)![1]!, emulator().baseUrl).href;
  const served = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (served.has(url)) continue;
    const module = await call(url);
    expect({ url, status: module.status, type: module.headers.get("content-type") }).toEqual({
      url,
      status: 200,
      type: "text/javascript; charset=utf-8",
    });
    served.add(url);
    for (const [, specifier] of module.text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^"'\n]*?from\s*["']([^"']+)["']/g)) {
      const mapped = imports[specifier!];
      if (specifier!.startsWith(".")) queue.push(new URL(specifier!, url).href);
      else if (mapped !== undefined) queue.push(new URL(mapped, emulator().baseUrl).href);
      else throw new Error(`${url} imports ${specifier}, which neither resolves on this origin nor is in the import map`);
    }
  }
  expect([...served].some((url) => url.endsWith("/src/controls/client.js"))).toBe(true);
  expect([...served].some((url) => url.endsWith("/vendor/hooks.mjs"))).toBe(true);
  const main = await call(entry);
  expect(main.text).not.toMatch(/\bimport type\b|: string\b/); // compiled, not TypeScript
  const sheet = await call(new URL(/<link rel="stylesheet" href="([^"]+)"/.exec(page.text)![1]!, emulator().baseUrl).href);
  expect([sheet.status, sheet.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
});

test("serves nothing else: other emulator modules, other files, or a way up are 404s", async () => {
  for (const path of [
    "/_emulator/console/src/store/seed.js",
    "/_emulator/console/src/console/app/tsconfig.json",
    "/_emulator/console/src/console/app/main.tsx",
    "/_emulator/console/src/console/page.js",
    "/_emulator/console/src/console/app/../../store/seed.js",
    "/_emulator/console/src/console/app/..%2f..%2fstore%2fseed.js",
    "/_emulator/console/src/console/app/missing.js",
    "/_emulator/console/vendor/compat.mjs",
    "/_emulator/console/vendor/..%2fpackage.json",
  ]) {
    expect([path, await rawStatus(path)]).toEqual([path, 404]);
  }
});

test("console traffic stays out of the request log and the rate limit", async () => {
  await emulator().control.setRateLimit(1, 60);
  for (let index = 0; index < 3; index++) expect((await call(consoleUrl())).status).toBe(200);
  expect(await emulator().control.requests()).toEqual([]);
});
