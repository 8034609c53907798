// The app manifest a webhook app needs, in the platform's own shape (snake_case, as in the spec),
// built from the resource's simple inputs; a user's own `manifest` is merged over it.
import { isDeepStrictEqual } from "node:util";
import { isPlainObject } from "../core/is-plain-object";
import { type AppConfiguration, platformConfiguration } from "./app-configuration";

export interface ManifestInputs {
  name: string;
  slug: string;
  description?: string;
  eventsUrl: string;
  installationsUrl?: string;
  events?: string[];
  appConfiguration?: AppConfiguration;
  manifest?: Record<string, unknown>;
}

type Manifest = Record<string, unknown>;

/** Where each simple input lives in the manifest: building it, checking it and reading it back use this one table. */
export const manifestPaths = {
  name: ["app", "name"],
  slug: ["app", "slug"],
  description: ["app", "description"],
  eventsUrl: ["integration", "webhooks", "events"],
  installationsUrl: ["integration", "webhooks", "installations"],
  events: ["events", "subscribe"],
} as const satisfies Partial<Record<keyof ManifestInputs, readonly string[]>>;

export type ManifestInput = keyof typeof manifestPaths;

/** The scope that lets an app receive the platform's events (spec). */
export const webhookScope = {
  scope: "webhooks:read",
  reason: "Receive the platform's events for the teams the app is installed in",
  description: "Read webhook events",
};
const scopesPath = ["scopes", "required", "platform"];

/** The manifest of `inputs` as the input schema normalizes them (see withWebhookScope). */
export function buildManifest(inputs: ManifestInputs): Manifest {
  let generated: Manifest = {
    configuration: platformConfiguration(inputs.appConfiguration),
    scopes: { required: { platform: [webhookScope] } },
    // Empty means every kind of event.
    events: { subscribe: [] },
  };
  for (const [input, path] of Object.entries(manifestPaths)) {
    const value = inputs[input as ManifestInput];
    if (value !== undefined) generated = mergeOver(generated, nested(path, value));
  }
  return inputs.manifest === undefined ? generated : mergeOver(generated, inputs.manifest);
}

/**
 * The places where a user's manifest says something else than a simple input that is also set.
 * Either would have to lose, and the loser would show as a change on every preview.
 */
export function manifestConflicts(inputs: ManifestInputs): { path: string[]; input: ManifestInput }[] {
  if (inputs.manifest === undefined) return [];
  return Object.entries(manifestPaths).flatMap(([input, path]) => {
    const simple = inputs[input as ManifestInput];
    const inManifest = valueAt(inputs.manifest, path);
    const conflicting = simple !== undefined && inManifest !== undefined && !isDeepStrictEqual(simple, inManifest);
    return conflicting ? [{ path: [...path], input: input as ManifestInput }] : [];
  });
}

/** The value at `path`, if every step there is an object. */
/** The inputs a manifest holds at their paths (manifestPaths), as an app's state shows them. */
export function manifestInputsOf(manifest: unknown): Record<ManifestInput, unknown> {
  return Object.fromEntries(Object.entries(manifestPaths).map(([input, path]) => [input, valueAt(manifest, path)])) as Record<
    ManifestInput,
    unknown
  >;
}

export function valueAt(root: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), root);
}

/** Objects merge key by key, at any depth; anything else in `over` replaces what is under it. */
export function mergeOver(under: Manifest, over: Manifest): Manifest {
  const result: Manifest = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isPlainObject(below) && isPlainObject(value) ? mergeOver(below, value) : value;
  }
  return result;
}

/** The manifest a user would declare for buildManifest to answer `actual` over `generated`: where they differ, `actual`'s parts. */
export function overlayFor(actual: Manifest, generated: Manifest): Manifest {
  const overlay: Manifest = {};
  for (const [key, value] of Object.entries(actual)) {
    const below = generated[key];
    if (isDeepStrictEqual(value, below)) continue;
    overlay[key] = isPlainObject(value) && isPlainObject(below) ? overlayFor(value, below) : value;
  }
  return overlay;
}

/**
 * A user's manifest may list its own required scopes, which replace the generated list; without
 * `webhooks:read` among them the app would receive no events at all, so it is added back. The
 * `manifest` input is normalized with this, so that a diff compares what is actually sent.
 */
export function withWebhookScope(manifest: Manifest): Manifest {
  const listed = valueAt(manifest, scopesPath);
  if (!Array.isArray(listed) || listed.some((entry) => isPlainObject(entry) && entry.scope === webhookScope.scope)) return manifest;
  return mergeOver(manifest, nested(scopesPath, [...listed, webhookScope]));
}

/** `{a: {b: value}}` for the path ["a", "b"]. */
function nested(path: readonly string[], value: unknown): Manifest {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Manifest;
}
