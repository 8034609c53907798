// AccountAttributeValue through the real CLI against the emulator: the isDefault guard, and invalid
// inputs. Its lifecycle with drift: tests/e2e/foundation/lifecycle.test.ts. Replacement and
// adoption: adoption-and-replacement.test.ts.
import { platformPerTest } from "../../harness/platform-stack";

describe("AccountAttributeValue", () => {
  const current = platformPerTest();

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
      {
        args: `{ attribute: "account_mood", value: " ", color: "purple" }`,
        expected: ["attribute", "value", "must not be empty", "color", "must be a hex color"],
      },
      {
        args: `{ attribute: "task_type", value: "Call", isClosed: true, icon: "", shade: 3 }`,
        expected: ["isClosed", "only applies to task_status values", "icon", "shade"],
      },
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
