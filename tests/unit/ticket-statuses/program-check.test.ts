// The program-side guard against two sub-statuses that both claim to be one parent's default.
import * as pulumi from "@pulumi/pulumi";
import { programCheck as claimDefault } from "../../../provider/ticket-statuses/program-check";

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

describe("a sub-status's claim of its parent's default", () => {
  beforeAll(() =>
    pulumi.runtime.setMocks({
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
      call: () => ({}),
    }),
  );

  it("refuses a second default under one parent in a run, naming both resources", async () => {
    const sub = (parentStatusId: unknown, name: string, isDefault: unknown) => ({
      teamId: "T1",
      parentStatusId,
      name,
      displayName: name,
      isDefault,
    });
    const failure = await runProgram(() => {
      claimDefault("a", sub("ST2", "in_review", true));
      claimDefault("other-parent", sub("ST3", "waiting", true));
      claimDefault("not-default", sub("ST2", "queued", false));
      claimDefault("through-an-output", sub(pulumi.output("ST2"), "parked", true));
      claimDefault("b", sub("ST2", "second_look", true));
    });
    expect(failure).toBe('TicketStatus "b" and "a" both set isDefault for ST2: only one sub-status of a parent status can be its default');
  });
});
