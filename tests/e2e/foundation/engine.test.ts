// Proves the harness drives the real Pulumi engine offline: a trivial dynamic resource goes through
// up, preview with expect-no-changes, and destroy. PulumiCommand.get fails when the CLI is missing.
import * as fs from "node:fs";
import * as path from "node:path";
import { createTestStack, pulumiBin, type TestStack } from "../../harness/pulumi-stack";

const program = `
import * as pulumi from "@pulumi/pulumi";

const counter: pulumi.dynamic.ResourceProvider = {
  async create(inputs) {
    return { id: "note-" + inputs.text.length, outs: { ...inputs, length: inputs.text.length } };
  },
};

class Note extends pulumi.dynamic.Resource {
  public readonly length!: pulumi.Output<number>;
  constructor(name: string, text: string) {
    super(counter, name, { text, length: undefined }, {});
  }
}

const note = new Note("note", "hello engine");
export const length = note.length;
export const id = note.id;
`;

describe("the real Pulumi engine, offline", () => {
  let testStack: TestStack;
  beforeAll(async () => {
    testStack = await createTestStack({ program, projectName: "engine" });
  });
  afterAll(async () => testStack?.dispose());

  it("has all three tools in .tools/pulumi/bin", () => {
    for (const tool of ["pulumi", "pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"]) {
      expect(fs.existsSync(path.join(pulumiBin, tool))).toBe(true);
    }
  });

  it("runs up, a no-change preview and destroy", async () => {
    const up = await testStack.up();
    expect(up.summary.result).toBe("succeeded");
    expect(up.summary.resourceChanges?.create).toBe(2); // the stack and the note
    expect(up.outputs.length.value).toBe(12);
    expect(up.outputs.id.value).toBe("note-12");

    const preview = await testStack.preview({ expectNoChanges: true });
    expect(preview.changeSummary.same).toBe(2);

    const destroy = await testStack.destroy();
    expect(destroy.summary.resourceChanges?.delete).toBe(2);
  });
});
