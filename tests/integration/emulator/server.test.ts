import type { ErrorBody } from "../../../emulator/errors";
import { INPUT_LIMITS } from "../../../emulator/http/input-limits";
import { call, seedUser, useEmulator } from "./support";

const emulator = useEmulator();
const apiKey = () => seedUser(emulator(), "Organization Admin").apiKey;

describe("five listeners", () => {
  test("each host answers only its own paths", async () => {
    const { baseUrl, apiUrl, appsStudioUrl, slaUrl, workflowsUrl } = emulator();
    expect(new Set([baseUrl, apiUrl, appsStudioUrl, slaUrl, workflowsUrl]).size).toBe(5);
    expect((await call(`${slaUrl}/v1/sla/policy`, { apiKey: apiKey() })).status).toBe(200);
    expect((await call(`${workflowsUrl}/api/v1/workflows`, { apiKey: apiKey() })).status).toBe(200);
    for (const other of [slaUrl, workflowsUrl]) {
      expect((await call(`${other}/v1/roles`, { apiKey: apiKey() })).status).toBe(404);
      expect((await call(`${other}/_emulator/credentials`)).status).toBe(404);
    }
    expect((await call(`${baseUrl}/v1/roles`, { apiKey: apiKey() })).status).toBe(200);
    expect((await call(`${apiUrl}/v1/roles`, { apiKey: apiKey() })).status).toBe(404);
    expect((await call(`${appsStudioUrl}/v1/roles`, { apiKey: apiKey() })).status).toBe(404);
    const login = { method: "POST", body: { email: "admin@acme.test", password: "acme-admin-password" } };
    expect((await call(`${apiUrl}/v1/auth/login`, login)).status).toBe(200);
    expect((await call(`${baseUrl}/v1/auth/login`, login)).status).toBe(404);
    expect((await call(`${apiUrl}/_emulator/credentials`)).status).toBe(404);
  });

  test("an unknown route answers a JSON 404 naming method and path", async () => {
    const answer = await call(`${emulator().baseUrl}/v2/whatever?x=1`, { method: "PUT", apiKey: apiKey() });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    expect(answer.body).toEqual({ statusCode: 404, message: "Cannot PUT /v2/whatever", error: "Not Found" });
  });
});

describe("request bodies", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    call<ErrorBody>(`${emulator().baseUrl}/v1/roles`, {
      method: "POST",
      apiKey: apiKey(),
      body,
      headers: { "content-type": "application/json", ...headers },
    });

  test("malformed JSON is a 400", async () => {
    const answer = await post('{"name": ');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: expect.stringMatching(/Malformed JSON/), error: "Bad Request" });
  });

  test("a body over 1 MiB is a 413", async () => {
    const answer = await post(JSON.stringify({ name: "x".repeat(1024 * 1024) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ statusCode: 413, error: "Payload Too Large" });
  });

  test("a body just under 1 MiB is read (and then validated)", async () => {
    // Ten strings at the length limit of any one string, so that only the schema has something to say.
    const padding = Array.from({ length: 10 }, () => "y".repeat(INPUT_LIMITS.stringLength));
    const body = JSON.stringify({ name: "x".repeat(101), padding });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_000_000);
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual(["name must be at most 100 characters long", "property padding should not exist"]);
  });

  test("a body that is not JSON is a 415", async () => {
    const answer = await post("name=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ statusCode: 415, error: "Unsupported Media Type" });
  });

  test("a JSON body that is not an object is a 400", async () => {
    expect((await post("[1,2]")).body.problems).toEqual(["body must be an object"]);
    expect((await post("")).body.problems).toEqual(["body must be a JSON object"]);
  });

  test("an undecodable URL is a JSON 400 with rate-limit headers", async () => {
    const answer = await call(`${emulator().baseUrl}/v1/roles/%E0%A4%A`, { apiKey: apiKey() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(answer.headers.get("x-ratelimit-ip")).toBe("127.0.0.1");
  });
});
