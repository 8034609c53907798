// Thousands of random requests (paths, methods, headers, bodies) and some malformed HTTP: the
// server stays up and every answer is JSON with a sensible status (never a 5xx).
import { Agent, request } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import { seedUser, useEmulator } from "./support";

const emulator = useEmulator();
const REQUESTS = 3_000;
const PARALLEL = 16;

interface RandomRequest {
  host: "baseUrl" | "apiUrl" | "appsStudioUrl";
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const KNOWN_PATHS = [
  "/v1/roles",
  "/v1/roles/RACME00001",
  "/v1/roles/RGLOBEX001",
  "/v1/accounts/attributes",
  "/v1/accounts/attributes?attribute=task_status",
  "/v1/accounts/attributes/AVACME00001",
  "/v1/csat/rules/TACME00001",
  "/v1/csat/team/TACME00001",
  "/v1/csat/team/TACME00001/update",
  "/v1/csat/team/TACME00001/rules/reorder",
  "/v1/teams",
  "/v1/teams/TACME00002",
  "/v1/teams/TACME00001/members",
  "/v1/teams/TACME00001/members/UACME00003",
  "/csat/submissions",
  "/v1/tickets/type",
  "/v1/tickets/type/TYACME00001",
  "/v1/auth/login",
  "/v1/auth/refresh",
  "/v1/search/tickets?q=*&query_by=title",
  "/v1/search/comments?q=*&query_by=content&streaming=true&per_page=3",
  "/v1/search/accounts?q=*&query_by=name",
  "/apps/create-app",
  "/apps/install",
  "/apps/uninstall",
  "/apps/reinstall",
  "/apps/update-config",
  "/apps/installed-apps?page=1&limit=2",
  "/apps/SOMEAPP/update-app",
];

function arbitraryRequest(apiKeys: string[]): fc.Arbitrary<RandomRequest> {
  const segment = fc.oneof(
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom("v1", "roles", "csat", "rules", "apps", "..", "%", "%zz", "%E0%A4%A", "%00", "_emulator", "type", "a".repeat(3000)),
  );
  const path = fc.oneof(
    fc.constantFrom(...KNOWN_PATHS),
    fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join("/")}`),
    fc
      .tuple(fc.constantFrom(...KNOWN_PATHS), fc.string({ maxLength: 20 }))
      .map(([known, suffix]) => `${known}${known.includes("?") ? "&" : "?"}x=${encodeURIComponent(suffix)}`),
  );
  const json = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.constant('{"name":"Fuzz","permissions":[{"resource":"t","actions":["view"]}]}'),
  );
  const body = fc.oneof(
    { arbitrary: json, weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
    { arbitrary: fc.constant('{"unterminated": '), weight: 1 },
    { arbitrary: fc.constant("x".repeat(1_100_000)), weight: 1 },
  );
  const headerValue = fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, ""));
  const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(""), weight: 4 }, { arbitrary, weight: 1 });
  const headers = fc.record({
    "x-api-key": fc.oneof(
      { arbitrary: fc.constantFrom(...apiKeys), weight: 4 },
      { arbitrary: headerValue, weight: 1 },
      { arbitrary: fc.constant(""), weight: 1 },
    ),
    authorization: rarely(
      fc.oneof(
        fc.constant("Bearer not.a.token"),
        headerValue.map((value) => `Bearer ${value}`),
        headerValue,
      ),
    ),
    "content-type": fc.oneof(
      { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 4 },
      {
        arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "garbage", ""),
        weight: 1,
      },
    ),
    accept: fc.constantFrom("*/*", "application/json", "text/html"),
  });
  return fc.record({
    host: fc.constantFrom("baseUrl" as const, "apiUrl" as const, "appsStudioUrl" as const),
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "PROPFIND", "TRACE"),
    path,
    headers: headers.map(
      (chosen) => Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== "")) as Record<string, string>,
    ),
    body,
  });
}

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Bodies go with a Content-Length so that every request is well framed, whatever its method. */
function send(agent: Agent, base: string, random: RandomRequest): Promise<RawAnswer> {
  const url = new URL(base);
  const body = random.method === "GET" || random.method === "HEAD" ? undefined : random.body;
  const headers = body === undefined ? random.headers : { ...random.headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: url.hostname, port: url.port, method: random.method, path: random.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function isJsonAnswer(answer: RawAnswer): boolean {
  const documents = answer.contentType.includes("ndjson") ? answer.text.split("\n").filter((line) => line !== "") : [answer.text];
  return documents.every((document) => {
    try {
      JSON.parse(document);
      return true;
    } catch {
      return false;
    }
  });
}

test(`the server survives ${REQUESTS} random requests and answers each with JSON and a sensible status`, async () => {
  const running = emulator();
  const apiKeys = running.organizations.flatMap((organization) => organization.users.map((user) => user.apiKey));
  const requests = fc.sample(arbitraryRequest(apiKeys), { numRuns: REQUESTS, seed: 20_240_101 });
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  const failures: string[] = [];
  const statuses = new Set<number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const random = requests[next++]!;
      let answer: RawAnswer;
      try {
        answer = await send(agent, running[random.host], random);
      } catch (error) {
        failures.push(`${random.method} ${random.path}: connection failed: ${(error as Error).message}`);
        continue;
      }
      statuses.add(answer.status);
      const sensible = answer.status >= 200 && answer.status < 500 && answer.status !== 0;
      const bodyless = random.method === "HEAD" || answer.status === 204;
      if (!sensible || (!bodyless && !isJsonAnswer(answer)))
        failures.push(`${random.method} ${random.path} -> ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  agent.destroy();
  expect(failures).toEqual([]);
  // The random requests reach deep enough to draw every kind of refusal, and some successes.
  expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 413, 415]));
  const health = await fetch(`${running.baseUrl}/v1/roles`, { headers: { "x-api-key": seedUser(running, "Observer").apiKey } });
  expect(health.status).toBe(200);
}, 60_000);

test("malformed HTTP gets a JSON 400 and the server stays up", async () => {
  const { hostname, port } = new URL(emulator().baseUrl);
  const garbage = [
    "GARBAGE\r\n\r\n",
    "GET /v1/roles HTTP/9.9\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
    "\x00\x01\x02\r\n\r\n",
  ];
  for (const payload of garbage) {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => socket.end(payload));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("utf8")));
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({ statusCode: 400 });
  }
  expect((await fetch(`${emulator().baseUrl}/_emulator/health`)).status).toBe(200);
});
