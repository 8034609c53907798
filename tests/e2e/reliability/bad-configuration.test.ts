// Bad configuration through the real CLI: each fails `up` with one clear message naming the setting
// or the operation, with no JavaScript stack trace and without the (planted) API key, even from a
// server that echoes the key back. A host answering HTML is a typed error too, not a crash.
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { closedAddress } from "../../harness/foreign-hosts";
import { platformPerTest } from "../../harness/platform-stack";
import { createTestStack, type TestStack } from "../../harness/pulumi-stack";
import { type Answer, FakePlatform } from "../../unit/http/fake-platform";

const plantedKey = "sp_planted_KEY_7f3c9e1d04b2";
const program = `
import * as sp from "pulumi-support-platform";
new sp.Role("leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ["view"] }] });
`;

interface Hosts {
  emulator: string;
  /** A FakePlatform answering the create with the case's `answer`. */
  fake: string;
  /** Nothing listens there. */
  closed: string;
}

interface BadConfiguration {
  problem: string;
  settings: (hosts: Hosts) => Record<string, string>;
  answer?: Answer;
  message: string;
}

const badConfigurations: BadConfiguration[] = [
  { problem: "no API key", settings: ({ emulator }) => ({ baseUrl: emulator }), message: "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required" },
  {
    problem: "a malformed base URL",
    settings: () => ({ apiKey: plantedKey, baseUrl: "support.example.com/api" }),
    message: "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
  },
  {
    // With the default retries: a host never reached is a wrong address, not an outage to wait out.
    problem: "an unreachable host",
    settings: ({ closed }) => ({ apiKey: plantedKey, baseUrl: closed }),
    message: "create role could not reach the platform at all: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:9); check supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
  },
  { problem: "a wrong API key", settings: ({ emulator }) => ({ apiKey: plantedKey, baseUrl: emulator }), message: "create role failed with HTTP 401: Invalid API key" },
  {
    problem: "a wrong API key, echoed back by the server",
    settings: ({ fake }) => ({ apiKey: plantedKey, baseUrl: fake }),
    answer: { status: 401, body: { statusCode: 401, message: `Invalid API key ${plantedKey}`, error: "Unauthorized" } },
    message: "create role failed with HTTP 401: Invalid API key [redacted]",
  },
  {
    problem: "a base URL that is not the platform (answers HTML)",
    settings: ({ fake }) => ({ apiKey: plantedKey, baseUrl: fake }),
    answer: { status: 200, raw: "<html><body>Welcome to nginx!</body></html>", headers: { "content-type": "text/html" } },
    message: "create role returned an unexpected response: the body is not JSON (43 bytes); check that supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is the platform's address",
  },
];

/**
 * What Pulumi's Diagnostics list under the resource: the user's view of what went wrong. The
 * section ends at the next resource's heading (indented two spaces) or the next top-level heading;
 * the stack's own section, which may come after it, holds "error: update failed".
 */
function resourceDiagnostics(output: string): string {
  return output.split("supportplatform:Role (leads):")[1]?.split(/\n {0,2}\S/)[0] ?? "";
}

describe("bad configuration", () => {
  const fake = new FakePlatform();
  const current = platformPerTest();
  let stack: TestStack | undefined;

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  afterEach(() => stack?.dispose());

  it.each(badConfigurations)("$problem fails with one clear message", async ({ settings, answer, message }) => {
    if (answer !== undefined) fake.on("POST /v1/roles", answer);
    const hosts = { emulator: current.platform.baseUrl, fake: fake.url, closed: await closedAddress() };
    const config: ConfigMap = Object.fromEntries(
      Object.entries(settings(hosts)).map(([key, value]) => [`supportplatform:${key}`, { value, secret: key === "apiKey" }]),
    );
    stack = await createTestStack({ program, projectName: "bad-configuration", config });

    const failure = String(((await stack.up().catch((error: Error) => error)) as Error).message);
    const diagnostics = resourceDiagnostics(failure);
    expect({ errors: diagnostics.match(/^\s*error:/gm)?.length, diagnostics }).toMatchObject({ errors: 1 });
    expect(diagnostics).toContain(message);
    expect(failure).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no JavaScript stack frame
    expect(failure + stack.output.join("")).not.toContain(plantedKey);
  });
});
