// AccountAttributeValue through the real CLI against the emulator: lifecycle, replacement on a new
// attribute, adoption of a built-in value, the isDefault guard, and invalid inputs.
import { expectLifecycle } from "../../harness/lifecycle";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

interface ServerValue {
  id: string;
  attribute: string;
  value: string;
  isDefault: boolean;
  color: string | null;
}

describe("AccountAttributeValue", () => {
  const current = platformPerTest();
  const values = async (attribute: string) =>
    (await current.platform.control.listResources<ServerValue>("attributeValues", current.platform.organizations[0]!.id)).filter((v) => v.attribute === attribute);

  it("goes through the whole lifecycle", async () => {
    await expectLifecycle(current, {
      kind: "attributeValues",
      field: "icon",
      projectName: "attribute-lifecycle",
      program: (icon) => `
import * as sp from "pulumi-support-platform";
const value = new sp.AccountAttributeValue("vip", { attribute: "account_classification", value: "VIP", icon: "${icon}", color: "#aa00ff" });
export const resourceId = value.id;`,
    });
  });

  it("replaces the value when its attribute changes, and updates everything else in place", async () => {
    const program = (attribute: string, color: string) => `
import * as sp from "pulumi-support-platform";
export const resourceId = new sp.AccountAttributeValue("blocked", { attribute: "${attribute}", value: "Blocked", color: "${color}" }).id;`;
    const stack = await current.stack({ program: program("task_status", "#ff0000"), projectName: "attribute-replace" });
    const first = (await stack.up()).outputs.resourceId!.value as string;
    stack.writeProgram(program("task_status", "#00ff00"));
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    stack.writeProgram(program("task_type", "#00ff00"));
    const replaced = await stack.up();
    expect(replaced.summary.resourceChanges).toEqual({ same: 1, replace: 1 });
    expect(replaced.outputs.resourceId!.value).not.toBe(first);
    expect((await values("task_status")).some((v) => v.value === "Blocked")).toBe(false);
    expect((await values("task_type")).find((v) => v.value === "Blocked")?.color).toBe("#00ff00");
    await stack.destroy();
  });

  it("adopts an existing value by id without creating one, and makes it the default", async () => {
    const [builtIn] = (await values("account_health")).filter((v) => !v.isDefault);
    expect(builtIn).toBeDefined();
    const program = `
import * as sp from "pulumi-support-platform";
export const resourceId = new sp.AccountAttributeValue("adopted", {
  attribute: "account_health", value: ${JSON.stringify(builtIn!.value)}, isDefault: true, color: "#123456", adoptId: "${builtIn!.id}",
}).id;`;
    const stack = await current.stack({ program, projectName: "attribute-adopt" });
    await current.platform.control.clearRequests();
    const up = await stack.up();
    expect(up.outputs.resourceId!.value).toBe(builtIn!.id);
    expect((await writesReceived(current.platform)).map((r) => r.method)).toEqual(["PUT"]);
    const health = await values("account_health");
    expect(health.filter((v) => v.isDefault).map((v) => v.id)).toEqual([builtIn!.id]);
    expect(health.find((v) => v.id === builtIn!.id)?.color).toBe("#123456");
    await stack.preview({ expectNoChanges: true });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 2 });
    // Destroy deletes an adopted value like any other managed one.
    await stack.destroy();
    expect((await values("account_health")).some((v) => v.id === builtIn!.id)).toBe(false);
  });

  it("refuses two values that both claim to be one attribute's default", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
new sp.AccountAttributeValue("a", { attribute: "task_priority", value: "P1", isDefault: true });
new sp.AccountAttributeValue("b", { attribute: "task_priority", value: "P2", isDefault: true });`;
    const stack = await current.stack({ program, projectName: "attribute-defaults" });
    await expect(stack.preview()).rejects.toThrow(/"b" and "a" both set isDefault for task_priority/);
  });

  it("fails preview of invalid inputs with property paths, before any request", async () => {
    // The engine stops at the first resource that fails its check: one invalid resource a preview.
    const cases = [
      { args: `{ attribute: "account_mood", value: " ", color: "purple" }`, expected: ["attribute", "value", "must not be empty", "color", "must be a hex color"] },
      { args: `{ attribute: "task_type", value: "Call", isClosed: true, icon: "", shade: 3 }`, expected: ["isClosed", "only applies to task_status values", "icon", "shade"] },
    ];
    const stack = await current.stack({ program: "", projectName: "attribute-invalid" });
    await current.platform.control.clearRequests();
    for (const { args, expected } of cases) {
      stack.writeProgram(`import * as sp from "pulumi-support-platform";\nnew sp.AccountAttributeValue("bad", ${args} as any);`);
      const message = String(((await stack.preview().catch((error: Error) => error)) as Error).message);
      for (const text of expected) expect(message).toContain(text);
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
