// What every example's test does: deploys the example folder (copied, so that it imports the
// package installed by the e2e globalSetup, as a user's project does) against the test's emulator,
// checks that a second preview has no change, and after the test's own checks destroys it and
// finds the server as it was.
import * as path from "node:path";
import type { ConfigMap } from "@pulumi/pulumi/automation";
import type { ResourceTable } from "../../../emulator";
import type { PlatformTest } from "../../harness/platform-stack";
import { repoRoot, type TestStack } from "../../harness/pulumi-stack";

export const exampleDir = (name: string) => path.join(repoRoot, "examples", name);

/** The kinds an example may create, and so must leave as they were. */
const kinds: ResourceTable[] = ["roles", "accountAttributeValues", "csatRules", "apps", "installations"];

export interface DeployedExample {
  stack: TestStack;
  outputs: Record<string, unknown>;
  /** Destroys the stack and checks that the server holds what it held before the example. */
  destroy(): Promise<void>;
}

export interface ExampleOptions {
  /** Adds to the stack's config (the platform's addresses and key are set already). */
  config?: ConfigMap;
  /** Readies the copied project's stack before its first `up` (e.g. installs the plugin archive into its PULUMI_HOME). */
  prepare?: (stack: TestStack) => unknown;
  /** The stack's name, whose Pulumi.<stack>.yaml in the example is its config. */
  stackName?: string;
  /** Extra environment for the stack's CLI calls, e.g. a PULUMI_BACKEND_URL that stacks share. */
  env?: Record<string, string>;
}

/** `name` is the example's folder, or `<folder>/<program>` for an example of several programs. */
export async function deployExample(test: PlatformTest, name: string, options: ExampleOptions = {}): Promise<DeployedExample> {
  const { control } = test.platform;
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(kinds.map(async (kind) => [kind, (await control.listResources(kind)).map((record) => record.id).sort()])),
    );
  const before = await snapshot();
  const { config = {}, prepare = () => undefined, stackName, env } = options;
  const stack = await test.stack({ projectDir: exampleDir(name), projectName: name.replaceAll("/", "-"), config, stackName, env });
  await prepare(stack);
  const up = await stack.up();
  await stack.preview({ expectNoChanges: true });
  return {
    stack,
    outputs: Object.fromEntries(Object.entries(up.outputs).map(([key, output]) => [key, output.value])),
    async destroy() {
      await stack.destroy();
      expect(await snapshot()).toEqual(before);
    },
  };
}
