// Bad configuration through the real CLI: each fails `up` with one clear message naming the setting
// or the operation, with no JavaScript stack trace and without the (planted) API key, even from a
// server that echoes the key back. A host answering HTML is a typed error too, not a crash. And
// configuration is judged at preview in both faces, by one rule: every missing key named at once,
// an unknown key refused with the nearest setting, the offending value of an input quoted.
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { closedAddress } from "../../harness/foreign-hosts";
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumi } from "../../harness/pulumi-cli";
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
  {
    problem: "no API key",
    settings: ({ emulator }) => ({ baseUrl: emulator }),
    message: "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
  },
  {
    problem: "a malformed base URL",
    settings: () => ({ apiKey: plantedKey, baseUrl: "support.example.com/api" }),
    message: "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
  },
  {
    // With the default retries: a host never reached is a wrong address, not an outage to wait out.
    problem: "an unreachable host",
    settings: ({ closed }) => ({ apiKey: plantedKey, baseUrl: closed }),
    message:
      "create role could not reach the platform at all: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:9); check supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
  },
  {
    problem: "a wrong API key",
    settings: ({ emulator }) => ({ apiKey: plantedKey, baseUrl: emulator }),
    message: "create role failed with HTTP 401: Invalid API key",
  },
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
    message:
      "create role returned an unexpected response: the body is not JSON (43 bytes); check that supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is the platform's address",
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

describe("configuration judged at preview", () => {
  const stacks: TestStack[] = [];
  afterEach(() => Promise.all(stacks.splice(0).map((stack) => stack.dispose())));

  const role = (actions: string[]) =>
    `new sp.Role("leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ${JSON.stringify(actions)} as any }] });`;
  const webhookApp = `new sp.WebhookApp("hook", { name: "Hook", slug: "hook", eventsUrl: "https://hooks.example.com/e", teamIds: ["T1"] });`;
  // No emulator: a preview that judges the configuration sends nothing, and a request would fail.
  const nowhere = "http://127.0.0.1:9";

  /** The preview's exit code and all it printed (the CLI itself, as a user runs it). */
  async function preview(stack: TestStack) {
    const run = await runPulumi(["preview", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    return { code: run.code, output: run.stdout + run.stderr };
  }

  it("dynamic face: a stack with no configuration fails its preview naming every missing key, a WebhookApp's apps host too", async () => {
    const stack = await createTestStack({
      program: `import * as sp from "pulumi-support-platform";\n${webhookApp}\n`,
      projectName: "no-configuration",
    });
    stacks.push(stack);
    const { code, output } = await preview(stack);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Resources:\n\s+\+ 1 to create\n\s+1 errored/); // the stack itself; the app errored
    for (const problem of [
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to manage a WebhookApp",
    ]) {
      expect(output).toContain(`resource 'hook' has a problem: ${problem}`);
    }
  });

  it("dynamic face: refuses an unknown key with the nearest setting, and quotes a wrong action", async () => {
    const config: ConfigMap = {
      "supportplatform:apiKey": { value: plantedKey, secret: true },
      "supportplatform:baseUrl": { value: nowhere },
      "supportplatform:appStudioUrl": { value: nowhere },
    };
    const stack = await createTestStack({
      program: `import * as sp from "pulumi-support-platform";\n${role(["view", "read"])}\n`,
      projectName: "unknown-key",
      config,
    });
    stacks.push(stack);
    const { code, output } = await preview(stack);
    expect(code).not.toBe(0);
    expect(output).toContain(
      "resource 'leads' has a problem: supportplatform:appStudioUrl is not a setting of this provider; did you mean supportplatform:appsStudioUrl?",
    );
    expect(output).toMatch(
      /resource 'leads' has a problem: permissions\[0\]\.actions\[1\]: Invalid option: expected one of .* \(got "read"\)/,
    );
    expect(output).not.toContain("{<nil>}");
    expect(output).not.toContain(plantedKey);
  });

  it("native plugin: the same rule, and an empty secret named by its key, not as {&{{}}}", async () => {
    const program = `import * as sp from "pulumi-support-platform/native";\n${role(["view", "read"])}\n`;
    const config: ConfigMap = {
      "supportplatform:apiKey": { value: "", secret: true },
      "supportplatform:baseUrl": { value: nowhere },
      "supportplatform:appStudioUrl": { value: nowhere },
    };
    const stack = await createTestStack({
      projectDir: nativeProject("native-bad-configuration", program),
      projectName: "native-bad-configuration",
      config,
    });
    stacks.push(stack);
    const badConfig = await preview(stack);
    expect(badConfig.code).not.toBe(0);
    expect(badConfig.output).toContain(
      "has a problem: supportplatform:appStudioUrl is not a setting of this provider; did you mean supportplatform:appsStudioUrl?",
    );
    expect(badConfig.output).toContain("has a problem: supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required");
    expect(badConfig.output).not.toContain("{&{{}}}");

    await stack.stack.setAllConfig({ "supportplatform:apiKey": { value: plantedKey, secret: true } });
    await stack.stack.removeConfig("supportplatform:appStudioUrl");
    const badInput = await preview(stack);
    expect(badInput.code).not.toBe(0);
    expect(badInput.output).toMatch(
      /resource 'leads' has a problem: permissions\[0\]\.actions\[1\]: Invalid option: expected one of .* \(got "read"\)/,
    );
    expect(badInput.output).not.toContain("{<nil>}");
    expect(badInput.output + badConfig.output).not.toContain(plantedKey);
  });
});
