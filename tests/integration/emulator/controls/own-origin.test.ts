// The controls and the console answer only the emulator's own origin: a forged Host (DNS rebinding)
// is a 421 on every control and console route, a request that may change state from another site
// (a foreign Origin, a cross-site or same-site Sec-Fetch-Site, no X-Emulator-Control header) is a
// 403 that changes nothing, and the platform's routes answer any Host as the platform does.
import { request as httpRequest } from "node:http";
import { startEmulator, type RunningEmulator } from "../../../../emulator";
import { CONTROL_HEADER } from "../../../../emulator/controls/client";
import { useEmulator } from "../support";

interface RawAnswer {
  status: number;
  text: string;
}

/** A request with exactly these headers (fetch would not send a forged Host). */
function rawRequest(url: string, method: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const emulator = useEmulator();
const base = () => new URL(emulator().baseUrl);
const ownHost = () => base().host;
const port = () => base().port;
const admin = () => emulator().organizations[0]!.users[0]!;

let survivors = 0;

/** What a refused request must leave as it was: a role the test created survives. */
async function withCreatedRole<T>(act: () => Promise<T>): Promise<{ answer: T; roleSurvived: boolean }> {
  const name = `Survivor ${++survivors}`;
  const created = await rawRequest(
    `${emulator().baseUrl}/v1/roles`,
    "POST",
    { host: ownHost(), "x-api-key": admin().apiKey, "content-type": "application/json" },
    JSON.stringify({ name }),
  );
  expect(created.status).toBe(201);
  const answer = await act();
  const roles = await emulator().control.listResources("roles");
  return { answer, roleSurvived: roles.some((role) => role.name === name) };
}

const foreignHosts = () => [
  `attacker.example:${port()}`,
  "attacker.example",
  `127.0.0.1.attacker.example:${port()}`,
  `localhost:${Number(port()) + 1}`,
  `127.0.0.1:${port()}@attacker.example`,
  "",
];

describe("a foreign Host", () => {
  test.each([
    ["POST", "/_emulator/reset"],
    ["GET", "/_emulator/requests"],
    ["GET", "/_emulator/credentials"],
    ["GET", "/_emulator/stream"],
    ["GET", "/_emulator/console"],
    ["GET", "/_emulator/console/src/console/app/main.js"],
    ["GET", "/_emulator/nothing"],
  ])("%s %s answers 421 with a one-line JSON message, and changes nothing", async (method, path) => {
    for (const host of foreignHosts()) {
      const { answer, roleSurvived } = await withCreatedRole(() =>
        rawRequest(`${emulator().baseUrl}${path}`, method, { host, [CONTROL_HEADER]: "1" }),
      );
      expect({ host, status: answer.status }).toEqual({ host, status: 421 });
      expect(answer.text).not.toContain("\n");
      expect(JSON.parse(answer.text)).toEqual({
        statusCode: 421,
        error: "Misdirected Request",
        message: expect.stringMatching(/^The emulator's controls and console answer only requests addressed to its own host names/),
      });
      expect(roleSurvived).toBe(true);
    }
  });

  test("the platform's routes answer any Host as the platform does", async () => {
    for (const host of foreignHosts().filter((host) => host !== "")) {
      const answer = await rawRequest(`${emulator().baseUrl}/v1/roles`, "GET", { host, "x-api-key": admin().apiKey });
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
    const login = await rawRequest(
      `${emulator().apiUrl}/v1/auth/login`,
      "POST",
      { host: "platform.attacker.example", "content-type": "application/json" },
      JSON.stringify({ email: admin().email, password: admin().password }),
    );
    expect(login.status).toBe(200);
  });

  test.each([
    ["127.0.0.1", (port: string) => `127.0.0.1:${port}`],
    ["localhost", (port: string) => `localhost:${port}`],
    ["LOCALHOST (case)", (port: string) => `LOCALHOST:${port}`],
  ])("its own name %s is answered", async (_name, host) => {
    expect((await rawRequest(`${emulator().baseUrl}/_emulator/requests`, "GET", { host: host(port()) })).status).toBe(200);
  });
});

describe("a request that changes state from another site", () => {
  const cases: [string, Record<string, string>][] = [
    ["a foreign Origin", { origin: "http://attacker.example", [CONTROL_HEADER]: "1" }],
    ["Origin null (a sandboxed page, a redirect)", { origin: "null", [CONTROL_HEADER]: "1" }],
    ["the emulator's address on another port", { origin: "http://127.0.0.1:1", [CONTROL_HEADER]: "1" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", [CONTROL_HEADER]: "1" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site", [CONTROL_HEADER]: "1" }],
    ["both, as a browser sends them", { origin: "http://attacker.example", "sec-fetch-site": "cross-site", [CONTROL_HEADER]: "1" }],
    ["no X-Emulator-Control (a plain HTML form's POST)", { "content-type": "application/x-www-form-urlencoded" }],
    ["X-Emulator-Control other than 1", { [CONTROL_HEADER]: "yes" }],
  ];

  test.each(cases)("%s: POST /_emulator/reset is a 403 and changes nothing", async (_name, headers) => {
    const { answer, roleSurvived } = await withCreatedRole(() =>
      rawRequest(`${emulator().baseUrl}/_emulator/reset`, "POST", { host: ownHost(), ...headers }),
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 403, error: "Forbidden", message: expect.stringMatching(/refused/) });
    expect(roleSurvived).toBe(true);
  });

  test.each([
    ["PATCH", "/_emulator/resources/roles/RACME00001", JSON.stringify({ name: "Hijacked" })],
    ["PUT", "/_emulator/rate-limit", JSON.stringify({ limit: 1 })],
    ["DELETE", "/_emulator/requests", undefined],
    ["POST", "/_emulator/faults", JSON.stringify({ path: "/v1/*", status: 500 })],
  ])("every method that may change state is guarded: %s %s", async (method, path, body) => {
    const answer = await rawRequest(
      `${emulator().baseUrl}${path}`,
      method,
      { host: ownHost(), origin: "http://attacker.example", "content-type": "application/json" },
      body,
    );
    expect(answer.status).toBe(403);
    expect((await emulator().control.getResource("roles", "RACME00001")).name).not.toBe("Hijacked");
    expect(await emulator().control.faults()).toEqual([]);
  });

  test("the emulator's own pages are answered: its Origin, same-origin, and the header", async () => {
    const own = { host: ownHost(), origin: `http://${ownHost()}`, "sec-fetch-site": "same-origin", [CONTROL_HEADER]: "1" };
    const { answer, roleSurvived } = await withCreatedRole(() => rawRequest(`${emulator().baseUrl}/_emulator/reset`, "POST", own));
    expect(answer.status).toBe(204);
    expect(roleSurvived).toBe(false);
    // A tool outside a browser sends neither Origin nor Sec-Fetch-Site: the header is enough.
    expect((await rawRequest(`${emulator().baseUrl}/_emulator/reset`, "POST", { host: ownHost(), [CONTROL_HEADER]: "1" })).status).toBe(
      204,
    );
  });

  test("reads need no header: a GET from a page of the emulator's own origin", async () => {
    const answer = await rawRequest(`${emulator().baseUrl}/_emulator/requests`, "GET", { host: ownHost() });
    expect(answer.status).toBe(200);
  });
});

describe("allowedHosts", () => {
  let named: RunningEmulator;
  beforeAll(async () => {
    named = await startEmulator({ rateLimit: false, allowedHosts: ["emulator.test", "::2"] });
  });
  afterAll(() => named.stop());

  test("a name the emulator was started with is its own; others are still refused", async () => {
    const namedPort = new URL(named.baseUrl).port;
    const get = (host: string) => rawRequest(`${named.baseUrl}/_emulator/requests`, "GET", { host });
    expect((await get(`emulator.test:${namedPort}`)).status).toBe(200);
    expect((await get(`[::2]:${namedPort}`)).status).toBe(200);
    expect((await get(`attacker.example:${namedPort}`)).status).toBe(421);
    const reset = await rawRequest(`${named.baseUrl}/_emulator/reset`, "POST", {
      host: `emulator.test:${namedPort}`,
      origin: `http://emulator.test:${namedPort}`,
      [CONTROL_HEADER]: "1",
    });
    expect(reset.status).toBe(204);
  });

  test("a name with a port or a path is refused at start", async () => {
    await expect(startEmulator({ allowedHosts: ["emulator.test:4010"] })).rejects.toThrow(/host names without a port/);
    await expect(startEmulator({ allowedHosts: ["emulator.test/x"] })).rejects.toThrow(/host names without a port/);
  });
});
