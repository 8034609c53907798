// Role through the real Pulumi CLI against the emulator: a rate-limited apply, creates whose
// responses are lost, secrets, and invalid inputs. Its lifecycle with drift, state and the order of
// its actions as sent: tests/e2e/foundation/lifecycle.test.ts.
import { platformPerTest } from "../../harness/platform-stack";

interface ServerRole {
  id: string;
  name: string;
  description?: string;
  permissions: { resource: string; actions: string[] }[];
}

const roleProgram = (description: string) => `
import * as sp from "pulumi-support-platform";
new sp.Role("leads", {
  name: "Escalation leads",
  description: ${JSON.stringify(description)},
  permissions: [
    { resource: "tickets", actions: ["view", "update", "assign"] },
    { resource: "comments", actions: ["comment", "view"], scope: "team" },
  ],
});
`;

describe("Role", () => {
  const current = platformPerTest();
  const serverRoles = () => current.platform.control.listResources<ServerRole>("roles", current.platform.organizations[0]!.id);

  it("creates 25 roles within a limit of 10 requests per 5 seconds", async () => {
    await current.platform.control.setRateLimit(10, 5);
    const program = `
import * as sp from "pulumi-support-platform";
for (let i = 0; i < 25; i++) {
  new sp.Role("role-" + i, { name: "Rate limited " + i, permissions: [{ resource: "tickets", actions: ["view"] }] });
}`;
    const stack = await current.stack({ program, projectName: "role-rate-limit" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 26 });
    const names = (await serverRoles()).map((role) => role.name).filter((name) => name.startsWith("Rate limited "));
    expect(names).toHaveLength(25);
    // The provider waited for the window instead of failing: any 429 it met was retried.
    const requests = await current.platform.control.requests();
    const creates = requests.filter((request) => request.method === "POST" && request.status === 201);
    expect(creates).toHaveLength(25);
  });

  it("never makes a duplicate when created roles' responses are lost", async () => {
    await current.platform.control.addFault({ method: "POST", path: "/v1/roles", commitThenDrop: true, probability: 0.5 });
    const program = `
import * as sp from "pulumi-support-platform";
export const ids = Array.from({ length: 10 }, (_, i) =>
  new sp.Role("role-" + i, { name: "Lossy " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }).id);`;
    const stack = await current.stack({ program, projectName: "role-lost-responses" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 11 });

    const dropped = (await current.platform.control.requests()).filter((request) => request.fault?.effect === "commitThenDrop");
    expect(dropped.length).toBeGreaterThan(0); // the fault really hit some creates
    const lossy = (await serverRoles()).filter((role) => role.name.startsWith("Lossy "));
    expect(lossy.map((role) => role.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Lossy ${i}`).sort());
    expect(lossy.map((role) => role.id).sort()).toEqual([...(up.outputs.ids!.value as string[])].sort());
  });

  it("keeps the API key and password out of state and output, on success and on failure", async () => {
    const { admin } = current.platform;
    const config = {
      "supportplatform:email": { value: admin.email },
      "supportplatform:password": { value: admin.password, secret: true },
      // The update below fails for good: one retry is enough to show the error, and quick.
      "supportplatform:maxRetries": { value: "1" },
    };
    const stack = await current.stack({ program: roleProgram("Secret test"), projectName: "role-secrets", config });
    await stack.up();
    // A failing update: the server refuses every role change with a 500.
    await current.platform.control.addFault({ method: "PATCH", path: "/v1/roles/*", status: 500 });
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
    const stack = await current.stack({ program, projectName: "role-invalid" });
    await current.platform.control.clearRequests();
    const failure = await stack.preview().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = String((failure as Error).message);
    for (const property of ["name", "permissions[0].actions[1]", "permissions[1].resource", "permissions[1].actions", "colour"]) {
      expect(message).toContain(`${property}`);
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
