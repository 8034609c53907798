// Upgrade safety: a stack deployed with one build of the package is refreshed and destroyed by the
// build installed later, not by a copy of the first frozen into state. The program has its own
// node_modules, as a user's project does; the later build is the packed package with a new version
// whose runtime records every provider call it serves and whose native plugin records its starts,
// both faces in one stack. And a stack whose state holds the sorted lists that earlier builds wrote
// previews no change with this one, which keeps the declared order.
import * as fs from "node:fs";
import * as path from "node:path";
import { nativeProject } from "../../harness/native-project";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { repoRoot } from "../../harness/pulumi-stack";

/** The package as packed by the e2e globalSetup (install-package.js). */
const packedBuild = path.join(repoRoot, "node_modules", "pulumi-support-platform");
const upgradedVersion = "0.2.0-upgrade-test";

/** Two roles of each face: the dynamic provider's calls and the native plugin's starts are recorded apart. */
const program = `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
export const ids = ["Upgrade first", "Upgrade second"].map((name, i) =>
  new dynamic.Role("role-" + i, { name, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
export const nativeIds = ["Upgrade native first", "Upgrade native second"].map((name, i) =>
  new native.Role("native-role-" + i, { name, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);
`;

/** Installs a copy of the packed build into the program's own node_modules, replacing any other. */
function installBuild(programDir: string): string {
  const target = path.join(programDir, "node_modules", "pulumi-support-platform");
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(packedBuild, target, { recursive: true });
  return target;
}

/** Makes an installed build the upgraded one: a new version whose runtime logs each call to `log`. */
function upgrade(installed: string, log: string): void {
  const manifest = path.join(installed, "package.json");
  fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, "utf8")), version: upgradedVersion }));
  const recorder = `
;{
  const fs = require("node:fs");
  const version = require("../../../package.json").version;
  const served = exports.providerFor;
  exports.providerFor = (kind) => new Proxy(served(kind), {
    get: (provider, method) => (...args) => {
      fs.appendFileSync(${JSON.stringify(log)}, version + " " + String(method) + " " + kind + "\\n");
      return provider[method](...args);
    },
  });
}
`;
  fs.appendFileSync(path.join(installed, "dist", "provider", "adapters", "runtime.js"), recorder);
}

describe("upgrading the package", () => {
  const current = platformPerTest();

  it("makes refresh and destroy run the new build: the dynamic provider's runtime and the native plugin", async () => {
    const { control } = current.platform;
    const stack = await current.stack({ program, projectName: "upgrade" });
    fs.appendFileSync(
      path.join(stack.workDir, "Pulumi.yaml"),
      "plugins:\n  providers:\n    - name: supportplatform\n      path: ./node_modules/pulumi-support-platform/bin\n",
    );
    const installed = installBuild(stack.workDir);
    const log = path.join(stack.workDir, "provider-calls.log");
    const calls = () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n") : []);

    const up = await stack.up();
    // Two roles on each face.
    expect([...(up.outputs.ids!.value as string[]), ...(up.outputs.nativeIds!.value as string[])]).toHaveLength(4);
    expect(calls()).toEqual([]);
    // State holds a reference to the installed package, not its implementation.
    const state = JSON.parse(await stack.exportText()) as {
      deployment: { resources: { type: string; outputs: { __provider?: string } }[] };
    };
    const roles = state.deployment.resources.filter((resource) => resource.type === "pulumi-nodejs:dynamic/supportplatform:Role");
    expect(roles).toHaveLength(2);
    for (const role of roles) expect(role.outputs.__provider).toContain('require("pulumi-support-platform/shim/roles/role")');

    // The upgraded build: a new version whose runtime logs each call, and whose plugin notes each start of its process.
    upgrade(installed, log);
    const starts = path.join(stack.workDir, "plugin-starts.log");
    fs.appendFileSync(
      path.join(installed, "dist", "provider", "adapters", "native-plugin", "main.js"),
      `\nrequire("node:fs").appendFileSync(${JSON.stringify(starts)}, require("../../../../package.json").version + "\\n");\n`,
    );
    await stack.preview({ expectNoChanges: true });
    expect(calls()).toEqual(expect.arrayContaining([`${upgradedVersion} diff Role`]));

    fs.rmSync(log);
    fs.rmSync(starts, { force: true });
    await control.clearRequests();
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 5 });
    expect(calls().filter((call) => call.endsWith(" read Role"))).toEqual([`${upgradedVersion} read Role`, `${upgradedVersion} read Role`]);
    expect(fs.readFileSync(starts, "utf8").trim().split("\n")).toContain(upgradedVersion);
    // Each face's provider process lists the roles once for all its roles' reads.
    const reads = (await control.requests()).filter((request) => request.method === "GET").map((request) => request.path);
    expect(reads).toEqual(["/v1/roles", "/v1/roles"]);

    fs.rmSync(log);
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 5 });
    expect(calls().filter((call) => call.endsWith(" delete Role"))).toEqual([
      `${upgradedVersion} delete Role`,
      `${upgradedVersion} delete Role`,
    ]);
    const remaining = await control.listResources<{ name: string }>("roles", current.platform.organizations[0]!.id);
    expect(remaining.filter((role) => role.name.startsWith("Upgrade "))).toEqual([]);
  });
});

describe("a stack whose state holds sorted unordered lists (earlier builds), in both faces", () => {
  const current = platformPerTest();
  const faces = ["dynamic", "native"] as const;

  /**
   * A role's actions, an app's teams and a team's closed statuses, as `order` arranges each list, in
   * each face (one native project holds both): each face's rule and settings in a team of its own.
   */
  const program = (order: (list: string[]) => string[]) => {
    const teams = current.platform.organizations[0]!.teams.map((team) => team.id);
    const [first, second] = teams;
    const declarations = faces.map((face, index) => {
      const team = teams[index]!;
      return `
new ${face}.Role("leads-${face}", { name: "Sorted leads ${face}", permissions: [{ resource: "tickets", actions: ${JSON.stringify(order(["view", "update"]))} }] });
new ${face}.WebhookApp("hook-${face}", { name: "Sorted hook ${face}", slug: "sorted-hook-${face}", eventsUrl: "https://hooks.example.com/e", teamIds: ${JSON.stringify(order([second!, first!]))} });
const ${face}Rule = new ${face}.CsatRule("rule-${face}", { teamId: "${team}", name: "Sorted rule", triggerConfig: {}, feedbackConfig: {} });
new ${face}.CsatSettings("settings-${face}", { teamId: "${team}", closedStatusIds: ${JSON.stringify(order(["resolved", "closed"]))} }, { dependsOn: [${face}Rule] });`;
    });
    return `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
${declarations.join("\n")}
`;
  };

  it("previews no change, and up writes nothing", async () => {
    const projectName = "sorted-state";
    // Earlier builds' check sorted these lists, so they sent them sorted and kept them sorted in
    // state: deploying them sorted makes that very state, inputs and outputs.
    const sorted = program((list) => [...list].sort());
    const stack = await current.stack({ projectDir: nativeProject(projectName, sorted), projectName });
    await stack.up();
    const state = JSON.parse(await stack.exportText()) as {
      deployment: { resources: { type: string; urn: string; inputs: Record<string, unknown>; outputs: Record<string, unknown> }[] };
    };
    const held = (kind: string, name: string) =>
      state.deployment.resources.find((resource) => resource.type.endsWith(`:${kind}`) && resource.urn.endsWith(`::${name}`))!;
    for (const face of faces) {
      for (const side of ["inputs", "outputs"] as const) {
        expect(held("Role", `leads-${face}`)[side].permissions).toMatchObject([{ actions: ["update", "view"] }]);
        const teams = held("WebhookApp", `hook-${face}`)[side].teamIds as string[];
        expect(teams).toEqual([...teams].sort());
        expect(held("CsatSettings", `settings-${face}`)[side].closedStatusIds).toEqual(["closed", "resolved"]);
      }
    }

    // The program as its author wrote it, in any order; this build keeps that order in its inputs.
    stack.writeProgram(program((list) => list));
    await current.platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1 + 4 * faces.length });
    await stack.refresh({ expectNoChanges: true });
    expect(await writesReceived(current.platform)).toEqual([]);
    await stack.destroy();
  });
});
