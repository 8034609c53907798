// Invalid inputs reach the user through the real CLI: for each kind, one resource breaking every
// property its table can break at once. `preview` fails naming each path that the provider's
// `check` names in-process (tests/unit/reliability/invalid-inputs.test.ts runs every case there),
// and the platform sees no request. (The engine stops a preview at its first resource that fails
// `check`, so one preview per kind.)
import { platformPerTest } from "../../harness/platform-stack";
import { providerFor } from "../../../provider/adapters/runtime";
import { acceptedConfig, failedPaths } from "../../unit/adapters/failed-paths";
import { invalidInputTables } from "../../unit/reliability/invalid-inputs";
import { combinedInput } from "../../unit/reliability/invalid-inputs/invalid-input-table";

describe("invalid inputs through the CLI", () => {
  const current = platformPerTest();

  it("fail preview of every kind with every property path, before any request", async () => {
    const program = (kind: string, input: Record<string, unknown>) =>
      `import * as sp from "pulumi-support-platform";\nnew sp.${kind}("invalid", ${JSON.stringify(input)} as any);\n`;
    const stack = await current.stack({ program: "", projectName: "invalid-inputs" });
    for (const table of invalidInputTables) {
      // In this process, configured as the stack is in its own: only the inputs' failures.
      await providerFor(table.kind).configure!(acceptedConfig);
      const input = combinedInput(table);
      const paths = failedPaths(await providerFor(table.kind).check!({}, input));
      // Every property the table breaks fails at once (a kind of four inputs, AccountRelationshipType, has four).
      expect(paths.length).toBeGreaterThanOrEqual(Math.min(5, Object.keys(input).length));
      stack.writeProgram(program(table.kind, input));
      const message = String(((await stack.preview().catch((error: Error) => error)) as Error).message);
      for (const path of paths) expect(message).toContain(`resource 'invalid' has a problem: ${path}: `);
      expect(message).not.toContain("{<nil>}");
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
