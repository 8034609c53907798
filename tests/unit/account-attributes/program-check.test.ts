// The program-side guard against two values that both claim to be one attribute's default.
import * as pulumi from "@pulumi/pulumi";
import { programCheck as claimDefault } from "../../../provider/account-attribute-values/program-check";

/** Runs `program` as one run of a Pulumi program, against a mocked engine; answers what it threw. */
async function runProgram(program: () => void): Promise<string | undefined> {
  const outputs = await pulumi.runtime.runInPulumiStack(async (): Promise<{ failure?: string }> => {
    try {
      program();
      return {};
    } catch (error) {
      return { failure: (error as Error).message };
    }
  });
  return outputs?.failure;
}

describe("claimDefault", () => {
  beforeAll(() =>
    pulumi.runtime.setMocks({
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
      call: () => ({}),
    }),
  );

  it("refuses a second default for one attribute in a run, naming both resources", async () => {
    const failure = await runProgram(() => {
      claimDefault("a", { attribute: "task_priority", value: "P1", isDefault: true });
      claimDefault("other-attribute", { attribute: "task_type", value: "Call", isDefault: true });
      claimDefault("not-default", { attribute: "task_priority", value: "P3", isDefault: false });
      claimDefault("through-an-output", { attribute: "task_priority", value: "P4", isDefault: pulumi.output(true) });
      claimDefault("b", { attribute: "task_priority", value: "P2", isDefault: true });
    });
    expect(failure).toMatch(/^AccountAttributeValue "b" and "a" both set isDefault for task_priority/);
  });

  it("forgets the claims of earlier runs, as an Automation API process runs a program again", async () => {
    const program = () => claimDefault("a", { attribute: "note_type", value: "Call", isDefault: true });
    expect(await runProgram(program)).toBeUndefined();
    expect(await runProgram(program)).toBeUndefined();
  });
});
