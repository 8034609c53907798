// The end-to-end lifecycle every resource must pass through the real CLI: up, a no-change preview
// that sends no write, an in-place update, drift found by refresh and undone by up, an out-of-band
// delete dropped by refresh and recreated by up, and destroy leaving the server as it was.
import type { ResourceKind } from "../../emulator";
import { type PlatformTest, writesReceived } from "./platform-stack";

export interface LifecycleCase {
  /** The emulator's name for the objects, for out-of-band edits. */
  kind: ResourceKind;
  /** A program declaring one resource whose `field` is `value`, exporting its id as `resourceId`. */
  program: (value: string) => string;
  /** A string field that updates in place. */
  field: string;
  projectName: string;
}

export async function expectLifecycle(test: PlatformTest, testCase: LifecycleCase): Promise<void> {
  const { platform } = test;
  const { control } = platform;
  const organizationId = platform.organizations[0]!.id;
  const serverIds = async () => (await control.listResources(testCase.kind, organizationId)).map((record) => record.id).sort();
  const fieldOf = async (id: string) => (await control.getResource(testCase.kind, id))[testCase.field];
  const before = await serverIds();
  const stack = await test.stack({ program: testCase.program("first"), projectName: testCase.projectName });

  const up = await stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: 2 });
  const id = up.outputs.resourceId!.value as string;
  expect(await fieldOf(id)).toBe("first");

  await control.clearRequests();
  await stack.preview({ expectNoChanges: true });
  expect(await writesReceived(platform)).toEqual([]);

  stack.writeProgram(testCase.program("second"));
  expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
  expect(await fieldOf(id)).toBe("second");
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 2 });
  await stack.preview({ expectNoChanges: true });

  await control.patchResource(testCase.kind, id, { [testCase.field]: "changed in the dashboard" });
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
  expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
  expect(await fieldOf(id)).toBe("second");

  await control.deleteResource(testCase.kind, id);
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, delete: 1 });
  const recreate = await stack.up();
  expect(recreate.summary.resourceChanges).toEqual({ same: 1, create: 1 });
  const newId = recreate.outputs.resourceId!.value as string;
  expect(newId).not.toBe(id);
  expect(await fieldOf(newId)).toBe("second");
  await stack.preview({ expectNoChanges: true });

  expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 2 });
  expect(await serverIds()).toEqual(before);
}
