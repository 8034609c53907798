// The end-to-end lifecycle every resource must pass through the real CLI: up, a no-change preview
// that sends no write, an in-place update, drift found by refresh and undone by up, an out-of-band
// delete dropped by refresh and recreated by up, and destroy leaving the server as it was. Every
// kind goes through it in one stack, each step changing one object of every kind at once: the
// step's summary counts every kind's change, and each object is checked on the server, so a kind
// that misses its step fails it as it would alone, for a tenth of the CLI operations.
import type { ResourceTable } from "../../emulator";
import { type PlatformTest, writesReceived } from "./platform-stack";
import type { TestStack } from "./pulumi-stack";

export interface LifecycleCase {
  /** The emulator's name for the objects, for out-of-band edits. */
  kind: ResourceTable;
  /** A `new sp.<Kind>(…)` expression of one resource whose `field` is `value` (`sp` is the dynamic face). */
  resource: (value: string) => string;
  /** A string field that updates in place. */
  field: string;
}

/** What `afterCreate` gets: the stack after its first up, and each case's object id, by kind. */
export interface CreatedLifecycle {
  stack: TestStack;
  ids: Partial<Record<ResourceTable, string>>;
}

/** The program declaring one object of every case, exporting their ids as `ids`, keyed by kind. */
function lifecycleProgram(cases: readonly LifecycleCase[], value: string): string {
  const ids = cases.map((testCase) => `  ${JSON.stringify(testCase.kind)}: (${testCase.resource(value)}).id,`);
  return ['import * as sp from "pulumi-support-platform";', "export const ids = {", ...ids, "};", ""].join("\n");
}

/**
 * Runs the lifecycle of every case in one stack. `afterCreate` runs after the first up, for checks
 * of the created objects and their state that need no operation of their own.
 */
export async function expectLifecycle(
  test: PlatformTest,
  cases: readonly LifecycleCase[],
  afterCreate: (created: CreatedLifecycle) => Promise<void> = async () => undefined,
): Promise<void> {
  const { platform } = test;
  const { control } = platform;
  const organizationId = platform.organizations[0]!.id;
  const objects = cases.length;
  const serverIds = async () =>
    Object.fromEntries(
      await Promise.all(
        cases.map(async ({ kind }) => [kind, (await control.listResources(kind, organizationId)).map((record) => record.id).sort()]),
      ),
    );
  /** Every case's `field` on the server, by kind. */
  const fields = async (ids: Partial<Record<ResourceTable, string>>) =>
    Object.fromEntries(
      await Promise.all(cases.map(async ({ kind, field }) => [kind, (await control.getResource(kind, ids[kind]!))[field]])),
    );
  const everyField = (value: string) => Object.fromEntries(cases.map(({ kind }) => [kind, value]));
  const before = await serverIds();
  const stack = await test.stack({ program: lifecycleProgram(cases, "first"), projectName: "lifecycle" });

  const up = await stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: 1 + objects });
  const ids = up.outputs.ids!.value as Partial<Record<ResourceTable, string>>;
  expect(await fields(ids)).toEqual(everyField("first"));
  await afterCreate({ stack, ids });

  await control.clearRequests();
  await stack.preview({ expectNoChanges: true });
  expect(await writesReceived(platform)).toEqual([]);

  stack.writeProgram(lifecycleProgram(cases, "second"));
  expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: objects });
  expect(await fields(ids)).toEqual(everyField("second"));
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1 + objects });
  await stack.preview({ expectNoChanges: true });

  for (const { kind, field } of cases) await control.patchResource(kind, ids[kind]!, { [field]: "changed in the dashboard" });
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, update: objects });
  expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: objects });
  expect(await fields(ids)).toEqual(everyField("second"));

  for (const { kind } of cases) await control.deleteResource(kind, ids[kind]!);
  expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, delete: objects });
  const recreate = await stack.up();
  expect(recreate.summary.resourceChanges).toEqual({ same: 1, create: objects });
  const newIds = recreate.outputs.ids!.value as Partial<Record<ResourceTable, string>>;
  for (const { kind } of cases) expect({ kind, id: newIds[kind] }).not.toEqual({ kind, id: ids[kind] });
  expect(await fields(newIds)).toEqual(everyField("second"));
  await stack.preview({ expectNoChanges: true });

  expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 1 + objects });
  expect(await serverIds()).toEqual(before);
}
