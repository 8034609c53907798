// How the pack's policies are built: each names the kinds it reads (on both faces, resource-kinds.ts),
// says what it checks in words a reviewer reads in a preview, has an enforcement level a stack's
// policy config can change, and declares its organization's thresholds once, as its config schema
// with their defaults, which it applies itself (a pack run without config gets the same values).
import type {
  EnforcementLevel,
  PolicyConfigSchema,
  PolicyResource,
  ReportViolation,
  ResourceValidationPolicy,
  StackValidationPolicy,
} from "@pulumi/policy";
import { kindOf } from "./resource-kinds";

type PolicyConfigJSONSchema = PolicyConfigSchema["properties"][string];

/** A threshold of the organization's: its JSON schema, with the default the policy applies. */
export type Setting = PolicyConfigJSONSchema & { default: number | string | boolean | readonly string[] };

/** The values of a policy's settings: the stack's config over the defaults. */
export type SettingValues<Settings extends Record<string, Setting>> = { [Name in keyof Settings]: Settings[Name]["default"] };

interface PolicyText<Settings extends Record<string, Setting>> {
  name: string;
  description: string;
  enforcementLevel: EnforcementLevel;
  settings?: Settings;
}

/** One resource of the platform as a policy reads it: its kind, name and properties. */
export interface PlatformResource {
  kind: string;
  name: string;
  props: Record<string, unknown>;
}

/** What the policy engine shows of a policy: its name, description, level and config schema. */
function headerOf(policy: PolicyText<Record<string, Setting>>) {
  const { name, description, enforcementLevel, settings } = policy;
  return {
    name,
    description,
    enforcementLevel,
    ...(settings !== undefined && { configSchema: { properties: settings as Record<string, PolicyConfigJSONSchema> } }),
  };
}

function settingValues<Settings extends Record<string, Setting>>(settings: Settings | undefined, config: object): SettingValues<Settings> {
  const defaults = Object.fromEntries(Object.entries(settings ?? {}).map(([name, setting]) => [name, setting.default]));
  return { ...defaults, ...config } as SettingValues<Settings>;
}

/** A policy that judges each resource of `kinds` alone; `check` answers what is wrong with it, one message each. */
export function resourcePolicy<Settings extends Record<string, Setting> = Record<never, Setting>>(
  policy: PolicyText<Settings> & {
    kinds: readonly string[];
    check(resource: PlatformResource, settings: SettingValues<Settings>): string[];
  },
): ResourceValidationPolicy {
  return {
    ...headerOf(policy),
    validateResource: (args, reportViolation) => {
      const kind = kindOf(args.type, args.props);
      if (kind === undefined || !policy.kinds.includes(kind)) return;
      const settings = settingValues(policy.settings, args.getConfig());
      for (const message of policy.check({ kind, name: args.name, props: args.props }, settings)) reportViolation(message);
    },
  };
}

/** One resource of the platform in a stack, with what its properties refer to (a rule's team). */
export interface StackResource extends PlatformResource {
  urn: string;
  resource: PolicyResource;
}

/** A policy that judges the stack's resources of the platform together; `check` reports each problem with the resource it is about. */
export function stackPolicy<Settings extends Record<string, Setting> = Record<never, Setting>>(
  policy: PolicyText<Settings> & {
    check(resources: readonly StackResource[], settings: SettingValues<Settings>, report: (message: string, urn?: string) => void): void;
  },
): StackValidationPolicy {
  return {
    ...headerOf(policy),
    validateStack: (args, reportViolation: ReportViolation) => {
      const resources = args.resources.flatMap((resource): StackResource[] => {
        const kind = kindOf(resource.type, resource.props);
        return kind === undefined ? [] : [{ kind, name: resource.name, props: resource.props, urn: resource.urn, resource }];
      });
      policy.check(resources, settingValues(policy.settings, args.getConfig()), reportViolation);
    },
  };
}

/**
 * What identifies the resource of `kind` a property of `resource` names: the stack's resource it
 * refers to (known before its id is), else `id:` and the id written in the program. Undefined when
 * neither is known.
 */
export function referenceTo(resource: StackResource, property: string, kind: string): string | undefined {
  const target = resource.resource.propertyDependencies[property]?.find((dependency) => kindOf(dependency.type, dependency.props) === kind);
  if (target !== undefined) return target.urn;
  const id = resource.props[property];
  return typeof id === "string" ? `id:${id}` : undefined;
}

/** What identifies the team a property of `resource` names, as referenceTo does. */
export const teamReference = (resource: StackResource, property: string) => referenceTo(resource, property, "Team");

/** The teams a list property (`teamIds`) of `resource` names, as teamReference identifies them. */
export function teamReferences(resource: StackResource, property: string): Set<string> {
  const teams = (resource.resource.propertyDependencies[property] ?? []).filter(
    (dependency) => kindOf(dependency.type, dependency.props) === "Team",
  );
  // Ids that come from team resources are known by the resources' urns (and in a preview, before
  // the teams exist, the ids are unknown: reading one would stop the policy); the rest by their text.
  if (teams.length > 0) return new Set(teams.map((team) => team.urn));
  const ids = resource.props[property];
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string").map((id) => `id:${id}`) : []);
}

/** The resources of `kind`, by name (then urn): a policy that compares two names them in an order that stays. */
export const ofKind = (resources: readonly StackResource[], kind: string) =>
  resources.filter((resource) => resource.kind === kind).sort((a, b) => a.name.localeCompare(b.name) || a.urn.localeCompare(b.urn));

/** `value` as an object, or an empty one. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `"<kind> \"<name>\""`: how a message names a resource. */
export const named = (resource: PlatformResource) => `${resource.kind} "${resource.name}"`;

/**
 * The stack's resources of `kind` by each reference (referenceTo) that names one: its urn, and, for
 * one that adopts an existing object, `id:` and that object's id, which a program may write instead
 * of the resource's output.
 */
export function byReference(resources: readonly StackResource[], kind: string): Map<string, StackResource> {
  const declared = new Map<string, StackResource>();
  for (const resource of ofKind(resources, kind)) {
    declared.set(resource.urn, resource);
    if (typeof resource.props.adoptId === "string") declared.set(`id:${resource.props.adoptId}`, resource);
  }
  return declared;
}

/** The object a reference names, for comparing: the urn of the stack's resource that declares it, else the reference. */
export const sameObject = (declared: ReadonlyMap<string, StackResource>, reference: string | undefined) =>
  reference === undefined ? undefined : (declared.get(reference)?.urn ?? reference);

/**
 * The resources whose key an earlier one of `resources` (in their order) has, each with that first
 * one: two rules that claim one place. A resource without a key (undefined) claims none.
 */
export function laterClaims(
  resources: readonly StackResource[],
  keyOf: (resource: StackResource) => unknown[] | undefined,
): [later: StackResource, first: StackResource][] {
  const first = new Map<string, StackResource>();
  return resources.flatMap((resource): [StackResource, StackResource][] => {
    const key = keyOf(resource);
    if (key === undefined) return [];
    const text = JSON.stringify(key);
    const claimed = first.get(text);
    if (claimed !== undefined) return [[resource, claimed]];
    first.set(text, resource);
    return [];
  });
}
