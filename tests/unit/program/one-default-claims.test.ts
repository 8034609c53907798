// The program-side guard against two resources that both claim one scope's default, for each kind
// that has it: an attribute's default value (AccountAttributeValue), a parent status's default
// sub-status (TicketStatus).
import * as pulumi from "@pulumi/pulumi";
import { programCheck as claimDefaultValue } from "../../../provider/account-attribute-values/program-check";
import { programCheck as claimDefaultSubStatus } from "../../../provider/ticket-statuses/program-check";

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

const value = (attribute: unknown, value: string, isDefault: unknown) => ({ attribute, value, isDefault });
const subStatus = (parentStatusId: unknown, name: string, isDefault: unknown) => ({
  teamId: "T1",
  parentStatusId,
  name,
  displayName: name,
  isDefault,
});

describe("one default per scope, claimed in the program", () => {
  beforeAll(() =>
    pulumi.runtime.setMocks({
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
      call: () => ({}),
    }),
  );

  it.each([
    {
      kind: "AccountAttributeValue",
      claim: claimDefaultValue,
      args: value,
      scope: "task_priority",
      other: "task_type",
      failure: 'AccountAttributeValue "b" and "a" both set isDefault for task_priority: only one value of an attribute can be its default',
    },
    {
      kind: "TicketStatus",
      claim: claimDefaultSubStatus,
      args: subStatus,
      scope: "ST2",
      other: "ST3",
      failure: 'TicketStatus "b" and "a" both set isDefault for ST2: only one sub-status of a parent status can be its default',
    },
  ])("$kind: refuses a second default of one scope in a run, naming both resources", async ({ claim, args, scope, other, failure }) => {
    const failed = await runProgram(() => {
      claim("a", args(scope, "first", true));
      claim("other-scope", args(other, "elsewhere", true));
      claim("not-default", args(scope, "third", false));
      claim("through-an-output", args(pulumi.output(scope), "fourth", true));
      claim("b", args(scope, "second", true));
    });
    expect(failed).toBe(failure);
  });

  it("forgets the claims of earlier runs, as an Automation API process runs a program again", async () => {
    const program = () => claimDefaultValue("a", value("note_type", "Call", true));
    expect(await runProgram(program)).toBeUndefined();
    expect(await runProgram(program)).toBeUndefined();
  });
});
