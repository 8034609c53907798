// What `pulumi preview --diff` shows, through the real CLI, when a pull request changes a role's
// actions (an unordered list): an element appended, removed from the middle, prepended, and a pure
// reorder, in both faces. The native plugin answers a detailed diff, so the CLI names exactly the
// element. The dynamic face's provider host passes the engine no detailed diff (only changes and
// replaces), so the CLI compares the old and new inputs position by position; check puts the
// members the stack already holds first, in its order, so an added element shows as that one
// element appended, a reorder is no change, and only a removal before the end shifts positions.
// The role's second permission names a resource the platform's documentation does not: each preview warns.
import { nativeProject } from "../../harness/native-project";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

const program = (face: string, actions: string[]) => `
import * as sp from "pulumi-support-platform${face === "native" ? "/native" : ""}";
new sp.Role("leads", { name: "Shift leads", permissions: [{ resource: "tickets", actions: ${JSON.stringify(actions)} }, { resource: "tikets", actions: ["view"] }] });
`;

/** Each change, from the actions the previous one left: what the preview shows of `actions`. */
const changes = [
  { change: "append", actions: ["view", "update", "assign"] },
  { change: "remove from the middle", actions: ["view", "assign"] },
  { change: "prepend", actions: ["update", "view", "assign"] },
  { change: "reorder", actions: ["assign", "update", "view"] },
];
const shown: Record<string, Record<string, string[]>> = {
  native: {
    append: ['+ [2]: "assign"'],
    "remove from the middle": ['- [1]: "update"'],
    prepend: ['+ [0]: "update"'],
    reorder: [],
  },
  // Position by position, with new members placed last by check.
  dynamic: {
    append: ['[0]: "view"', '[1]: "update"', '+ [2]: "assign"'],
    "remove from the middle": ['[0]: "view"', '~ [1]: "update" => "assign"', '- [2]: "assign"'],
    prepend: ['[0]: "view"', '[1]: "assign"', '+ [2]: "update"'],
    reorder: [],
  },
};

const undocumented = `not a resource the platform's documentation names; the platform takes any name, so it is sent as written; did you mean "tickets"?`;

/** The lines of the `actions` list in a preview's output, trimmed; none when it shows no change of it. */
function actionLines(output: string): string[] {
  const lines = output.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line) => /^~ actions\s*: \[$/.test(line));
  if (start === -1) return [];
  return lines.slice(start + 1, lines.indexOf("]", start));
}

describe.each(["native", "dynamic"])("pulumi preview --diff of a role's actions, %s face", (face) => {
  const current = platformPerTest();

  it("shows an element appended, removed or prepended as the CLI draws this face's diff, and a reorder as no change", async () => {
    const projectName = `preview-diff-${face}`;
    const source = program(face, ["view", "update"]);
    const stack = await current.stack(
      face === "native" ? { projectDir: nativeProject(projectName, source), projectName } : { program: source, projectName },
    );
    await stack.up();
    for (const { change, actions } of changes) {
      stack.writeProgram(program(face, actions));
      const preview = await stack.preview({ diff: true });
      expect({ change, lines: actionLines(preview.stdout) }).toEqual({ change, lines: shown[face]![change] });
      // A resource the platform's documentation does not name: a warning (--diff prints them on stderr), and the role is still applied.
      expect(preview.stderr).toContain(`warning: permissions[1].resource: ${undocumented} (got "tikets")`);
      await current.platform.control.clearRequests();
      const up = await stack.up();
      // The platform holds the declared set; a reorder writes nothing.
      const role = (await current.platform.control.listResources<{ name: string; permissions: { actions: string[] }[] }>("roles")).find(
        (held) => held.name === "Shift leads",
      );
      expect(new Set(role?.permissions[0]?.actions)).toEqual(new Set(actions));
      if (change === "reorder") {
        expect(preview.changeSummary).toEqual({ same: 2 });
        expect(up.summary.resourceChanges).toEqual({ same: 2 });
        expect(await writesReceived(current.platform)).toEqual([]);
      }
    }
  });
});
