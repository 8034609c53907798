// `export --language yaml` end to end: an organization populated out of band (with a token in an
// app's URL) is exported by the installed command as a `runtime: yaml` project; its first `up`
// imports every object through the native plugin without one write, a second preview changes
// nothing, an edit of the YAML applies as exactly that change, and destroy leaves the objects.
// One emulator and one stack.
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { runExport } from "../../harness/export-command";
import { linkNodeModules } from "../../harness/native-project";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { makeScratchDir, offlineEnv } from "../../harness/pulumi-stack";
import { installRelayApp, seedOrganization } from "../../harness/seed-organization";

describe("export --language yaml", () => {
  const current = platformPerTest();

  it("writes a YAML project whose first up imports everything with zero writes, then applies exactly an edit", async () => {
    const { platform } = current;
    const seeded = await seedOrganization(platform, { teams: 1, roles: 4, attributeValues: 2, rulesPerTeam: 2, apps: 2 });
    const token = `relay-${Math.random().toString(36).slice(2, 14)}`;
    await installRelayApp(platform, `https://relay.example.test/hook?token=${token}`);

    // The export stores the secret config through the Pulumi CLI, in the backend the stack then uses.
    const scratch = makeScratchDir("export-yaml");
    const out = path.join(scratch, "project");
    const pulumiEnv = offlineEnv(scratch);
    fs.mkdirSync(fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!), { recursive: true });
    fs.mkdirSync(pulumiEnv.PULUMI_HOME!, { recursive: true });
    const exported = await runExport(platform, ["export", "--language", "yaml", "--out", out, "--project-name", "org-yaml"], pulumiEnv);
    expect(exported.stderr).not.toContain("error");
    expect(exported.code).toBe(0);
    // Pulumi.dev.yaml: the stack's config, the moved value encrypted in it.
    expect(fs.readdirSync(out).sort()).toEqual([".gitignore", "Pulumi.dev.yaml", "Pulumi.yaml", "package.json"]);
    const program = fs.readFileSync(path.join(out, "Pulumi.yaml"), "utf8");
    const objects = Number(/Exported (\d+) objects/.exec(exported.stdout)![1]);
    expect(exported.stdout).toMatch(/Left out \d+:/);
    expect(exported.stdout).toContain(
      "Moved 1 credential-like value into the secret config of stack dev:\n  relay-events-url (WebhookApp relay eventsUrl)",
    );
    expect(exported.stdout).toContain(`cd ${out} && npm install && pulumi stack select --create dev && pulumi up --yes`);
    expect(program).toMatch(/^runtime: yaml$/m);
    expect(program).toContain("      path: ./node_modules/pulumi-support-platform/bin\n");
    expect(program).toContain("config:\n  relay-events-url:\n    type: string\n    secret: true\n");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Pulumi YAML interpolations, not templates
    expect(program).toContain("eventsUrl: ${relay-events-url}");
    // Teams are resources, and every team id refers to one.
    const madeTeam = seeded.teamIds[2]!;
    expect(program).toContain(
      `  assistance-ile-de-france:\n    type: supportplatform:index:Team\n    properties:\n      name: Assistance Île-de-France\n      identifier: ${madeTeam}\n    options:\n      import: ${madeTeam}\n      retainOnDelete: true\n`,
    );
    // As the README shows it.
    expect(program).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Pulumi YAML interpolations, not templates
      "  billing-lead:\n    type: supportplatform:index:TeamMember\n    properties:\n      teamId: ${billing.id}\n      userId: UACME00002\n      isAdmin: true\n    options:\n      import: TACME00001/UACME00002\n      retainOnDelete: true\n",
    );
    expect(program).not.toMatch(/teamIds?: \[?T/);
    expect((program.match(/^ {6}import: /gm) ?? []).length).toBe(objects);
    expect((program.match(/^ {6}retainOnDelete: true$/gm) ?? []).length).toBe(objects);
    for (const file of fs.readdirSync(out)) expect(fs.readFileSync(path.join(out, file), "utf8")).not.toContain(token);

    const stack = await current.stack({
      projectDir: out,
      projectName: "org-yaml",
      env: { PULUMI_BACKEND_URL: pulumiEnv.PULUMI_BACKEND_URL!, PULUMI_HOME: pulumiEnv.PULUMI_HOME! },
    });
    // As `npm install` in the project would: the package (and its plugin) as the e2e setup installed it.
    linkNodeModules(stack.workDir);
    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ import: objects, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    await stack.preview({ expectNoChanges: true });

    // An edit of the YAML: a role renamed, one PATCH.
    const renamed = seeded.roleIds[1]!;
    const edited = program.replace("name: サポート窓口\n", "name: サポート窓口 (EMEA)\n");
    expect(edited).not.toBe(program);
    fs.writeFileSync(path.join(stack.workDir, "Pulumi.yaml"), edited);
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: objects, update: 1 });
    expect((await writesReceived(platform)).map((request) => `${request.method} ${request.path}`)).toEqual([`PATCH /v1/roles/${renamed}`]);

    await platform.control.clearRequests();
    await stack.destroy();
    expect(await writesReceived(platform)).toEqual([]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });
});
