// The plugin alone through the real CLI, without the typed SDK: a program declaring a raw
// `supportplatform:index:Role` custom resource, `pulumi import <type> <name> <id>` of a role made
// out of band (the single-resource form of import, recording the inputs a person would declare),
// refresh, and destroy.
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { nativeProject } from "../../harness/native-project";

const program = `
import * as pulumi from "@pulumi/pulumi";
const role = new pulumi.CustomResource("supportplatform:index:Role", "leads", {
  name: "Escalation leads",
  permissions: [{ resource: "tickets", actions: ["view", "assign"] }],
  isSystem: undefined,
});
export const isSystem = (role as unknown as { isSystem: pulumi.Output<boolean> }).isSystem;
`;

interface StateResource {
  type: string;
  id?: string;
  inputs: Record<string, unknown>;
}

describe("the native plugin without the SDK", () => {
  const current = platformPerTest();

  it("creates a raw custom resource, imports a role by type, name and id, refreshes and destroys both", async () => {
    const { platform } = current;
    const stack = await current.stack({ projectDir: nativeProject("native-raw", program), projectName: "native-raw" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 2 });
    expect(up.outputs.isSystem!.value).toBe(false);
    await stack.preview({ expectNoChanges: true });

    const response = await fetch(`${platform.baseUrl}/v1/roles`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
      body: JSON.stringify({
        name: "Made in the dashboard",
        description: "Out of band",
        permissions: [{ resource: "tickets", actions: ["view", "comment"] }],
      }),
    });
    const made = ((await response.json()) as { data: { id: string } }).data;
    await runPulumiOk(
      ["import", "supportplatform:index:Role", "dashboard", made.id, "--generate-code=false", "--protect=false", "--yes", "--stack", "dev"],
      { cwd: stack.workDir, env: stack.env },
    );
    const resources = JSON.parse(await stack.exportText()).deployment.resources as StateResource[];
    const imported = resources.find((resource) => resource.id === made.id);
    expect(imported).toMatchObject({ type: "supportplatform:index:Role" });
    expect(imported!.inputs).toEqual({
      name: "Made in the dashboard",
      description: "Out of band",
      permissions: [{ resource: "tickets", actions: ["view", "comment"] }],
    });

    await stack.refresh({ expectNoChanges: true });
    await stack.destroy();
    const left = await platform.control.listResources<{ id: string; name: string }>("roles", platform.organizations[0]!.id);
    expect(left.map((role) => role.name)).not.toContain("Escalation leads");
    expect(left.map((role) => role.id)).not.toContain(made.id);
  });
});
