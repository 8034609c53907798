// Role through the real Pulumi CLI against the emulator: the whole lifecycle with drift, a
// rate-limited apply, creates whose responses are lost, secrets, and invalid inputs.
import { createPlatformStack, type Platform, startPlatform, writesReceived } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";

interface ServerRole {
  id: string;
  name: string;
  description?: string;
  permissions: { resource: string; actions: string[] }[];
}

const roleProgram = (description: string) => `
import * as sp from "pulumi-support-platform";
const role = new sp.Role("leads", {
  name: "Escalation leads",
  description: ${JSON.stringify(description)},
  permissions: [
    { resource: "tickets", actions: ["view", "update", "assign"] },
    { resource: "comments", actions: ["comment", "view"], scope: "team" },
  ],
});
export const roleId = role.id;
export const isSystem = role.isSystem;
`;

describe("Role", () => {
  let platform: Platform;
  let stack: TestStack | undefined;
  const organizationId = () => platform.organizations[0]!.id;
  const serverRoles = () => platform.control.listResources<ServerRole>("roles", organizationId());

  beforeEach(async () => {
    platform = await startPlatform({ rateLimit: false });
  });
  afterEach(async () => {
    await stack?.dispose();
    stack = undefined;
    await platform.stop();
  });

  it("goes through up, no-change preview, update, drift, out-of-band delete and destroy", async () => {
    const seeded = (await serverRoles()).map((role) => role.id).sort();
    stack = await createPlatformStack(platform, { program: roleProgram("First line"), projectName: "role-lifecycle" });

    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 2 });
    const roleId = up.outputs.roleId!.value as string;
    expect(up.outputs.isSystem!.value).toBe(false);
    // State holds a tiny provider reference and no credential.
    const state = await stack.exportText();
    const resources = JSON.parse(state).deployment.resources as { type: string; outputs: { __provider?: string } }[];
    const role = resources.find((resource) => resource.type === "pulumi-nodejs:dynamic/supportplatform:Role")!;
    expect(role.outputs.__provider!.length).toBeLessThan(1024);
    expect(state).not.toContain(platform.admin.apiKey);
    const created = await platform.control.getResource<ServerRole>("roles", roleId);
    expect(created).toMatchObject({ name: "Escalation leads", description: "First line" });
    expect(created.permissions).toEqual([
      { resource: "tickets", actions: expect.arrayContaining(["view", "update", "assign"]) },
      { resource: "comments", actions: expect.arrayContaining(["comment", "view"]), scope: "team" },
    ]);

    // A second preview sees nothing to do, and sends no write.
    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    // A changed description updates in place.
    stack.writeProgram(roleProgram("Second line"));
    const update = await stack.up();
    expect(update.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect((await platform.control.getResource<ServerRole>("roles", roleId)).description).toBe("Second line");
    const refreshed = await stack.refresh();
    expect(refreshed.summary.resourceChanges).toEqual({ same: 2 });
    await stack.preview({ expectNoChanges: true });

    // An edit in the dashboard is found by refresh and undone by up.
    await platform.control.patchResource("roles", roleId, { description: "Changed in the dashboard" });
    const drift = await stack.refresh();
    expect(drift.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    const restore = await stack.up();
    expect(restore.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect((await platform.control.getResource<ServerRole>("roles", roleId)).description).toBe("Second line");

    // A delete in the dashboard is dropped by refresh, and up creates the role again.
    await platform.control.deleteResource("roles", roleId);
    const dropped = await stack.refresh();
    expect(dropped.summary.resourceChanges).toEqual({ same: 1, delete: 1 });
    const recreate = await stack.up();
    expect(recreate.summary.resourceChanges).toEqual({ same: 1, create: 1 });
    const newId = recreate.outputs.roleId!.value as string;
    expect(newId).not.toBe(roleId);
    expect((await platform.control.getResource<ServerRole>("roles", newId)).description).toBe("Second line");

    const destroy = await stack.destroy();
    expect(destroy.summary.resourceChanges).toEqual({ delete: 2 });
    expect((await serverRoles()).map((role) => role.id).sort()).toEqual(seeded);
  });

  it("creates 25 roles within a limit of 10 requests per 5 seconds", async () => {
    await platform.control.setRateLimit(10, 5);
    const program = `
import * as sp from "pulumi-support-platform";
for (let i = 0; i < 25; i++) {
  new sp.Role("role-" + i, { name: "Rate limited " + i, permissions: [{ resource: "tickets", actions: ["view"] }] });
}`;
    stack = await createPlatformStack(platform, { program, projectName: "role-rate-limit" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 26 });
    const names = (await serverRoles()).map((role) => role.name).filter((name) => name.startsWith("Rate limited "));
    expect(names).toHaveLength(25);
    // The provider waited for the window instead of failing: any 429 it met was retried.
    const requests = await platform.control.requests();
    const creates = requests.filter((request) => request.method === "POST" && request.status === 201);
    expect(creates).toHaveLength(25);
  });

  it("never makes a duplicate when created roles' responses are lost", async () => {
    await platform.control.addFault({ method: "POST", path: "/v1/roles", commitThenDrop: true, probability: 0.5 });
    const program = `
import * as sp from "pulumi-support-platform";
export const ids = Array.from({ length: 10 }, (_, i) =>
  new sp.Role("role-" + i, { name: "Lossy " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);`;
    stack = await createPlatformStack(platform, { program, projectName: "role-lost-responses" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 11 });

    const dropped = (await platform.control.requests()).filter((request) => request.fault?.effect === "commitThenDrop");
    expect(dropped.length).toBeGreaterThan(0); // the fault really hit some creates
    const lossy = (await serverRoles()).filter((role) => role.name.startsWith("Lossy "));
    expect(lossy.map((role) => role.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Lossy ${i}`).sort());
    expect(lossy.map((role) => role.id).sort()).toEqual([...(up.outputs.ids!.value as string[])].sort());
  });

  it("keeps the API key and password out of state and output, on success and on failure", async () => {
    const { admin } = platform;
    const config = {
      "supportplatform:email": { value: admin.email },
      "supportplatform:password": { value: admin.password, secret: true },
    };
    stack = await createPlatformStack(platform, { program: roleProgram("Secret test"), projectName: "role-secrets", config });
    await stack.up();
    // A failing update: the server refuses every role change with a 500.
    await platform.control.addFault({ method: "PATCH", path: "/v1/roles/*", status: 500 });
    stack.writeProgram(roleProgram("Will fail"));
    await expect(stack.up()).rejects.toThrow(/update role failed with HTTP 500/);
    // Verbose, as far as the engine goes before it logs raw RPC payloads (-v=9 and above print
    // every provider's configuration in plain text, whatever the provider does).
    await expect(stack.up({ logVerbosity: 8, logToStdErr: true })).rejects.toThrow();

    const everything = stack.output.join("") + (await stack.exportText());
    expect(everything).toContain("Escalation leads");
    expect(everything).not.toContain(admin.apiKey);
    expect(everything).not.toContain(admin.password);
  });

  it("fails preview of invalid inputs with property paths, before any request", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
new sp.Role("bad", {
  name: "",
  permissions: [{ resource: "tickets", actions: ["view", "fly"] }, { resource: "", actions: [] }],
  colour: "red",
} as any);`;
    stack = await createPlatformStack(platform, { program, projectName: "role-invalid" });
    await platform.control.clearRequests();
    const failure = await stack.preview().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = String((failure as Error).message);
    for (const property of ["name", "permissions[0].actions[1]", "permissions[1].resource", "permissions[1].actions", "colour"]) {
      expect(message).toContain(`${property}`);
    }
    expect(await platform.control.requests()).toEqual([]);
  });
});
