// The exported program's index.ts: one declaration per object, kind by kind, each adopting its
// object and, unless told otherwise, retained on the platform when the stack deletes it. Teams come
// first, each in a variable that the other resources' team ids refer to (`billingTeam.id`); a team
// the program does not declare is a named constant of its id. A CSAT rule that a team's rule order
// names is a variable too, which the order refers to (`billingAfterCloseRule.id`).
import type { Listed } from "../core/resource-definition";
import type { ResourceKind } from "../resource-definitions";
import { constantName, resourceName, UniqueNames, variableName } from "./names";
import { type SecretValue, secretsAsConfig } from "./secret-config";
import type { Team } from "./read-organization";
import { type Literal, Reference, typescriptLiteral } from "./typescript-literal";

/** One object to declare: its kind, the inputs that declare it, and what it was read as. */
export interface Declaration {
  kind: ResourceKind;
  listed: Listed<object>;
  inputs: Record<string, unknown>;
}

/** An object left out, and why. */
export interface Skipped {
  kind: ResourceKind;
  id: string;
  label: string;
  reason: string;
}

export type Face = "dynamic" | "native";

export interface ProgramOptions {
  /** Whether deleting a resource (destroy, or removing it from the program) leaves its object on the platform. */
  retainOnDelete: boolean;
  /** The dynamic resources, adopting their objects, or the native plugin's, imported by `pulumi import --file`. */
  face: Face;
}

/** A declared resource, as `pulumi import --file` names it. */
export interface ProgramResource {
  type: string;
  name: string;
  id: string;
}

interface Section {
  heading: string;
  /** The text a resource's name is derived from. */
  label(state: Record<string, unknown>, teamName: (id: string) => string): string;
}

/** Kinds in the order a reader meets them, each with where its resource names come from. */
const sections: Record<ResourceKind, Section> = {
  Team: { heading: "Teams, each after its parent team", label: (state) => String(state.name) },
  TeamMember: { heading: "Team members", label: (state, teamName) => `${teamName(String(state.teamId))} ${state.name}` },
  Role: { heading: "Custom roles", label: (state) => String(state.name) },
  AccountAttributeValue: { heading: "Account attribute values", label: (state) => `${state.attribute} ${state.value}` },
  CsatRule: { heading: "CSAT rules, by team", label: (state, teamName) => `${teamName(String(state.teamId))} ${state.name}` },
  CsatRuleOrder: {
    heading: "The order of each team's CSAT rules",
    label: (state, teamName) => `${teamName(String(state.teamId))} csat rule order`,
  },
  CsatSettings: { heading: "CSAT settings of each team", label: (state, teamName) => `${teamName(String(state.teamId))} csat settings` },
  WebhookApp: { heading: "Webhook apps and the teams they are installed in", label: (state) => String(state.slug) },
};

/** What the label of an object of `kind` is (also used to name skipped objects). */
export function labelOf(kind: ResourceKind, state: object, teams: readonly Team[]): string {
  const byId = new Map(teams.map((team) => [team.id, team.name]));
  return sections[kind].label(state as Record<string, unknown>, (id) => byId.get(id) ?? id);
}

const kebabKind = (kind: string) => kind.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();

export function renderProgram(
  teams: readonly Team[],
  declarations: readonly Declaration[],
  skipped: readonly Skipped[],
  options: ProgramOptions,
): { program: string; resources: ProgramResource[]; secrets: SecretValue[] } {
  // Declared teams are variables; the others (teams the key's user is not in) named constants of their id.
  const teamVariables = new UniqueNames("_");
  const declaredTeams = new Map(
    declarations
      .filter((declaration) => declaration.kind === "Team")
      .sort(
        (a, b) =>
          labelOf("Team", a.listed.state, teams).localeCompare(labelOf("Team", b.listed.state, teams)) ||
          a.listed.id.localeCompare(b.listed.id),
      )
      .map((declaration) => [
        declaration.listed.id,
        teamVariables.take(
          variableName(labelOf("Team", declaration.listed.state, teams), "Team", `team${declaration.listed.id.toUpperCase()}`),
        ),
      ]),
  );
  const constantNames = new UniqueNames("_");
  const teamConstants = new Map(
    [...teams]
      .filter((team) => !declaredTeams.has(team.id))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((team) => [team.id, constantNames.take(constantName(team.name, `TEAM_${team.id.toUpperCase()}`))]),
  );
  const teamReference = (id: unknown): Literal => {
    if (typeof id !== "string") return id as Literal;
    const variable = declaredTeams.get(id);
    if (variable !== undefined) return new Reference(`${variable}.id`);
    return teamConstants.has(id) ? new Reference(teamConstants.get(id)!) : id;
  };
  // Declared rules that an order names are variables (their names end in Rule, as teams' in Team).
  const orderedRules = new Set(
    declarations
      .filter((declaration) => declaration.kind === "CsatRuleOrder")
      .flatMap(({ inputs }) => (Array.isArray(inputs.ruleIds) ? inputs.ruleIds : [])),
  );
  const ruleVariables = new Map(
    declarations
      .filter((declaration) => declaration.kind === "CsatRule" && orderedRules.has(declaration.listed.id))
      .map((declaration) => ({ id: declaration.listed.id, label: labelOf("CsatRule", declaration.listed.state, teams) }))
      .sort((a, b) => a.label.localeCompare(b.label) || a.id.localeCompare(b.id))
      .map(({ id, label }) => [id, teamVariables.take(variableName(label, "Rule", `rule${id.toUpperCase()}`))]),
  );
  const ruleReference = (id: unknown): Literal => {
    const variable = typeof id === "string" ? ruleVariables.get(id) : undefined;
    return variable !== undefined ? new Reference(`${variable}.id`) : (id as Literal);
  };
  const withReferences = (inputs: Record<string, unknown>): Record<string, Literal | undefined> => ({
    ...(inputs as Record<string, Literal>),
    ...(inputs.teamId !== undefined && { teamId: teamReference(inputs.teamId) }),
    ...(inputs.parentTeamId !== undefined && { parentTeamId: teamReference(inputs.parentTeamId) }),
    ...(Array.isArray(inputs.teamIds) && { teamIds: inputs.teamIds.map(teamReference) }),
    ...(Array.isArray(inputs.ruleIds) && { ruleIds: inputs.ruleIds.map(ruleReference) }),
  });

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
  const resources: ProgramResource[] = [];
  const secrets: SecretValue[] = [];
  // Where the config reads go, once the declarations show whether any is needed.
  const configAt = lines.length;
  if (options.retainOnDelete) {
    lines.push(
      "// Deleting a resource from the stack (destroy, or removing it here) leaves its object on the platform.",
      "const retained = { retainOnDelete: true };",
      "",
    );
  }
  if (teamConstants.size > 0) {
    lines.push("// Teams, by id.");
    for (const team of teams
      .filter((team) => teamConstants.has(team.id))
      .sort((a, b) => teamConstants.get(a.id)!.localeCompare(teamConstants.get(b.id)!))) {
      lines.push(`const ${teamConstants.get(team.id)} = ${JSON.stringify(team.id)}; // ${team.name.replace(/[\r\n]+/g, " ")}`);
    }
    lines.push("");
  }

  for (const [kind, section] of Object.entries(sections) as [ResourceKind, Section][]) {
    const sorted = declarations
      .filter((declaration) => declaration.kind === kind)
      .map((declaration) => ({ ...declaration, label: labelOf(kind, declaration.listed.state, teams) }))
      .sort((a, b) => a.label.localeCompare(b.label) || a.listed.id.localeCompare(b.listed.id));
    // A sub-team refers to its parent's variable, which must be declared before it.
    const ofKind = kind === "Team" ? parentsFirst(sorted) : sorted;
    const left = skipped.filter((object) => object.kind === kind);
    if (ofKind.length === 0 && left.length === 0) continue;
    lines.push(`// ${section.heading}.`);
    for (const object of left) lines.push(`// Left out: ${JSON.stringify(object.label)} (${object.id}), ${object.reason}.`);
    const names = new UniqueNames();
    for (const declaration of ofKind) {
      const name = names.take(resourceName(declaration.label, `${kebabKind(kind)}-${declaration.listed.id.toLowerCase()}`));
      resources.push({ type: `supportplatform:index:${kind}`, name, id: declaration.listed.id });
      const { inputs, moved } = secretsAsConfig(kind, name, declaration.inputs);
      secrets.push(...moved);
      const args = typescriptLiteral(withReferences(inputs));
      const variable = (kind === "Team" ? declaredTeams : kind === "CsatRule" ? ruleVariables : undefined)?.get(declaration.listed.id);
      lines.push(
        `${variable !== undefined ? `const ${variable} = ` : ""}new sp.${kind}(${JSON.stringify(name)}, ${args}${options.retainOnDelete ? ", retained" : ""});`,
      );
    }
    lines.push("");
  }
  if (secrets.length > 0) {
    lines.splice(
      configAt - 1,
      0,
      'import * as pulumi from "@pulumi/pulumi";',
      "",
      "// Values that look like credentials (a token in a URL) are the stack's secret config, never this file's.",
      "const config = new pulumi.Config();",
    );
  }
  return { program: lines.join("\n"), resources, secrets };
}

/** Teams in their order, but each after its parent: a parent's children follow it, in their order. */
function parentsFirst<T extends { listed: Listed<object> }>(ordered: readonly T[]): T[] {
  const parentOf = (team: T) => (team.listed.state as { parentTeamId?: unknown }).parentTeamId;
  const ids = new Set(ordered.map((team) => team.listed.id));
  const result: T[] = [];
  const place = (team: T): void => {
    result.push(team);
    for (const child of ordered) if (parentOf(child) === team.listed.id) place(child);
  };
  for (const team of ordered) if (!ids.has(String(parentOf(team)))) place(team);
  return result;
}
