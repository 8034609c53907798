// Shared helpers of the emulator's integration tests: one emulator per test file, and a small
// HTTP helper that answers status, headers and parsed JSON body.
import { startEmulator, type EmulatorOptions, type ResourceTable, type RunningEmulator, type SeedUser } from "../../../emulator";
import type { IssuedTokens } from "../../../emulator/auth/authenticator";
import { CONTROL_HEADER } from "../../../emulator/controls/client";
import type { ErrorBody } from "../../../emulator/errors";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { PlatformClient } from "../../../provider/http/platform-client";

/** An answer whose JSON body the caller names as `T` (undefined when the body is not JSON). */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  method?: string;
  apiKey?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a caller of a control route that changes state sends, as the control client does. */
export const controlHeaders = { [CONTROL_HEADER]: "1" };

export async function call<T = unknown>(url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers["x-api-key"] = options.apiKey;
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers,
    ...(options.body !== undefined && { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parsedJson(text) as T, text };
}

function parsedJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Starts one emulator for the file (rate limiting off unless asked) and resets it before each test. */
export function useEmulator(options: EmulatorOptions = { rateLimit: false }): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator(options);
  });
  beforeEach(async () => {
    await emulator!.control.reset();
  });
  afterAll(async () => {
    await emulator?.stop();
  });
  return () => emulator!;
}

export type Role = "Organization Admin" | "Team Lead" | "Team Member" | "Observer";

/** The seed user of `role` in the first (Acme) or second (Globex) organization. */
export function seedUser(emulator: RunningEmulator, role: Role, organization: 0 | 1 = 0): SeedUser {
  const user = emulator.organizations[organization]!.users.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`no seed user with role ${role}`);
  return user;
}

/** The provider's client as the organization's admin, against `emulator`: no retries, so that a failure shows at once. */
export function adminClient(emulator: RunningEmulator, organization: 0 | 1 = 0): PlatformClient {
  return new PlatformClient({
    apiKey: seedUser(emulator, "Organization Admin", organization).apiKey,
    baseUrl: emulator.baseUrl,
    apiUrl: emulator.apiUrl,
    appsStudioUrl: emulator.appsStudioUrl,
    maxRetries: 0,
    requestTimeoutSeconds: 10,
  });
}

export const seedTeams = (emulator: RunningEmulator, organization: 0 | 1 = 0) => emulator.organizations[organization]!.teams;

export async function login(emulator: RunningEmulator, user: SeedUser): Promise<string> {
  const answer = await call<PlatformEnvelope<IssuedTokens>>(`${emulator.apiUrl}/v1/auth/login`, {
    method: "POST",
    body: { email: user.email, password: user.password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.text}`);
  return answer.body.data.accessToken;
}

export interface Receiver {
  url: string;
  received: { path: string; body: unknown }[];
  /** Answer this status (with these headers) to the next `count` deliveries (then 200 again). */
  failNext(count: number, status?: number, headers?: Record<string, string>): void;
  stop(): Promise<void>;
}

/** A local webhook receiver that records every POSTed JSON body. */
export async function startReceiver(): Promise<Receiver> {
  const { createServer } = await import("node:http");
  const received: Receiver["received"] = [];
  let failures = 0;
  let failureStatus = 500;
  let failureHeaders: Record<string, string> = {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failures > 0) {
        failures--;
        response.writeHead(failureStatus, failureHeaders).end();
        return;
      }
      received.push({ path: request.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(count, status = 500, headers = {}) {
      failures = count;
      failureStatus = status;
      failureHeaders = headers;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `predicate` holds, polling. */
export async function eventually<T>(probe: () => T | Promise<T>, predicate: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (predicate(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A complete webhook app manifest in the spec's shape. */
export function webhookManifest(
  slug: string,
  eventsUrl = "https://hooks.example.test/events",
  installationsUrl = "https://hooks.example.test/installations",
) {
  return {
    app: {
      name: `Webhook ${slug}`,
      description: "Forwards events",
      category: "integration",
      slug,
      icons: { small: "https://x.test/s.png", large: "https://x.test/l.png" },
      supported_locales: ["en-US"],
    },
    developer: {
      name: "Ops",
      website: "https://ops.test",
      support_email: "ops@ops.test",
      privacy_policy_url: "https://ops.test/p",
      terms_url: "https://ops.test/t",
      documentation_url: "https://ops.test/d",
    },
    integration: {
      entry_points: { main: "https://ops.test/main", configuration: "https://ops.test/config" },
      webhooks: { events: eventsUrl, installations: installationsUrl },
      interactivity: { request_url: "https://ops.test/i", message_menu_option_url: "https://ops.test/m" },
    },
    configuration: { required_settings: [], optional_settings: [] },
    scopes: {
      required: { platform: [{ scope: "webhooks:read", reason: "receive events", description: "Read webhooks" }] },
      optional: { platform: [] },
    },
    events: { subscribe: [], publish: [] },
    activities: [],
    metadata: { is_privileged_app: false },
  };
}

/** The platform envelope around `data`, as a jest expectation. */
export const envelopeWith = (data: unknown) => ({ status: true, message: expect.any(String), timestamp: expect.any(String), data });

/** A caller of `{base_url}` paths, as the first organization's admin unless another key is given. */
export const platformCaller =
  (emulator: () => RunningEmulator) =>
  <T = unknown>(method: string, path: string, body?: unknown, apiKey = seedUser(emulator(), "Organization Admin").apiKey) =>
    call<T>(`${emulator().baseUrl}${path}`, { method, apiKey, body });

/** Runs `refused`, expects it to answer `status`, and expects the stored records of `tables` to be as they were. */
export async function expectRefusedUnchanged<T = ErrorBody>(
  emulator: RunningEmulator,
  tables: readonly ResourceTable[],
  refused: () => Promise<Answer<T>>,
  status = 400,
): Promise<Answer<T>> {
  const before = await Promise.all(tables.map((table) => emulator.control.listResources(table)));
  const answer = await refused();
  expect(answer.status).toBe(status);
  expect(await Promise.all(tables.map((table) => emulator.control.listResources(table)))).toEqual(before);
  return answer;
}
