// AccountAttributeValue through the real CLI against the emulator: replacement on a new attribute,
// and adoption of built-in values.
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
    (await current.platform.control.listResources<ServerValue>("accountAttributeValues", current.platform.organizations[0]!.id)).filter(
      (v) => v.attribute === attribute,
    );

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

  it("adopts existing values by id with one PUT each; destroy deletes them, unless retainOnDelete", async () => {
    const [health] = (await values("account_health")).filter((v) => !v.isDefault);
    const [industry] = (await values("account_industry")).filter((v) => !v.isDefault);
    const program = `
import * as sp from "pulumi-support-platform";
const health = new sp.AccountAttributeValue("health", {
  attribute: "account_health", value: ${JSON.stringify(health!.value)}, isDefault: true, color: "#123456", adoptId: "${health!.id}",
});
const industry = new sp.AccountAttributeValue("industry", {
  attribute: "account_industry", value: "Retail and commerce", adoptId: "${industry!.id}",
}, { retainOnDelete: true });
export const ids = [health.id, industry.id];`;
    const stack = await current.stack({ program, projectName: "attribute-adopt" });
    await current.platform.control.clearRequests();
    const up = await stack.up();
    expect(up.outputs.ids!.value).toEqual([health!.id, industry!.id]);
    const writes = (await writesReceived(current.platform)).map((r) => `${r.method} ${r.path}`).sort();
    expect(writes).toEqual([`PUT /v1/accounts/attributes/${health!.id}`, `PUT /v1/accounts/attributes/${industry!.id}`].sort());
    expect((await values("account_health")).filter((v) => v.isDefault).map((v) => v.id)).toEqual([health!.id]);
    expect((await values("account_health")).find((v) => v.id === health!.id)?.color).toBe("#123456");
    expect((await values("account_industry")).find((v) => v.id === industry!.id)?.value).toBe("Retail and commerce");
    await stack.preview({ expectNoChanges: true });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 3 });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect((await values("account_health")).some((v) => v.id === health!.id)).toBe(false);
    expect((await values("account_industry")).find((v) => v.id === industry!.id)?.value).toBe("Retail and commerce");
  });
});
