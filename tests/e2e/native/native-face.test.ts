// The native plugin through the real CLI: the typed SDK (`pulumi-support-platform/native`) with the
// plugin chosen in Pulumi.yaml; five kinds and the ticket types' functions, a detailed diff, drift, secrets and no
// code in state; import by id of every kind from the export's native output; two organizations in
// one stack through explicit providers; invalid configuration and inputs stopped at preview.
import * as fs from "node:fs";
import * as path from "node:path";
import { type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumi, runPulumiOk } from "../../harness/pulumi-cli";
import { linkNodeModules, nativeProject } from "../../harness/native-project";
import { exportProject } from "../../harness/export-project";
import { repoRoot } from "../../harness/pulumi-stack";
import { seedOrganization } from "../../harness/seed-organization";
import { everyKind } from "../../harness/every-kind";
import { defaultProviderName, packageProviders, pluginRequest } from "../../harness/default-provider";

const packageVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")).version as string;

/** A program of five kinds and the ticket types' functions. */
const fiveKinds = (actions: string[]) => `
import * as sp from "pulumi-support-platform/native";
const BILLING = "TACME00001";
new sp.Role("leads", { name: "Escalation leads", description: "Leads", permissions: [{ resource: "tickets", actions: ${JSON.stringify(actions)} }] });
new sp.AccountAttributeValue("urgent", { attribute: "task_priority", value: "Urgent", color: "#d1242f" });
const rule = new sp.CsatRule("vip", { teamId: BILLING, name: "VIP", triggerConfig: { delayMinutes: 30 }, feedbackConfig: {} });
new sp.CsatSettings("billing", { teamId: BILLING, cooldownPeriodDays: 10 }, { dependsOn: [rule] });
const app = new sp.WebhookApp("hook", { name: "Hook", slug: "native-hook", eventsUrl: "https://hooks.example.com/e", teamIds: [BILLING, "TACME00002"] });
export const clientId = app.clientId;
export const ticketTypes = sp.getTicketTypesOutput({ teamId: BILLING }).apply((types) => types.length);
export const firstType = sp.getTicketTypesOutput({ teamId: BILLING }).apply((types) => sp.getTicketType({ id: types[0]!.id })).apply((type) => type.name);
`;

async function roleNamed(platform: Platform, name: string) {
  return (
    await platform.control.listResources<{ id: string; name: string; description: string; permissions: { actions: string[] }[] }>("roles")
  ).find((role) => role.name === name);
}

describe("the native plugin", () => {
  const current = platformPerTest();

  it("serves five kinds and the ticket types' functions: a detailed diff, drift restored, secrets encrypted, no code in state", async () => {
    const { platform } = current;
    const stack = await current.stack({
      projectDir: nativeProject("native-every-kind", fiveKinds(["view", "assign"])),
      projectName: "native-every-kind",
    });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 });
    expect(up.outputs.ticketTypes!.value).toBeGreaterThan(0);
    expect(typeof up.outputs.firstType!.value).toBe("string");
    const state = await stack.exportText();
    expect(state).not.toContain("__provider");
    const app = JSON.parse(state).deployment.resources.find(
      (resource: { type: string }) => resource.type === "supportplatform:index:WebhookApp",
    );
    for (const secret of ["clientSecret", "botToken"]) expect(app.outputs[secret]).toHaveProperty("ciphertext");
    // The SDK asks the engine for the plugin of the installed package's version, from schema.json's download location.
    const [provider] = packageProviders(state);
    expect(provider!.inputs).toMatchObject({ version: packageVersion });
    expect(provider!.urn.endsWith(`::${defaultProviderName(packageVersion, pluginRequest.pluginDownloadURL)}`)).toBe(true);
    expect(state).not.toContain(platform.admin.apiKey);
    // Nor in the CLI's output, at the default verbosity or at -v=8 with the engine's logs.
    const decrypted = (await stack.stack.exportStack()).deployment.resources.find(
      (resource: { type: string }) => resource.type === "supportplatform:index:WebhookApp",
    ).outputs;
    // A secret shown by `--show-secrets` is `{<signature>, plaintext: <JSON>}`.
    const reveal = (value: { plaintext: string }) => JSON.parse(value.plaintext) as string;
    const secrets = [platform.admin.apiKey, reveal(decrypted.clientSecret), reveal(decrypted.botToken)];
    expect(secrets.every((secret) => typeof secret === "string" && secret.length > 8)).toBe(true);
    const verbose = await stack.preview({ expectNoChanges: true, logVerbosity: 8, logToStdErr: true });
    // Except the Node.js SDK's own debug line of each registration's answer, which prints the
    // outputs the engine hands the program, secrets included (README: Secrets and verbose logs).
    const logged = (stack.output.join("") + verbose.stdout + verbose.stderr)
      .split("\n")
      .filter((line) => !line.includes("RegisterResource RPC finished"));
    for (const secret of secrets) expect(logged.join("\n")).not.toContain(secret);

    // The role's actions are a set: the preview names the one added, at its place in the declared list.
    stack.writeProgram(fiveKinds(["comment", "view", "assign"]));
    const preview = await stack.preview({ diff: true });
    expect(preview.stdout).toMatch(/~ actions: \[\s+\+ \[0\]: "comment"\s+\]/);
    expect(preview.stdout).not.toMatch(/~ \[\d\]: "/);
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 5, update: 1 });
    expect((await roleNamed(platform, "Escalation leads"))?.permissions[0]?.actions).toEqual(["comment", "view", "assign"]);

    // Drift: seen by refresh, restored by up.
    const role = (await roleNamed(platform, "Escalation leads"))!;
    await platform.control.patchResource("roles", role.id, { description: "Edited in the dashboard" });
    expect((await stack.refresh()).summary.resourceChanges).toMatchObject({ update: 1 });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 5, update: 1 });
    expect((await roleNamed(platform, "Escalation leads"))?.description).toBe("Leads");

    await stack.destroy();
    expect(await roleNamed(platform, "Escalation leads")).toBeUndefined();
  });

  it("imports every kind by id from the export's native output, then previews no change", async () => {
    const { platform } = current;
    await seedOrganization(platform, { teams: 0, roles: 2, attributeValues: 2, rulesPerTeam: 2, apps: 1 });
    const out = await exportProject(platform, "native");
    const imports = JSON.parse(fs.readFileSync(path.join(out, "import.json"), "utf8")).resources as { type: string }[];
    // Every kind of the registry: seedOrganization makes objects of each.
    expect(new Set(imports.map((resource) => resource.type))).toEqual(new Set(everyKind.map((kind) => `supportplatform:index:${kind}`)));
    const stack = await current.stack({ projectDir: out, projectName: "native-import" });
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    linkNodeModules(stack.workDir);

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    await stack.preview({ expectNoChanges: true });
    await stack.refresh({ expectNoChanges: true });
    // `up` records the program's resource options (retainOnDelete), which an import cannot.
    await stack.up({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);
    const state = JSON.parse(await stack.exportText()).deployment.resources as { type: string; retainOnDelete?: boolean }[];
    expect(
      state.filter((resource) => resource.type.startsWith("supportplatform:index:")).every((resource) => resource.retainOnDelete),
    ).toBe(true);
    expect(state.filter((resource) => resource.type.startsWith("supportplatform:index:"))).toHaveLength(imports.length);
    // Retained on delete: destroy leaves the organization as it is.
    await stack.destroy();
    expect(await writesReceived(platform)).toEqual([]);
  });

  it("manages two organizations in one stack through explicit providers, and stops bad config and inputs at preview", async () => {
    const { platform } = current;
    const [acme, globex] = platform.organizations;
    const adminOf = (organization: typeof acme) => organization!.users.find((user) => user.role === "Organization Admin")!;
    const program = (baseUrl: string, actions = '["view"]') => `
import * as sp from "pulumi-support-platform/native";
const acme = new sp.Provider("acme", { apiKey: ${JSON.stringify(adminOf(acme).apiKey)}, baseUrl: ${JSON.stringify(baseUrl)}, maxRequestsPerMinute: "600" });
const globex = new sp.Provider("globex", { apiKey: ${JSON.stringify(adminOf(globex).apiKey)}, baseUrl: ${JSON.stringify(platform.baseUrl)} });
new sp.Role("acme-leads", { name: "Shift leads", permissions: [{ resource: "tickets", actions: ${actions} as any }] }, { provider: acme });
new sp.Role("globex-leads", { name: "Shift leads", permissions: [{ resource: "tickets", actions: ["view"] }] }, { provider: globex });
`;
    const stack = await current.stack({
      projectDir: nativeProject("native-two-orgs", program("not a url")),
      projectName: "native-two-orgs",
    });
    await platform.control.clearRequests();
    const badConfig = await runPulumi(["preview", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    expect(badConfig.code).not.toBe(0);
    expect(badConfig.stdout + badConfig.stderr).toMatch(/baseUrl.*must be an absolute http\(s\) URL/);
    expect(badConfig.stdout + badConfig.stderr).not.toContain(adminOf(acme).apiKey);
    stack.writeProgram(program(platform.baseUrl, '["view", "fly"]'));
    const badInput = await runPulumi(["preview", "--stack", "dev"], { cwd: stack.workDir, env: stack.env });
    expect(badInput.stdout + badInput.stderr).toMatch(/permissions\[0\]\.actions\[1\]/);
    expect(await platform.control.requests()).toEqual([]);

    stack.writeProgram(program(platform.baseUrl));
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 5 }); // the stack, two providers, two roles
    const creates = (await writesReceived(platform)).filter((request) => request.method === "POST" && request.path === "/v1/roles");
    expect(creates.map((request) => request.principal?.organizationId).sort()).toEqual([acme!.id, globex!.id].sort());
    await stack.preview({ expectNoChanges: true });
    await stack.refresh({ expectNoChanges: true });
    await stack.destroy();
    for (const organization of [acme!, globex!]) {
      expect((await platform.control.listResources<{ name: string }>("roles", organization.id)).map((role) => role.name)).not.toContain(
        "Shift leads",
      );
    }
  });

  it("moves a stack from the dynamic face to the native face without a write: switch the import, up, refresh", async () => {
    const { platform } = current;
    const program = (module: string) => `
import * as sp from "${module}";
new sp.Role("leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] });
new sp.WebhookApp("hook", { name: "Hook", slug: "moving-hook", eventsUrl: "https://hooks.example.com/e", teamIds: ["TACME00001"] });
`;
    const stack = await current.stack({
      projectDir: nativeProject("native-migration", program("pulumi-support-platform")),
      projectName: "native-migration",
    });
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 3 });
    expect(await stack.exportText()).toContain("__provider");

    await platform.control.clearRequests();
    stack.writeProgram(program("pulumi-support-platform/native"));
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 3 });
    await stack.refresh();
    expect(await writesReceived(platform)).toEqual([]);
    const state = await stack.exportText();
    expect(state).not.toContain("__provider");
    expect(
      JSON.parse(state).deployment.resources.filter((resource: { type: string }) => resource.type.startsWith("supportplatform:index:")),
    ).toHaveLength(2);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
    expect(await roleNamed(platform, "Escalation leads")).toBeUndefined();
  });
});
