// The documented error paths through the real CLI, its output piped as a pipeline reads it: each
// error is one line with its code (ERR_…) and the setting to check, with no ANSI colour codes, no
// "unhandled exception" dump, no stack-trace or error-class echo under the stack, and no promise
// warnings; a key fixed in config reaches refresh with --run-program (or after an up), as the
// error says.
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumi } from "../../harness/pulumi-cli";
import type { TestStack } from "../../harness/pulumi-stack";

const wrongKey = "sp_acme_admin_WRONG0WRONG0WRONG0WRONG";
const role = (name: string) =>
  `new sp.Role(${JSON.stringify(name.toLowerCase().replace(/\W+/g, "-"))}, { name: ${JSON.stringify(name)}, permissions: [{ resource: "tickets", actions: ["view"] }] });`;

/** Runs the CLI as a user types it, output piped (so no terminal), and answers its exit code and everything it printed. */
async function cli(stack: TestStack, ...args: string[]) {
  const run = await runPulumi([...args, "--stack", "dev", "--non-interactive"], { cwd: stack.workDir, env: stack.env });
  return { code: run.code, output: run.stdout + run.stderr };
}

/** The `error:` lines of the output's Diagnostics, as a user reads them, but Pulumi's own "update failed". */
function errorLines(output: string): string[] {
  const diagnostics = output.split("\nDiagnostics:\n")[1]?.split(/\n(Resources|Outputs):\n/)[0] ?? "";
  return diagnostics
    .split("\n")
    .filter((line) => /^\s+error: /.test(line) && !/error: (update|preview) failed$/.test(line))
    .map((line) => line.trim());
}

/** What no error output may hold, whatever the path. */
function expectReadable(output: string): void {
  expect(output).not.toContain("\u001b["); // colour codes, with the output piped
  expect(output).not.toMatch(/unhandled exception|PromiseRejection|Warning: /);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // a stack frame
  expect(output).not.toMatch(/\w+Error( \[ERR_\w+\])?: .*\[ERR_\w+\]/); // the dynamic host's `${error}: ${error.stack}` echo
}

/** Every error line names its code; each is one line by construction of errorLines, so nothing else of it may follow. */
function expectOneLineErrors(output: string, count: number): string[] {
  const lines = errorLines(output);
  expect(lines).toHaveLength(count);
  for (const line of lines) expect(line).toMatch(/\(ERR_[A-Z_]+\)$/);
  const diagnostics = output.split("\nDiagnostics:\n")[1] ?? "";
  // Nothing but headings, error lines and blank lines in the Diagnostics.
  const others = diagnostics
    .split(/\n(?:Resources|Outputs):\n/)[0]!
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s+error: /.test(line) && !/^ {2}\S.*:$/.test(line));
  expect(others).toEqual([]);
  expectReadable(output);
  return lines;
}

describe("error lines through the CLI", () => {
  const current = platformPerTest();

  it("a refused key names its setting and code; refresh on the recorded key says how to use the fixed one, which --run-program does", async () => {
    const stack = await current.stack({
      program: `import * as sp from "pulumi-support-platform";\n${role("Error leads")}\n`,
      projectName: "error-lines",
    });
    expect((await cli(stack, "up", "--yes", "--skip-preview")).code).toBe(0);
    const goodKey = current.platform.admin.apiKey;

    await runPulumi(["config", "set", "--secret", "supportplatform:apiKey", wrongKey, "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    stack.writeProgram(`import * as sp from "pulumi-support-platform";\n${role("Error leads")}\n${role("Second leads")}\n`);
    const up = await cli(stack, "up", "--yes", "--skip-preview");
    expect(up.code).not.toBe(0);
    expect(expectOneLineErrors(up.output, 1)).toEqual([
      "error: create role failed with HTTP 401: Invalid API key; the platform refused the credential of supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY): check that it is set, current and of this organization (ERR_UNAUTHORIZED)",
    ]);

    // Fixed in config: the preview runs the program, so it uses the fixed key; refresh does not.
    await runPulumi(["config", "set", "--secret", "supportplatform:apiKey", goodKey, "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const refresh = await cli(stack, "refresh", "--yes", "--skip-preview");
    expect(refresh.code).not.toBe(0);
    const [line] = expectOneLineErrors(refresh.output, 1);
    expect(line).toContain(
      "this command runs on the configuration recorded in the stack's state at its last update, not on its configuration now: run pulumi up to record the current one, or run this command with --run-program (ERR_UNAUTHORIZED)",
    );
    expect(refresh.output).not.toContain(wrongKey);

    const fixed = await cli(stack, "refresh", "--yes", "--skip-preview", "--run-program");
    expect({ code: fixed.code, output: fixed.output }).toMatchObject({ code: 0 });
  });

  it("a data source's failure is a one-line program error with its code, a missing key and a wrong key alike", async () => {
    const program = `import * as sp from "pulumi-support-platform";
export const color = sp.getTicketType({ id: "TYACME00001" }).then((type) => type.color);
export const names = sp.getTicketTypesOutput({ teamId: "TACME00001" }).apply((types) => types.map((type) => type.name));
`;
    const stack = await current.stack({ program, projectName: "error-lines-data" });
    await runPulumi(["config", "rm", "supportplatform:apiKey", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    const missing = await cli(stack, "preview");
    expect(missing.code).not.toBe(0);
    for (const line of expectOneLineErrors(missing.output, 2)) {
      expect(line).toBe(
        "error: invalid supportplatform configuration: supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required (ERR_CONFIG)",
      );
    }

    await runPulumi(["config", "set", "--secret", "supportplatform:apiKey", wrongKey, "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const wrong = await cli(stack, "preview");
    expect(wrong.code).not.toBe(0);
    for (const line of expectOneLineErrors(wrong.output, 2)) {
      expect(line).toMatch(
        /HTTP 401: Invalid API key; the platform refused the credential of supportplatform:apiKey \(or SUPPORT_PLATFORM_API_KEY\).* \(ERR_UNAUTHORIZED\)$/,
      );
    }
  });

  it("a mistyped namespace gets the nearest setting; a taken name says ERR_ALREADY_EXISTS and the adoptId that takes it over", async () => {
    const stack = await current.stack({
      program: `import * as sp from "pulumi-support-platform";\n${role("Taken leads")}\n`,
      projectName: "error-lines-config",
    });
    await runPulumi(["config", "rm", "supportplatform:apiKey", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    await runPulumi(["config", "set", "--secret", "supportPlatform:apiKey", current.platform.admin.apiKey, "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const typo = await cli(stack, "preview");
    expect(typo.code).not.toBe(0);
    expect(typo.output).toContain(
      "supportPlatform:apiKey is not in this provider's namespace, supportplatform (config keys are case-sensitive); did you mean supportplatform:apiKey?",
    );
    expectReadable(typo.output);

    await runPulumi(["config", "rm", "supportPlatform:apiKey", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    await runPulumi(["config", "set", "--secret", "supportplatform:apiKey", current.platform.admin.apiKey, "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const response = await fetch(`${current.platform.baseUrl}/v1/roles`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": current.platform.admin.apiKey },
      body: JSON.stringify({ name: "Taken leads", permissions: [{ resource: "tickets", actions: ["view"] }] }),
    });
    const { data } = (await response.json()) as { data: { id: string } };
    const taken = await cli(stack, "up", "--yes", "--skip-preview");
    expect(taken.code).not.toBe(0);
    expect(expectOneLineErrors(taken.output, 1)).toEqual([
      `error: a role named Taken leads already exists as ${data.id}: to manage it, add adoptId: "${data.id}" to this resource's inputs (ERR_ALREADY_EXISTS)`,
    ]);
  });

  it("destroy of a team another stack's app is installed in names the app by name and id, says what was left, and completes once the app is gone", async () => {
    const teams = await current.stack({
      program: `import * as sp from "pulumi-support-platform";
const night = new sp.Team("night", { name: "Night shift", identifier: "ELNIGHT" });
new sp.CsatRule("night-rule", { teamId: night.id, name: "After resolution", triggerConfig: {}, feedbackConfig: {} });
export const teamId = night.id;
`,
      projectName: "error-lines-teams",
    });
    expect((await cli(teams, "up", "--yes", "--skip-preview")).code).toBe(0);
    const teamId = String((await teams.stack.outputs()).teamId!.value);
    const apps = await current.stack({
      program: `import * as sp from "pulumi-support-platform";
export const appId = new sp.WebhookApp("relay", { name: "Relay of the other stack", slug: "el-relay", eventsUrl: "https://hooks.example.com/relay", teamIds: [${JSON.stringify(teamId)}] }).id;
`,
      projectName: "error-lines-apps",
    });
    expect((await cli(apps, "up", "--yes", "--skip-preview")).code).toBe(0);
    const appId = String((await apps.stack.outputs()).appId!.value);

    const refused = await cli(teams, "destroy", "--yes", "--skip-preview");
    expect(refused.code).not.toBe(0);
    const [line] = expectOneLineErrors(refused.output, 1);
    expect(line).toContain(`team ${teamId} still has app "Relay of the other stack" (${appId}).`);
    expect(line).toContain("Any resource of this stack that depends on the team was deleted before it");
    expect(line).toMatch(/\(ERR_TEAM_IN_USE\)$/);
    // What was left, as the summary says it: the rule deleted, the team still in the stack.
    expect(refused.output).toMatch(/- 1 deleted/);
    const left = await runPulumi(["stack", "--show-urns", "--stack", "dev"], { cwd: teams.workDir, env: teams.env });
    expect(left.stdout).toContain("supportplatform:Team::night");
    expect(left.stdout).not.toContain("CsatRule::night-rule");

    // As the line says: remove what keeps it where it was made, then run the command again.
    expect((await cli(apps, "destroy", "--yes", "--skip-preview")).code).toBe(0);
    const again = await cli(teams, "destroy", "--yes", "--skip-preview");
    expect({ code: again.code, output: again.output }).toMatchObject({ code: 0 });
    expect(again.output).toContain("supportplatform:Team night deleted");
  });
});
