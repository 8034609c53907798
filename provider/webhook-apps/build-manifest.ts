// The app manifest a webhook app needs, in the platform's own shape (snake_case, as in the spec),
// built from the resource's simple inputs; a user's own `manifest` is merged over it.

export interface ManifestInputs {
  name: string;
  slug: string;
  description?: string;
  eventsUrl: string;
  installationsUrl?: string;
  events?: string[];
  appConfiguration?: { requiredSettings?: unknown[]; optionalSettings?: unknown[] };
  manifest?: Record<string, unknown>;
}

/** The scope that lets an app receive the platform's events (spec). */
export const webhookScope = {
  scope: "webhooks:read",
  reason: "Receive the platform's events for the teams the app is installed in",
  description: "Read webhook events",
};

export function buildManifest(inputs: ManifestInputs): Record<string, unknown> {
  const generated = {
    app: { name: inputs.name, slug: inputs.slug, ...(inputs.description !== undefined && { description: inputs.description }) },
    integration: {
      webhooks: { events: inputs.eventsUrl, ...(inputs.installationsUrl !== undefined && { installations: inputs.installationsUrl }) },
    },
    configuration: {
      required_settings: inputs.appConfiguration?.requiredSettings ?? [],
      optional_settings: inputs.appConfiguration?.optionalSettings ?? [],
    },
    scopes: { required: { platform: [webhookScope] } },
    // Empty means every kind of event.
    events: { subscribe: inputs.events ?? [] },
  };
  return inputs.manifest === undefined ? generated : mergeOver(generated, inputs.manifest);
}

/** Objects merge key by key, at any depth; anything else in `over` replaces what is under it. */
export function mergeOver(under: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isObject(below) && isObject(value) ? mergeOver(below, value) : value;
  }
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
