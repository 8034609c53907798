import type { RequestLogEntry } from "../../../../emulator";
import type { ErrorBody } from "../../../../emulator/errors";
import { call, controlHeaders, seedUser, useEmulator } from "../support";

/** The next fault latency the emulator waits out, held until the test releases it; without a taker, none is held. */
let takeLatency: ((latency: { ms: number; release: () => void }) => void) | undefined;
const heldLatency = () => new Promise<{ ms: number; release: () => void }>((resolve) => (takeLatency = resolve));
const emulator = useEmulator({
  rateLimit: false,
  sleep: (ms) =>
    new Promise<void>((release) => {
      const take = takeLatency;
      takeLatency = undefined;
      if (take === undefined) release();
      else take({ ms, release });
    }),
});
const admin = () => seedUser(emulator(), "Organization Admin");
const createRole = (name: string) =>
  fetch(`${emulator().baseUrl}/v1/roles`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": admin().apiKey },
    body: JSON.stringify({ name }),
  });
const roleNames = async () => (await emulator().control.listResources("roles", emulator().organizations[0]!.id)).map((role) => role.name);

describe("fault injection", () => {
  test("a status fault answers the error body without performing the call, then stops after `times`", async () => {
    await emulator().control.addFault({ method: "POST", path: "/v1/roles*", status: 503, times: 1 });
    const faulted = await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin().apiKey, body: { name: "Agents" } });
    expect(faulted.status).toBe(503);
    expect(faulted.body).toEqual({
      statusCode: 503,
      message: "This service/resource is currently unavailable.",
      error: "Service Unavailable",
      reason: expect.stringContaining("Injected fault"),
    });
    expect(faulted.headers.get("x-ratelimit-path")).toBe("/v1/roles");
    expect(await roleNames()).not.toContain("Agents");

    const next = await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin().apiKey, body: { name: "Agents" } });
    expect(next.status).toBe(201);
  });

  test("the method, host and path of a rule must all match", async () => {
    await emulator().control.addFault({ method: "DELETE", path: "/v1/roles*", status: 500 });
    await emulator().control.addFault({ host: "api", path: "/v1/roles", status: 500 });
    expect((await call(`${emulator().baseUrl}/v1/roles`, { apiKey: admin().apiKey })).status).toBe(200);
  });

  test("a regular expression path (a RegExp in the client) matches anywhere in the path", async () => {
    await emulator().control.addFault({ path: /attributes/, status: 502 });
    const answer = await call(`${emulator().baseUrl}/v1/accounts/attributes?attribute=task_status`, { apiKey: admin().apiKey });
    expect(answer.status).toBe(502);
    expect((await call(`${emulator().baseUrl}/v1/roles`, { apiKey: admin().apiKey })).status).toBe(200);
  });

  test("probability 0 never fires", async () => {
    await emulator().control.addFault({ path: "*", status: 500, probability: 0 });
    for (let index = 0; index < 5; index++)
      expect((await call(`${emulator().baseUrl}/v1/roles`, { apiKey: admin().apiKey })).status).toBe(200);
  });

  test("latency delays the answer, which is otherwise normal", async () => {
    await emulator().control.addFault({ path: "/v1/roles", latencyMs: 300 });
    const held = heldLatency();
    let answered = false;
    const answer = call(`${emulator().baseUrl}/v1/roles`, { apiKey: admin().apiKey }).finally(() => (answered = true));
    const { ms, release } = await held;
    expect(ms).toBe(300);
    expect(answered).toBe(false);
    release();
    expect((await answer).status).toBe(200);
  });

  test("reset destroys the connection without performing the call", async () => {
    await emulator().control.addFault({ path: "/v1/roles", method: "POST", reset: true, times: 1 });
    await expect(createRole("Resetters")).rejects.toThrow();
    expect(await roleNames()).not.toContain("Resetters");
    const [entry] = (await emulator().control.requests()).filter((request) => request.method === "POST");
    expect(entry).toMatchObject({ status: 0, fault: { effect: "reset" } });
  });

  test("commitThenDrop performs the call, then destroys the connection without answering", async () => {
    await emulator().control.addFault({ path: "/v1/roles", method: "POST", commitThenDrop: true, times: 1 });
    await expect(createRole("Committed")).rejects.toThrow();
    expect(await roleNames()).toContain("Committed");
    // The log takes a request in when its connection closes, which the client may see first.
    let posts: RequestLogEntry[] = [];
    while (posts.length === 0) posts = (await emulator().control.requests()).filter((request) => request.method === "POST");
    expect(posts[0]).toMatchObject({ status: 201, fault: { effect: "commitThenDrop" } });
  });

  test("rules can be listed, removed one by one and cleared", async () => {
    const first = await emulator().control.addFault({ path: "/a", status: 500 });
    await emulator().control.addFault({ path: "/b", status: 500 });
    expect((await emulator().control.faults()).map((rule) => rule.path)).toEqual(["/a", "/b"]);
    await emulator().control.removeFault(first);
    expect((await emulator().control.faults()).map((rule) => rule.path)).toEqual(["/b"]);
    await emulator().control.clearFaults();
    expect(await emulator().control.faults()).toEqual([]);
  });

  test("an invalid rule is refused with messages naming the field", async () => {
    const answer = await call<ErrorBody>(`${emulator().baseUrl}/_emulator/faults`, {
      method: "POST",
      headers: controlHeaders,
      body: { path: "/x", status: 503, reset: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([expect.stringContaining("status")]);
    const noEffect = await call<ErrorBody>(`${emulator().baseUrl}/_emulator/faults`, {
      method: "POST",
      headers: controlHeaders,
      body: { path: "/x" },
    });
    expect(noEffect.body.problems).toEqual([expect.stringContaining("latencyMs")]);
  });
});
