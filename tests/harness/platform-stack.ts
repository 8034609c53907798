// End-to-end fixtures: a running emulator, and Pulumi stacks configured against it as a user would
// configure them (stack config in the `supportplatform` namespace, secrets marked secret).
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { type EmulatorOptions, type RunningEmulator, type SeedUser, startEmulator } from "../../emulator";
import { createTestStack, type TestStack, type TestStackOptions } from "./pulumi-stack";

export interface Platform extends RunningEmulator {
  /** The first organization's Organization Admin: may manage everything in it. */
  admin: SeedUser;
}

export async function startPlatform(options: EmulatorOptions = {}): Promise<Platform> {
  const emulator = await startEmulator(options);
  const admin = emulator.organizations[0]!.users.find((user) => user.role === "Organization Admin");
  if (admin === undefined) throw new Error("the emulator's seed has no Organization Admin");
  return { ...emulator, admin };
}

/** Stack config pointing the provider at the emulator as `user` (default: the admin). */
export function platformConfig(platform: Platform, user: SeedUser = platform.admin): ConfigMap {
  return {
    "supportplatform:apiKey": { value: user.apiKey, secret: true },
    "supportplatform:baseUrl": { value: platform.baseUrl },
    "supportplatform:apiUrl": { value: platform.apiUrl },
    "supportplatform:appsStudioUrl": { value: platform.appsStudioUrl },
    "supportplatform:slaUrl": { value: platform.slaUrl },
    "supportplatform:workflowsUrl": { value: platform.workflowsUrl },
  };
}

/** A stack of `program` configured against the platform; `config` adds to or overrides the defaults. */
export function createPlatformStack(platform: Platform, options: TestStackOptions): Promise<TestStack> {
  return createTestStack({ ...options, config: { ...platformConfig(platform), ...options.config } });
}

/** Calls the platform's base API as the dashboard would, as the organization's admin; answers the JSON body, if any. */
export async function dashboardCall<T = unknown>(platform: Platform, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The requests the platform received that could change something. */
export async function writesReceived(platform: Platform) {
  return (await platform.control.requests()).filter((request) => request.method !== "GET");
}

/** What the tests of a file share: the running test's emulator, and stacks made against it. */
export interface PlatformTest {
  readonly platform: Platform;
  /** A stack of a program against this test's platform, disposed of after the test. */
  stack(options: TestStackOptions): Promise<TestStack>;
}

/**
 * Starts an emulator (rate limiting off unless `options` say otherwise) before each test; after it,
 * disposes of the test's stacks, runs `cleanup`, and stops the emulator.
 */
export function platformPerTest(options: EmulatorOptions = {}, cleanup: () => Promise<unknown> = async () => undefined): PlatformTest {
  let platform: Platform | undefined;
  const stacks: TestStack[] = [];
  beforeEach(async () => {
    platform = await startPlatform({ rateLimit: false, ...options });
  });
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((stack) => stack.dispose()));
    await cleanup();
    await platform?.stop();
  });
  return {
    get platform() {
      if (platform === undefined) throw new Error("the platform runs only inside a test");
      return platform;
    },
    async stack(stackOptions) {
      const stack = await createPlatformStack(this.platform, stackOptions);
      stacks.push(stack);
      return stack;
    },
  };
}
