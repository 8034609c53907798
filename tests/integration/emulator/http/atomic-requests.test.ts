// Each request is all or nothing: a listener with the emulator's body parser, error handling and
// atomic requests, and routes that write and then fail in each way a request can fail.
import fastify, { type FastifyInstance } from "fastify";
import { badRequest } from "../../../../emulator/errors";
import { installAtomicRequests } from "../../../../emulator/http/atomic-requests";
import { installErrorHandling } from "../../../../emulator/http/error-handling";
import { installJsonBodyParser } from "../../../../emulator/http/json-body";
import { TABLE_NAMES } from "../../../../emulator/domains/registry";
import { seedState } from "../../../../emulator/domains/seed";
import type { Store } from "../../../../emulator/domains/state";
import { createStore } from "../../../../emulator/store/store";

let saveFails = false;
let store: Store;
let app: FastifyInstance;
const delivered: string[] = [];

beforeEach(async () => {
  saveFails = false;
  delivered.length = 0;
  store = createStore(TABLE_NAMES, seedState(), () => {
    if (saveFails) throw new Error("ENOSPC: no space left on device");
  });
  app = fastify();
  installJsonBodyParser(app);
  installAtomicRequests(app, store.transactions);
  installErrorHandling(app, "base");
  const addRole = (name: string) => {
    const [template] = store.roles.all();
    store.roles.insert({ ...template!, id: store.roles.freshId(() => `R${Math.random().toString(36).slice(2, 11).toUpperCase()}`), name });
    store.transactions.afterCommit(() => delivered.push(name));
  };
  app.post<{ Body: { name: string } }>("/write", async (request, reply) => {
    addRole(request.body.name);
    return reply.code(201).send({ created: request.body.name });
  });
  // An answer JSON cannot express fails while being serialized, after the handler wrote.
  app.post<{ Body: { name: string } }>("/write-then-answer-what-json-cannot", async (request) => {
    addRole(request.body.name);
    return { count: 1n };
  });
  app.post<{ Body: { name: string } }>("/write-then-refuse", async (request) => {
    addRole(request.body.name);
    throw badRequest(`${request.body.name} is refused after the write`);
  });
  await app.ready();
});
afterEach(() => app.close());

const post = (url: string, name: string) => app.inject({ method: "POST", url, payload: { name } });
const roleNames = () => store.roles.all().map((role) => role.name);

test("a success commits its writes and then runs what waited for the commit", async () => {
  const answer = await post("/write", "Kept");
  expect(answer.statusCode).toBe(201);
  expect(roleNames()).toContain("Kept");
  expect(delivered).toEqual(["Kept"]);
});

test("an answer that cannot be serialized is a 500 without internal text, and its writes are rolled back", async () => {
  const before = roleNames();
  const answer = await post("/write-then-answer-what-json-cannot", "Unanswerable");
  expect(answer.statusCode).toBe(500);
  expect(answer.json()).toEqual({
    statusCode: 500,
    message: "Something went wrong!",
    error: "Internal Server Error",
    reason: "Internal server error",
  });
  expect(answer.body).not.toMatch(/BigInt|serialize|at /);
  expect(roleNames()).toEqual(before);
  expect(delivered).toEqual([]);
  expect((await post("/write", "Next")).statusCode).toBe(201);
  expect(roleNames()).toEqual([...before, "Next"]);
});

test("a request refused after it wrote leaves nothing behind", async () => {
  const before = roleNames();
  const answer = await post("/write-then-refuse", "Refused");
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({ statusCode: 400, message: "Refused is refused after the write", error: "Bad Request" });
  expect(roleNames()).toEqual(before);
  expect(delivered).toEqual([]);
});

test("a save that fails is one line on stderr and a 500 with the docs' body; nothing changed, and the next request works", async () => {
  const before = roleNames();
  const stderr = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    saveFails = true;
    const answer = await post("/write", "Unsaved");
    expect(answer.statusCode).toBe(500);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({
      statusCode: 500,
      message: "Something went wrong!",
      error: "Internal Server Error",
      reason: "The emulator could not save its data file; the request changed nothing",
    });
    expect(stderr.mock.calls).toEqual([
      [
        "support platform emulator: POST /write: could not save the emulator's state (ENOSPC: no space left on device); the request changed nothing",
      ],
    ]);
    expect(roleNames()).toEqual(before);
    expect(delivered).toEqual([]);
  } finally {
    stderr.mockRestore();
  }
  saveFails = false;
  expect((await post("/write", "Saved")).statusCode).toBe(201);
  expect(roleNames()).toEqual([...before, "Saved"]);
});

test("simultaneous requests, failing and succeeding, each commit or roll back on their own", async () => {
  const names = Array.from({ length: 30 }, (_, index) => `Role ${index}`);
  const answers = await Promise.all(names.map((name, index) => post(index % 3 === 0 ? "/write-then-refuse" : "/write", name)));
  expect(answers.map((answer) => answer.statusCode)).toEqual(names.map((_, index) => (index % 3 === 0 ? 400 : 201)));
  const kept = names.filter((_, index) => index % 3 !== 0);
  expect(roleNames().filter((name) => name.startsWith("Role "))).toEqual(kept);
  expect(delivered).toEqual(kept);
});
