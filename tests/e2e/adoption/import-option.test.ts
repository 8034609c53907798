// Pulumi's `import` resource option on the dynamic face's classes, through the real CLI: the engine's
// own import of a dynamic resource fails in its provider host (pulumi/pulumi 16175, 3550, checked
// below), so the classes take the option themselves: the create adopts the object when it matches
// the declared inputs, writing nothing, and otherwise fails on one line naming where it differs.
import { type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumi } from "../../harness/pulumi-cli";

/** Makes a role as the dashboard would; answers its id. */
async function dashboardRole(platform: Platform, actions: string[]): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/v1/roles`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
    body: JSON.stringify({ name: "Shift leads", description: "Made in the dashboard", permissions: [{ resource: "tickets", actions }] }),
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const program = (actions: string[], options: string) => `
import * as sp from "pulumi-support-platform";
const role = new sp.Role("existing", {
  name: "Shift leads",
  description: "Made in the dashboard",
  permissions: [{ resource: "tickets", actions: ${JSON.stringify(actions)} }],
}, ${options});
export const roleId = role.id;
`;

describe("the import resource option on a dynamic-face class", () => {
  const current = platformPerTest();

  it("adopts a matching object with no write; the option can then go", async () => {
    const { platform } = current;
    const id = await dashboardRole(platform, ["view", "assign"]);
    // The actions in another order: a set, so still a match.
    const stack = await current.stack({ program: program(["assign", "view"], `{ import: "${id}" }`), projectName: "import-option" });
    await platform.control.clearRequests();
    const preview = await stack.preview({ diff: true });
    expect(preview.changeSummary).toEqual({ create: 2 });
    expect(preview.stdout).not.toContain("__import");
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 2 });
    expect(up.outputs.roleId!.value).toBe(id);
    expect(await writesReceived(platform)).toEqual([]);
    expect((await platform.control.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(["GET /v1/roles"]);

    // Pulumi's import option is for the first deployment only: without it, nothing changes.
    await stack.preview({ expectNoChanges: true });
    stack.writeProgram(program(["assign", "view"], "{}"));
    await stack.preview({ expectNoChanges: true });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 2 });
    expect(await writesReceived(platform)).toEqual([]);
    await stack.destroy();
  });

  it("fails on one line naming where the declared inputs differ, and writes nothing", async () => {
    const { platform } = current;
    const id = await dashboardRole(platform, ["view", "assign"]);
    const stack = await current.stack({
      program: program(["view", "assign", "comment"], `{ import: "${id}" }`),
      projectName: "import-option-mismatch",
    });
    await platform.control.clearRequests();
    const failure = await stack.up().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = `cannot import ${id}: the declared inputs differ from what the platform holds at permissions[0].actions[2]; declare those as the platform holds them, or give adoptId: "${id}" instead of the import option to update them when it is adopted`;
    const lines = String(failure)
      .split("\n")
      .filter((line) => line.includes("cannot import"));
    expect(lines.length).toBeGreaterThan(0);
    // The progress line and the diagnostics both end with the message, whole, on one line, its code last.
    for (const line of lines) expect(line.trimEnd().endsWith(`error: ${message} (ERR_IMPORT_MISMATCH)`)).toBe(true);
    expect(String(failure)).not.toContain("    at ");
    expect(await writesReceived(platform)).toEqual([]);
    const state = JSON.parse(await stack.exportText()) as { deployment: { resources?: { type: string }[] } };
    expect((state.deployment.resources ?? []).filter((resource) => resource.type.endsWith(":Role"))).toEqual([]);
  });

  it("is needed: the engine's own import of a dynamic resource fails in its provider host, before any request", async () => {
    // Should this test ever fail, the engine's import reaches dynamic providers: the classes could
    // pass the option on, and `pulumi import` would work too (README: Adopting existing objects).
    const { platform } = current;
    const id = await dashboardRole(platform, ["view"]);
    const stack = await current.stack({ program: 'import "pulumi-support-platform";\n', projectName: "import-engine" });
    await platform.control.clearRequests();
    const run = await runPulumi(
      ["import", "pulumi-nodejs:dynamic/supportplatform:Role", "existing", id, "--yes", "--generate-code=false", "--stack", "dev"],
      { cwd: stack.workDir, env: stack.env },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain("Cannot read properties of undefined (reading 'toJavaScript')");
    expect(await platform.control.requests()).toEqual([]);
  });
});
