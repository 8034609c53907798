// A CSAT reorder's preview names the rules that move, through the real CLI, in both faces at once
// (an order of each face in one stack, each over its own team's three rules): the dynamic face's
// line under the stack, the native face's under its resource; and neither says a word once a rule's
// name is secret, the secret name found nowhere in the CLI's output, while the `up` that follows
// makes both orders' `ruleNames` secret, in the stack's outputs and in state.
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";

const faces = ["dynamic", "native"] as const;
type Face = (typeof faces)[number];
const letters = ["A", "B", "C"] as const;
type Letter = (typeof letters)[number];

/** The rule names of a face, plain: `Dyn A`, `Nat B`. */
const ruleName = (face: Face, letter: Letter) => `${face === "dynamic" ? "Dyn" : "Nat"} ${letter}`;

/**
 * Each face's rules in its team, ordered by `order` (letters); `secret` names the rule whose name is
 * declared secret. Exports each face's rule ids and its order's ruleNames.
 */
const program = (teams: Record<Face, string>, order: readonly Letter[], secret?: Letter) => `
import * as pulumi from "@pulumi/pulumi";
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
${faces
  .map((face) => {
    const rules = letters.map(
      (letter) =>
        `const ${face}${letter} = new ${face}.CsatRule("${face}-${letter}", { teamId: "${teams[face]}", name: ${
          letter === secret ? `pulumi.secret(${JSON.stringify(ruleName(face, letter))})` : JSON.stringify(ruleName(face, letter))
        }, triggerConfig: {}, feedbackConfig: {} });`,
    );
    return `${rules.join("\n")}
const ${face}Order = new ${face}.CsatRuleOrder("${face}-order", { teamId: "${teams[face]}", ruleIds: [${order.map((letter) => `${face}${letter}.id`).join(", ")}] });
export const ${face}Ids = { ${letters.map((letter) => `${letter}: ${face}${letter}.id`).join(", ")} };
export const ${face}Names = ${face}Order.ruleNames;`;
  })
  .join("\n")}
`;

describe("a CSAT reorder's preview", () => {
  const current = platformPerTest();

  it("names the rules that move in both faces, and nothing once a rule's name is secret", async () => {
    const [billing, support] = current.platform.organizations[0]!.teams;
    const teams = { dynamic: billing!.id, native: support!.id };
    const stack = await current.stack({
      projectDir: nativeProject("order-preview", program(teams, ["A", "B", "C"])),
      projectName: "order-preview",
    });
    const made = await stack.up();
    const ids = (face: Face) => made.outputs[`${face}Ids`]!.value as Record<Letter, string>;

    stack.writeProgram(program(teams, ["C", "A", "B"]));
    const named = await stack.preview({ diff: true });
    const shown = named.stdout + named.stderr;
    for (const face of faces) {
      const rule = (letter: Letter) => `"${ruleName(face, letter)}" (${ids(face)[letter]})`;
      expect(shown).toContain(
        `CsatRuleOrder ${face}-order moves ${rule("C")} from 3rd to 1st; ${rule("A")} from 1st to 2nd; ${rule("B")} from 2nd to 3rd`,
      );
    }

    // Rule B's name made secret, in the same change as a reorder that moves it.
    stack.writeProgram(program(teams, ["B", "C", "A"], "B"));
    const quiet = await stack.preview({ diff: true });
    // The stack's outputs show their old value beside the new one: the names were public until now.
    const beforeOutputs = (text: string) => text.split(/^\s*(?:--outputs:--|Outputs:)\s*$/m)[0]!;
    const quietText = beforeOutputs(quiet.stdout) + quiet.stderr;
    expect(quietText).not.toContain("moves");
    for (const face of faces) expect(quietText).not.toContain(ruleName(face, "B"));

    const secretUp = await stack.up();
    const state = await stack.exportText();
    for (const face of faces) {
      expect({ face, secret: secretUp.outputs[`${face}Names`]!.secret }).toEqual({ face, secret: true });
      expect(state).not.toContain(ruleName(face, "B"));
    }
    const printedSince = beforeOutputs(quiet.stdout) + quiet.stderr + beforeOutputs(secretUp.stdout) + secretUp.stderr;
    for (const face of faces) expect(printedSince).not.toContain(ruleName(face, "B"));
    await stack.destroy();
  });
});
