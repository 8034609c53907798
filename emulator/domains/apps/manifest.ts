// Reading an app's manifest: where its webhooks go and whether it asked for webhook events.

type Manifest = Record<string, unknown>;

/** An object with string keys, not an array or null. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const child = (value: unknown, key: string): unknown => (isPlainObject(value) ? value[key] : undefined);

export function webhookUrl(manifest: Manifest, kind: "events" | "installations"): string | undefined {
  const url = child(child(child(manifest, "integration"), "webhooks"), kind);
  return typeof url === "string" && url !== "" ? url : undefined;
}

/** The spec: a webhook app requests the scope webhooks:read among its required platform scopes. */
export function requestsWebhookScope(manifest: Manifest): boolean {
  const scopes = child(child(child(manifest, "scopes"), "required"), "platform");
  return Array.isArray(scopes) && scopes.some((entry) => child(entry, "scope") === "webhooks:read");
}
