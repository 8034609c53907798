// What `pulumi preview --diff` shows, through the real CLI, when a pull request changes a role's
// actions (an unordered list): an element appended, removed from the middle, prepended, and a pure
// reorder, in both faces, whose roles share one stack: each preview and up shows and applies both.
// The native plugin answers a detailed diff, so the CLI names exactly the element. The dynamic
// face's provider host passes the engine no detailed diff (only changes and replaces), so the CLI
// compares the old and new inputs position by position; check puts the members the stack already
// holds first, in its order, so an added element shows as that one element appended, a reorder is
// no change, and only a removal before the end shifts positions.
// The role's second permission names a resource the platform's documentation does not: each preview warns.
import { nativeProject } from "../../harness/native-project";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

const faces = ["native", "dynamic"] as const;
type Face = (typeof faces)[number];
const roleName = (face: Face) => `Shift leads (${face})`;

/** One role of each face, in one native project: the preview and the up show and apply both faces' diffs at once. */
const program = (actions: string[]) => `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
${faces
  .map(
    (face) =>
      `new ${face}.Role("leads-${face}", { name: ${JSON.stringify(roleName(face))}, permissions: [{ resource: "tickets", actions: ${JSON.stringify(actions)} }, { resource: "tikets", actions: ["view"] }] });`,
  )
  .join("\n")}
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

/** The part of a preview's output about the resource named `name`: from its `[urn=…::name]` line to the next resource's. */
function resourceSection(output: string, name: string): string {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => line.trim().startsWith("[urn=") && line.trim().endsWith(`::${name}]`));
  if (start === -1) return "";
  const next = lines.findIndex((line, index) => index > start && line.trim().startsWith("[urn="));
  return lines.slice(start, next === -1 ? undefined : next).join("\n");
}

/** The lines of the `actions` list in a preview's output, trimmed; none when it shows no change of it. */
function actionLines(output: string): string[] {
  const lines = output.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line) => /^~ actions\s*: \[$/.test(line));
  if (start === -1) return [];
  return lines.slice(start + 1, lines.indexOf("]", start));
}

describe("pulumi preview --diff of a role's actions, in both faces", () => {
  const current = platformPerTest();

  it("shows an element appended, removed or prepended as the CLI draws each face's diff, and a reorder as no change", async () => {
    const projectName = "preview-diff";
    const stack = await current.stack({ projectDir: nativeProject(projectName, program(["view", "update"])), projectName });
    await stack.up();
    for (const { change, actions } of changes) {
      stack.writeProgram(program(actions));
      const preview = await stack.preview({ diff: true });
      for (const face of faces) {
        const lines = actionLines(resourceSection(preview.stdout, `leads-${face}`));
        expect({ face, change, lines }).toEqual({ face, change, lines: shown[face]![change] });
      }
      // A resource the platform's documentation does not name: a warning of each role (--diff prints them on stderr), and the roles are still applied.
      const warnings = preview.stderr.split(`warning: permissions[1].resource: ${undocumented} (got "tikets")`).length - 1;
      expect({ change, warnings }).toEqual({ change, warnings: faces.length });
      await current.platform.control.clearRequests();
      const up = await stack.up();
      // The platform holds the declared set; a reorder writes nothing.
      const roles = await current.platform.control.listResources<{ name: string; permissions: { actions: string[] }[] }>("roles");
      for (const face of faces) {
        const role = roles.find((held) => held.name === roleName(face));
        expect({ face, actions: new Set(role?.permissions[0]?.actions) }).toEqual({ face, actions: new Set(actions) });
      }
      if (change === "reorder") {
        expect(preview.changeSummary).toEqual({ same: 1 + faces.length });
        expect(up.summary.resourceChanges).toEqual({ same: 1 + faces.length });
        expect(await writesReceived(current.platform)).toEqual([]);
      }
    }
  });
});
