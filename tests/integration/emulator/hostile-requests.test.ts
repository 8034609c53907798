// Hostile input, as a new user tried it: a manifest nested 5,000 levels deep, a control patch
// 200,000 levels deep, bodies that are not valid UTF-8. Each is a 4xx that leaves no trace, in
// memory or in the data file, and every organization's next ordinary requests succeed. Also what
// held before and must keep holding: 2 MiB bodies, `__proto__` keys, encoded traversal, huge headers.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator, type RunningEmulator } from "../../../emulator";
import type { AppView } from "../../../emulator/domains/apps/routes";
import { call, controlHeaders, webhookManifest } from "./support";

/** `levels` objects, one inside the other. */
function nestedObjects(levels: number): string {
  return `${'{"a":'.repeat(levels)}"leaf"${"}".repeat(levels)}`;
}

const INVALID_UTF8 = {
  "\\xff\\xfe": Buffer.from([0xff, 0xfe]),
  "an overlong encoding of /": Buffer.from([0xc0, 0xaf]),
  "an overlong three-byte encoding of /": Buffer.from([0xe0, 0x80, 0xaf]),
  "an unpaired surrogate encoded in UTF-8": Buffer.from([0xed, 0xa0, 0x80]),
};

describe.each([
  { mode: "in memory", withDataFile: false },
  { mode: "with a data file", withDataFile: true },
])("hostile requests, $mode", ({ withDataFile }) => {
  let emulator: RunningEmulator;
  let directory: string;
  let dataFile: string | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "emulator-hostile-"));
    dataFile = withDataFile ? join(directory, "state.json") : undefined;
    emulator = await startEmulator({ rateLimit: false, ...(dataFile && { dataFile }) });
  });
  beforeEach(() => emulator.control.reset());
  afterAll(async () => {
    await emulator.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const admin = (organization: number) => emulator.organizations[organization]!.users.find((user) => user.role === "Organization Admin")!;
  const fileText = () => (dataFile === undefined ? "" : readFileSync(dataFile, "utf8"));
  const send = (url: string, method: string, body: string | Buffer, apiKey?: string) =>
    fetch(url, {
      method,
      headers: { "content-type": "application/json", ...controlHeaders, ...(apiKey !== undefined && { "x-api-key": apiKey }) },
      body,
    }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
    }));

  /** What a refused request must not have changed: every stored record, and the data file. */
  async function traces() {
    const kinds = ["apps", "installations", "roles"] as const;
    return { records: await Promise.all(kinds.map((kind) => emulator.control.listResources(kind))), file: fileText() };
  }

  /** Every organization's next ordinary requests succeed: create and read an app, install it, list installations, create a role. */
  async function expectEveryOrganizationWorks(): Promise<void> {
    for (const [index, organization] of emulator.organizations.entries()) {
      const { apiKey } = admin(index);
      const slug = `after-${index}-${Date.now()}`;
      const created = await call<AppView>(`${emulator.appsStudioUrl}/apps/create-app`, {
        method: "POST",
        apiKey,
        body: { app_visibility: "private", manifest: webhookManifest(slug) },
      });
      expect({ organization: organization.id, status: created.status }).toEqual({ organization: organization.id, status: 201 });
      expect((await call(`${emulator.appsStudioUrl}/apps/${created.body.appId}`, { apiKey })).status).toBe(200);
      const installed = await call(`${emulator.appsStudioUrl}/apps/install`, {
        method: "POST",
        apiKey,
        body: { teamIds: [organization.teams[0]!.id], appId: created.body.appId },
      });
      expect(installed.status).toBe(201);
      expect((await call(`${emulator.appsStudioUrl}/apps/installed-apps`, { apiKey })).status).toBe(200);
      const role = await call(`${emulator.baseUrl}/v1/roles`, { method: "POST", apiKey, body: { name: `After ${slug}` } });
      expect(role.status).toBe(201);
      expect((await call(`${emulator.baseUrl}/v1/roles`, { apiKey })).status).toBe(200);
      if (dataFile !== undefined) expect(fileText()).toContain(slug);
    }
  }

  test("a manifest nested 5,000 levels deep is a 400 naming the path; nothing is stored", async () => {
    const before = await traces();
    const body = `{"app_visibility":"private","manifest":{"app":{"name":"Deep","slug":"deep"},"extra":${nestedObjects(5_000)}}}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await send(`${emulator.appsStudioUrl}/apps/create-app`, "POST", body, admin(0).apiKey);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({
        statusCode: 400,
        error: "Bad Request",
        message: expect.stringMatching(/^manifest\.extra\.a\.a\..* is nested more than 64 levels deep$/),
      });
    }
    expect(await traces()).toEqual(before);
    await expectEveryOrganizationWorks();
  });

  test("a control patch of a role 200,000 levels deep is a 400; the role stays as it was and readable", async () => {
    const [stored] = await emulator.control.listResources("roles", emulator.organizations[0]!.id);
    const role = stored!.id;
    const before = await traces();
    const answer = await send(
      `${emulator.baseUrl}/_emulator/resources/roles/${role}`,
      "PATCH",
      `{"description":${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^description\.0\.0\..* is nested more than 64 levels deep$/),
    });
    expect(answer.text).not.toMatch(/call stack|at /);
    expect(await traces()).toEqual(before);
    expect(await emulator.control.getResource("roles", role)).toEqual(stored);
    expect((await call(`${emulator.baseUrl}/v1/roles/${role}`, { apiKey: admin(0).apiKey })).status).toBe(200);
    await expectEveryOrganizationWorks();
  });

  test.each(Object.entries(INVALID_UTF8))("a body with %s is a 400; nothing is stored", async (_name, bytes) => {
    const before = await traces();
    const body = Buffer.concat([Buffer.from('{"name":"Bad '), bytes, Buffer.from(' bytes"}')]);
    const onPlatform = await send(`${emulator.baseUrl}/v1/roles`, "POST", body, admin(0).apiKey);
    const onControl = await send(`${emulator.baseUrl}/_emulator/resources/roles/RACME00001`, "PATCH", body);
    for (const answer of [onPlatform, onControl]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ statusCode: 400, message: "Request body is not valid UTF-8", error: "Bad Request" });
    }
    expect(await traces()).toEqual(before);
    await expectEveryOrganizationWorks();
  });

  test("a 2 MiB body is a 413; a __proto__ key is a 400 on platform and control routes; nothing is stored", async () => {
    const before = await traces();
    const huge = await send(`${emulator.baseUrl}/v1/roles`, "POST", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }), admin(0).apiKey);
    expect(huge.status).toBe(413);
    const manifest = `{"app_visibility":"private","manifest":{"app":{"name":"Proto","slug":"proto","__proto__":{"isAdmin":true}}}}`;
    const polluting = [
      await send(`${emulator.appsStudioUrl}/apps/create-app`, "POST", manifest, admin(0).apiKey),
      await send(`${emulator.baseUrl}/v1/roles`, "POST", '{"name":"Proto","__proto__":{"isSystem":true}}', admin(0).apiKey),
      await send(`${emulator.baseUrl}/_emulator/resources/roles/RACME00001`, "PATCH", '{"__proto__":{"isSystem":false}}'),
    ];
    for (const answer of polluting) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/__proto__ is not allowed as a property name$/);
    }
    expect(await traces()).toEqual(before);
    await expectEveryOrganizationWorks();
  });

  test("encoded path traversal is a 404 and headers of 64 KB a 431", async () => {
    const apiKey = admin(0).apiKey;
    // Sent byte for byte: fetch would resolve the dot segments itself.
    const { hostname, port } = new URL(emulator.baseUrl);
    const statusLine = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect({ host: hostname, port: Number(port) }, () =>
          socket.end(`${head}Host: x\r\nx-api-key: ${apiKey}\r\nConnection: close\r\n\r\n`),
        );
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("close", () => resolve(text.split("\r\n")[0]!));
        socket.on("error", reject);
      });
    const before = await traces();
    for (const target of [
      "/v1/roles/..%2F..%2F_emulator%2Freset",
      "/v1/%2e%2e/_emulator/reset",
      "/v1/roles/%2e%2e/%2e%2e/_emulator/reset",
    ]) {
      expect({ target, status: await statusLine(`POST ${target} HTTP/1.1\r\n`) }).toEqual({ target, status: "HTTP/1.1 404 Not Found" });
    }
    expect(await statusLine(`GET /v1/%2e%2e/_emulator/credentials HTTP/1.1\r\n`)).toBe("HTTP/1.1 404 Not Found");
    expect(await statusLine(`GET /v1/roles HTTP/1.1\r\nx-padding: ${"p".repeat(64 * 1024)}\r\n`)).toBe(
      "HTTP/1.1 431 Request Header Fields Too Large",
    );
    expect(await traces()).toEqual(before);
    await expectEveryOrganizationWorks();
  });
});
