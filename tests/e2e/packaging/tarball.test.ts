// The package as users get it: `npm pack` holds the compiled JavaScript, its declarations, README,
// schema.json, package.json and the policy pack's folder, and nothing else; installed with a plain `npm install <tarball>`
// into a fresh project outside the repository, a stack of every resource and the data source goes
// through up, a no-change preview, a no-change refresh and destroy against the emulator.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { offlineEnv, repoRoot } from "../../harness/pulumi-stack";

const run = promisify(execFile);

const program = `
import * as sp from "pulumi-support-platform";

const billing = "TACME00001";
const types = sp.getTicketTypesOutput({ teamId: billing });
const firstType = types.apply((all) => sp.getTicketType({ id: all[0]!.id }));

new sp.Role("tarball-role", { name: "Tarball role", permissions: [{ resource: "tickets", actions: ["view"] }] });
new sp.AccountAttributeValue("tarball-value", { attribute: "account_status", value: "Tarball", color: "#123456" });
new sp.CsatRule("tarball-rule", {
  teamId: billing,
  name: "Tarball rule",
  allFilters: { ticket: { standardFields: [{ field: "ticketType", operator: "=", value: firstType.name }] } },
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved" },
  feedbackConfig: { feedbackType: "star" },
});
const app = new sp.WebhookApp("tarball-app", {
  name: "Tarball app",
  slug: "tarball-app",
  eventsUrl: "https://hooks.example.com/tarball",
  teamIds: [billing],
});
export const ticketTypeName = firstType.name;
export const clientSecret = app.clientSecret;
`;

/**
 * What the tarball must hold: package.json, README, schema.json, the native plugin's executable,
 * every compiled file of the provider, of its Node.js SDK (sdk/nodejs, the `./native` export) and of
 * the policy pack, and the pack's folder (what `--policy-pack` takes: its PulumiPolicy.yaml and package.json).
 */
function expectedFiles(): string[] {
  const compiled = ["provider", "sdk/nodejs", "policy"].flatMap((folder) =>
    (fs.readdirSync(path.join(repoRoot, "dist", folder), { recursive: true }) as string[])
      .filter((file) => /\.(js|d\.ts)$/.test(file))
      .map((file) => `dist/${folder}/${file.split(path.sep).join("/")}`),
  );
  const policyPack = ["policy/PulumiPolicy.yaml", "policy/package.json"];
  return ["README.md", "package.json", "schema.json", "bin/pulumi-resource-supportplatform", ...policyPack, ...compiled].sort();
}

describe("the packed package", () => {
  const current = platformPerTest();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "support-platform-tarball-"));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("holds only what ships, and runs every resource and the data source from a fresh project", async () => {
    const [packed] = JSON.parse((await run("npm", ["pack", "--json", "--pack-destination", scratch], { cwd: repoRoot })).stdout) as {
      filename: string;
      files: { path: string }[];
    }[];
    expect(packed!.files.map((file) => file.path).sort()).toEqual(expectedFiles());

    // A user's project: Pulumi's SDK, then the tarball, by plain `npm install`.
    const project = path.join(scratch, "project");
    fs.mkdirSync(project);
    fs.writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({ name: "support-stack", private: true, dependencies: { "@pulumi/pulumi": "3.259.0" } }),
    );
    fs.writeFileSync(
      path.join(project, "Pulumi.yaml"),
      "name: support-stack\nruntime:\n  name: nodejs\n  options:\n    typescript: true\nmain: index.ts\n",
    );
    fs.writeFileSync(path.join(project, "index.ts"), program);
    const env = offlineEnv(scratch);
    fs.mkdirSync(path.join(scratch, "backend"));
    await run("npm", ["install", path.join(scratch, packed!.filename), "--prefer-offline", "--no-audit", "--no-fund"], {
      cwd: project,
      env: { ...process.env, ...env },
    });
    expect(fs.realpathSync(path.join(project, "node_modules", "pulumi-support-platform"))).toBe(
      path.join(project, "node_modules", "pulumi-support-platform"),
    );
    // The commands: the export, and the plugin Pulumi runs from the package's bin folder.
    fs.accessSync(
      path.join(project, "node_modules", "pulumi-support-platform", "bin", "pulumi-resource-supportplatform"),
      fs.constants.X_OK,
    );
    for (const command of ["pulumi-support-platform", "pulumi-resource-supportplatform"])
      fs.accessSync(path.join(project, "node_modules", ".bin", command), fs.constants.X_OK);
    // Every shim path a stack's state may hold, those earlier versions wrote included, loads its kind's provider.
    const shimPaths = [
      "roles/role",
      "account-attributes/account-attribute-value",
      "csat/csat-rule",
      "csat-rule-order/csat-rule-order",
      "account-attribute-values/account-attribute-value",
      "csat-settings/csat-settings",
      "webhook-apps/webhook-app",
      "teams/team",
      "team-members/team-member",
    ];
    const loadShims = `process.stdout.write(JSON.stringify(${JSON.stringify(shimPaths)}.map((shim) => typeof require("pulumi-support-platform/shim/" + shim).create)))`;
    expect(JSON.parse((await run("node", ["-e", loadShims], { cwd: project })).stdout)).toEqual(shimPaths.map(() => "function"));
    // The native SDK, Pulumi's generator's: a class per resource of the schema, and the Provider.
    const classes = ["Provider", ...Object.keys(JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")).resources)].map(
      (token) => token.split(":").pop()!,
    );
    const loadNative = `const sp = require("pulumi-support-platform/native"); process.stdout.write(JSON.stringify(${JSON.stringify(classes)}.map((name) => typeof sp[name].isInstance)))`;
    expect(JSON.parse((await run("node", ["-e", loadNative], { cwd: project })).stdout)).toEqual(classes.map(() => "function"));

    const { platform } = current;
    const cli = { cwd: project, env };
    const pulumi = (...args: string[]) => runPulumiOk([...args, "--non-interactive"], cli);
    await pulumi("stack", "init", "dev");
    await pulumi("config", "set", "--secret", "supportplatform:apiKey", platform.admin.apiKey);
    await pulumi("config", "set", "supportplatform:baseUrl", platform.baseUrl);
    await pulumi("config", "set", "supportplatform:apiUrl", platform.apiUrl);
    await pulumi("config", "set", "supportplatform:appsStudioUrl", platform.appsStudioUrl);

    const up = await pulumi("up", "--yes", "--skip-preview");
    // The program's process loads no experimental module of Node (the classes store their provider
    // without Pulumi's closure serializer, which loaded node:sqlite).
    expect(up).not.toContain("ExperimentalWarning");
    expect(JSON.parse(await pulumi("stack", "output", "ticketTypeName", "--json"))).toBe("Question");
    const state = JSON.parse(await pulumi("stack", "export")) as {
      deployment: { resources: { type: string; outputs: { __provider?: string } }[] };
    };
    const dynamic = state.deployment.resources.filter((resource) => resource.type.startsWith("pulumi-nodejs:dynamic/"));
    expect(dynamic.map((resource) => resource.type.split(":")[2]).sort()).toEqual([
      "AccountAttributeValue",
      "CsatRule",
      "Role",
      "WebhookApp",
    ]);
    // Installed, the providers are stored as a require of the package, not by value.
    for (const { outputs } of dynamic) {
      expect(outputs.__provider).toContain('require("pulumi-support-platform/shim/');
      expect(outputs.__provider!.length).toBeLessThan(1024);
    }
    // The CsatRule's shim moved to csat-rules/; state still names it by the path earlier versions recorded.
    expect(dynamic.find((resource) => resource.type.endsWith(":CsatRule"))!.outputs.__provider).toContain(
      'require("pulumi-support-platform/shim/csat/csat-rule")',
    );

    await pulumi("preview", "--expect-no-changes");
    await pulumi("refresh", "--expect-no-changes", "--yes", "--skip-preview");
    await pulumi("destroy", "--yes", "--skip-preview");
    for (const kind of ["csatRules", "apps"] as const) expect(await platform.control.listResources(kind)).toEqual([]);
  }, 360_000);
});
