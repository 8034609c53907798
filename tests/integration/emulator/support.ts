// Shared helpers of the emulator's integration tests: one emulator per test file, and a small
// HTTP helper that answers status, headers and parsed JSON body.
import { startEmulator, type EmulatorOptions, type RunningEmulator, type SeedUser } from "../../../emulator";

export interface Answer<T = any> {
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

export async function call<T = any>(url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers["x-api-key"] = options.apiKey;
  if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers,
    ...(options.body !== undefined && { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: any;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
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

export const seedTeams = (emulator: RunningEmulator, organization: 0 | 1 = 0) => emulator.organizations[organization]!.teams;

export async function login(emulator: RunningEmulator, user: SeedUser): Promise<string> {
  const answer = await call(`${emulator.apiUrl}/v1/auth/login`, { method: "POST", body: { email: user.email, password: user.password } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.text}`);
  return answer.body.data.accessToken as string;
}
