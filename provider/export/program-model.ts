// What an exported program declares, whatever language writes it: one resource per object, kind by
// kind, each named after its object (stable and unique within its kind), teams in the order their
// parents allow, every team id (a routing rule's result team too) a reference to the team's resource
// (or to a named constant for a team the program does not declare), every rule id of a team's rule
// order a reference to the rule's resource, each pair of account relationship types declared once
// (the later type of the two names the earlier as its inverse, so the program has no cycle), and
// credential-like values moved into secret config. The writers (program.ts for TypeScript, yaml-program.ts for YAML) only print it.
import type { Listed } from "../core/resource-definition";
import { type ResourceKind, resourceDefinitions, type SomeResourceDefinition } from "../resource-definitions";
import { constantName, resourceName, UniqueNames } from "./names";
import type { Team } from "./read-organization";
import { type Literal, Reference } from "./reference";
import { type SecretValue, secretsAsConfig } from "./secret-config";
import { inertText, quotedString } from "./source-text";

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

/** A left-out object as a comment or the summary names it: `"label" (id), reason`, by source-text.ts's rule. */
export function leftOutText(object: Skipped, separator = ", "): string {
  return `${quotedString(object.label)} (${inertText(object.id)})${separator}${inertText(object.reason)}`;
}

/** A declared resource, as `pulumi import --file` names it. */
export interface ProgramResource {
  type: string;
  name: string;
  id: string;
}

/** A resource of the program: its object's id and label, its name, and its inputs with references. */
export interface ModelResource {
  kind: ResourceKind;
  name: string;
  id: string;
  label: string;
  inputs: Record<string, Literal | undefined>;
}

/** The resources of one kind, in the program's order, and the objects of that kind left out. */
export interface ModelSection {
  kind: ResourceKind;
  heading: string;
  leftOut: Skipped[];
  resources: ModelResource[];
}

export interface ProgramModel {
  /** Constants for the teams the program refers to without declaring them, by name. */
  teamConstants: { name: string; id: string; teamName: string }[];
  sections: ModelSection[];
  /** Every declared resource, as `pulumi import --file` names it. */
  resources: ProgramResource[];
  /** Values moved into the stack's secret config. */
  secrets: SecretValue[];
}

/** What the label of an object of `kind` is (also used to name skipped objects). */
export function labelOf(kind: ResourceKind, state: object, teams: readonly Team[]): string {
  const byId = new Map(teams.map((team) => [team.id, team.name]));
  const { exported }: SomeResourceDefinition = resourceDefinitions[kind];
  return exported.label(state, (id) => byId.get(id) ?? id);
}

export const kebabKind = (kind: string) => kind.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();

/** Orders by label, then by id: the same organization always gets the same names. */
export const byLabel = (a: { label: string; id: string }, b: { label: string; id: string }) =>
  a.label.localeCompare(b.label) || a.id.localeCompare(b.id);

export function programModel(teams: readonly Team[], declarations: readonly Declaration[], skipped: readonly Skipped[]): ProgramModel {
  const declaredTeams = new Set(declarations.filter((declaration) => declaration.kind === "Team").map((team) => team.listed.id));
  const constantNames = new UniqueNames("_");
  const teamConstants = [...teams]
    .filter((team) => !declaredTeams.has(team.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((team) => ({
      name: constantNames.take(constantName(team.name, `TEAM_${team.id.toUpperCase()}`)),
      id: team.id,
      teamName: team.name,
    }))
    // Named in the teams' order, listed in the names' order.
    .sort((a, b) => a.name.localeCompare(b.name));
  const constantOf = new Map(teamConstants.map((constant) => [constant.id, constant.name]));
  const teamReference = (id: unknown): Literal => {
    if (typeof id !== "string") return id as Literal;
    if (declaredTeams.has(id)) return new Reference({ team: id });
    return constantOf.has(id) ? new Reference({ constant: constantOf.get(id)! }) : id;
  };
  const declaredRules = new Set(declarations.filter((declaration) => declaration.kind === "CsatRule").map((rule) => rule.listed.id));
  const ruleReference = (id: unknown): Literal =>
    typeof id === "string" && declaredRules.has(id) ? new Reference({ rule: id }) : (id as Literal);
  const declaredTypes = new Set(
    declarations.filter((declaration) => declaration.kind === "AccountRelationshipType").map((type) => type.listed.id),
  );
  const typeReference = (id: unknown): Literal =>
    typeof id === "string" && declaredTypes.has(id) ? new Reference({ relationshipType: id }) : (id as Literal);
  const withReferences = (inputs: Record<string, unknown>): Record<string, Literal | undefined> => ({
    ...(inputs as Record<string, Literal>),
    ...(Array.isArray(inputs.ruleIds) && { ruleIds: inputs.ruleIds.map(ruleReference) }),
    ...(inputs.teamId !== undefined && { teamId: teamReference(inputs.teamId) }),
    ...(inputs.parentTeamId !== undefined && { parentTeamId: teamReference(inputs.parentTeamId) }),
    // A team configuration's fallback is a sub-team of its team.
    ...(inputs.fallbackSubTeam !== undefined && { fallbackSubTeam: teamReference(inputs.fallbackSubTeam) }),
    ...(inputs.resultTeamId !== undefined && { resultTeamId: teamReference(inputs.resultTeamId) }),
    ...(Array.isArray(inputs.teamIds) && { teamIds: inputs.teamIds.map(teamReference) }),
    ...(inputs.inverseTypeId !== undefined && { inverseTypeId: typeReference(inputs.inverseTypeId) }),
  });

  const modelSections: ModelSection[] = [];
  const resources: ProgramResource[] = [];
  const secrets: SecretValue[] = [];
  const secretKeys = new UniqueNames();
  // Kinds in the registry's order, the order a reader meets them.
  for (const kind of Object.keys(resourceDefinitions) as ResourceKind[]) {
    const sorted = declarations
      .filter((declaration) => declaration.kind === kind)
      .map((declaration) => ({ ...declaration, id: declaration.listed.id, label: labelOf(kind, declaration.listed.state, teams) }))
      .sort(byLabel);
    // A sub-team refers to its parent's resource, which must be declared before it.
    const ofKind = kind === "Team" ? parentsFirst(sorted) : sorted;
    const leftOut = skipped.filter((object) => object.kind === kind);
    if (ofKind.length === 0 && leftOut.length === 0) continue;
    const names = new UniqueNames();
    const position = new Map(ofKind.map((declaration, index) => [declaration.id, index]));
    const declared = ofKind.map((declaration, index): ModelResource => {
      const name = names.take(resourceName(declaration.label, `${kebabKind(kind)}-${declaration.id.toLowerCase()}`));
      resources.push({ type: `supportplatform:index:${kind}`, name, id: declaration.id });
      const { inputs, moved } = secretsAsConfig(kind, name, inverseDeclaredOnce(declaration.inputs, index, position), secretKeys);
      secrets.push(...moved);
      return { kind, name, id: declaration.id, label: declaration.label, inputs: withReferences(inputs) };
    });
    modelSections.push({ kind, heading: resourceDefinitions[kind].exported.heading, leftOut, resources: declared });
  }
  return { teamConstants, sections: modelSections, resources, secrets };
}

/**
 * A relationship type's inputs without its inverse where the inverse is declared later in its
 * section (`position`): that one names this one, and the platform pairs both sides in that request.
 * Two resources naming each other could not both be created, nor written in one program.
 */
function inverseDeclaredOnce(
  inputs: Record<string, unknown>,
  index: number,
  position: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const inverse = inputs.inverseTypeId;
  if (typeof inverse !== "string" || (position.get(inverse) ?? -1) <= index) return inputs;
  const { inverseTypeId: _, ...rest } = inputs;
  return rest;
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
