// The exported TypeScript program, index.ts, written from the program's model (program-model.ts):
// one `new sp.<Kind>(…)` per resource, adopting its object (dynamic face) or to be imported (native
// face) and, unless told otherwise, retained on the platform when the stack deletes it. Declared
// teams are variables that the other resources' team ids refer to (`billingTeam.id`); a team the
// program does not declare is a named constant of its id. A CSAT rule that a team's rule order
// names is a variable too, which the order refers to (`billingAfterCloseRule.id`), and so is an
// account relationship type that the other side of its pair names as its inverse (`parentType.id`).
import { variableName, UniqueNames } from "./names";
import { byLabel, type Declaration, leftOutText, type ProgramResource, programModel, type Skipped } from "./program-model";
import type { Team } from "./read-organization";
import { Reference } from "./reference";
import type { SecretValue } from "./secret-config";
import { inertText, quotedString } from "./source-text";
import { typescriptLiteral } from "./typescript-literal";

export type Face = "dynamic" | "native";

export interface ProgramOptions {
  /** Whether deleting a resource (destroy, or removing it from the program) leaves its object on the platform. */
  retainOnDelete: boolean;
  /** The dynamic resources, adopting their objects, or the native plugin's, imported by `pulumi import --file`. */
  face: Face;
}

export function renderProgram(
  teams: readonly Team[],
  declarations: readonly Declaration[],
  skipped: readonly Skipped[],
  options: ProgramOptions,
): { program: string; resources: ProgramResource[]; secrets: SecretValue[] } {
  const model = programModel(teams, declarations, skipped);
  // Declared teams are variables, named in label order, and so are the rules an order names.
  const variables = new UniqueNames("_");
  const resourcesOf = (kind: string) => model.sections.find((section) => section.kind === kind)?.resources ?? [];
  const orderedRules = new Set(
    resourcesOf("CsatRuleOrder").flatMap(({ inputs }) =>
      (Array.isArray(inputs.ruleIds) ? inputs.ruleIds : []).flatMap((id) =>
        id instanceof Reference && "rule" in id.to ? [id.to.rule] : [],
      ),
    ),
  );
  const inverseTypes = new Set(
    resourcesOf("AccountRelationshipType").flatMap(({ inputs }) =>
      inputs.inverseTypeId instanceof Reference && "relationshipType" in inputs.inverseTypeId.to
        ? [inputs.inverseTypeId.to.relationshipType]
        : [],
    ),
  );
  const variableOf = new Map([
    ...[...resourcesOf("Team")]
      .sort(byLabel)
      .map((team): [string, string] => [
        `Team ${team.id}`,
        variables.take(variableName(team.label, "Team", `team${team.id.toUpperCase()}`)),
      ]),
    ...resourcesOf("CsatRule")
      .filter((rule) => orderedRules.has(rule.id))
      .sort(byLabel)
      .map((rule): [string, string] => [
        `CsatRule ${rule.id}`,
        variables.take(variableName(rule.label, "Rule", `rule${rule.id.toUpperCase()}`)),
      ]),
    ...resourcesOf("AccountRelationshipType")
      .filter((type) => inverseTypes.has(type.id))
      .map((type): [string, string] => [
        `AccountRelationshipType ${type.id}`,
        variables.take(variableName(type.label, "Type", `type${type.id.toUpperCase()}`)),
      ]),
  ]);
  const expression = (reference: Reference): string => {
    const to = reference.to;
    if ("team" in to) return `${variableOf.get(`Team ${to.team}`)}.id`;
    if ("rule" in to) return `${variableOf.get(`CsatRule ${to.rule}`)}.id`;
    if ("relationshipType" in to) return `${variableOf.get(`AccountRelationshipType ${to.relationshipType}`)}.id`;
    if ("constant" in to) return to.constant;
    return `config.requireSecret(${quotedString(to.secret)})`;
  };

  const lines =
    options.face === "dynamic"
      ? [
          "// Exported from the support platform by `pulumi-support-platform export`. Each resource adopts",
          "// the existing object (adoptId), so the first `pulumi up` takes the organization over without",
          "// changing it; edit this program to change the organization.",
          'import * as sp from "pulumi-support-platform";',
          "",
        ]
      : [
          "// Exported from the support platform by `pulumi-support-platform export --face native`. Import",
          "// the objects first (`pulumi import --file import.json`), then `pulumi up` changes nothing but",
          "// records this program's options; edit this program to change the organization.",
          'import * as sp from "pulumi-support-platform/native";',
          "",
        ];
  if (model.secrets.length > 0) {
    lines.splice(
      lines.length - 1,
      0,
      'import * as pulumi from "@pulumi/pulumi";',
      "",
      "// Values that look like credentials (a token in a URL, text under a key named like a secret) are the stack's secret config, never this file's.",
      "const config = new pulumi.Config();",
    );
  }
  if (options.retainOnDelete) {
    lines.push(
      "// Deleting a resource from the stack (destroy, or removing it here) leaves its object on the platform.",
      "const retained = { retainOnDelete: true };",
      "",
    );
  }
  if (model.teamConstants.length > 0) {
    lines.push("// Teams, by id.");
    for (const constant of model.teamConstants)
      lines.push(`const ${constant.name} = ${quotedString(constant.id)}; // ${inertText(constant.teamName)}`);
    lines.push("");
  }
  for (const section of model.sections) {
    lines.push(`// ${section.heading}.`);
    for (const object of section.leftOut) lines.push(`// Left out: ${leftOutText(object)}.`);
    for (const resource of section.resources) {
      const args = typescriptLiteral(resource.inputs, expression);
      const variable = variableOf.get(`${resource.kind} ${resource.id}`);
      lines.push(
        `${variable !== undefined ? `const ${variable} = ` : ""}new sp.${resource.kind}(${quotedString(resource.name)}, ${args}${options.retainOnDelete ? ", retained" : ""});`,
      );
    }
    lines.push("");
  }
  return { program: lines.join("\n"), resources: model.resources, secrets: model.secrets };
}
