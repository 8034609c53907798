// examples/yaml: a support organization in a `runtime: yaml` project, through the YAML language host
// and the native plugin as a YAML user installs it, the archive (`pulumi plugin install --file`, no
// package.json; ticket types and a list function read with fn::invoke): up, no change on a second
// preview, drift made in the dashboard seen by refresh and undone by up; then `pulumi import` of a
// role made in the dashboard writes its YAML declaration, which, pasted into the program, previews
// with no change; destroy leaves the server as it was. One emulator and one stack for all of it.
import * as fs from "node:fs";
import * as path from "node:path";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { installPluginArchive } from "../../harness/plugin-archive";
import { deployExample } from "./example-stack";

// js-yaml ships no type declarations.
const yaml = require("js-yaml") as { load(text: string): unknown; dump(value: unknown): string };

interface ServerRole {
  id: string;
  name: string;
  description: string;
}

interface YamlProgram {
  resources: Record<string, { type: string; properties: Record<string, unknown> }>;
}

describe("examples/yaml", () => {
  const current = platformPerTest();

  it("deploys the organization, restores drift, and imports a dashboard role as YAML code", async () => {
    const { platform } = current;
    const { control } = platform;
    // The plugin as a YAML user gets it: the archive, installed into the stack's PULUMI_HOME.
    const example = await deployExample(current, "yaml", {
      prepare: (stack) => installPluginArchive({ cwd: stack.workDir, env: stack.env }),
    });
    const { stack } = example;
    expect(Object.keys(example.outputs).sort()).toEqual([
      "csatSettingsId",
      "escalationLeadsRoleId",
      "firstBillingMember",
      "firstBillingTicketType",
      "strategicValueId",
      "webhookAppId",
      "webhookClientSecret",
    ]);
    expect(typeof example.outputs.firstBillingTicketType).toBe("string");
    const billingMembers = (await (
      await fetch(`${platform.baseUrl}/v1/teams/TACME00001/members`, { headers: { "x-api-key": platform.admin.apiKey } })
    ).json()) as {
      data: { email: string }[];
    };
    expect(example.outputs.firstBillingMember).toBe(billingMembers.data[0]!.email);
    const apps = await control.listResources<{ id: string }>("apps");
    expect(apps.map((app) => app.id)).toContain(example.outputs.webhookAppId);
    const installations = await control.listResources<{ appId: string; teamIds: string[] }>("installations");
    expect(installations.find((installation) => installation.appId === example.outputs.webhookAppId)?.teamIds.sort()).toEqual([
      "TACME00001",
      "TACME00002",
    ]);
    const roleId = example.outputs.escalationLeadsRoleId as string;

    // Drift: seen by refresh, restored by up.
    await control.patchResource("roles", roleId, { description: "Edited in the dashboard" });
    expect((await stack.refresh()).summary.resourceChanges).toMatchObject({ update: 1 });
    expect((await stack.up()).summary.resourceChanges).toMatchObject({ update: 1 });
    expect((await control.getResource<ServerRole>("roles", roleId)).description).toBe("Take over tickets that breach their SLA.");

    // `pulumi import` writes the YAML declaration of a role made in the dashboard.
    const response = await fetch(`${platform.baseUrl}/v1/roles`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
      body: JSON.stringify({
        name: "Made in the dashboard",
        description: "Out of band",
        permissions: [{ resource: "tickets", actions: ["view", "comment"] }],
      }),
    });
    const made = ((await response.json()) as { data: ServerRole }).data;
    const codeFile = path.join(stack.workDir, "imported.yaml");
    await runPulumiOk(
      ["import", "supportplatform:index:Role", "dashboard", made.id, "--protect=false", "--yes", "--stack", "dev", "--out", codeFile],
      { cwd: stack.workDir, env: stack.env },
    );
    const imported = yaml.load(fs.readFileSync(codeFile, "utf8")) as YamlProgram;
    expect(imported).toEqual({
      resources: {
        dashboard: {
          type: "supportplatform:Role",
          properties: {
            name: "Made in the dashboard",
            description: "Out of band",
            permissions: [{ resource: "tickets", actions: ["view", "comment"] }],
          },
        },
      },
    });
    // Pasted into the program, it previews with no change and no write.
    const programFile = path.join(stack.workDir, "Pulumi.yaml");
    const program = yaml.load(fs.readFileSync(programFile, "utf8")) as YamlProgram;
    fs.writeFileSync(programFile, yaml.dump({ ...program, resources: { ...program.resources, ...imported.resources } }));
    await control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    await example.destroy();
  });
});
