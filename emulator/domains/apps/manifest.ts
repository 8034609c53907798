// Reading an app's manifest: its texts, where its webhooks go and whether it asked for webhook events.

type Manifest = Record<string, unknown>;

/** An object with string keys, not an array or null. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (value: unknown, key: string): unknown => (isPlainObject(value) ? value[key] : undefined);

/** The non-empty string at `path` in the manifest, if there is one. */
export function manifestText(manifest: Manifest, ...path: string[]): string | undefined {
  const value = path.reduce<unknown>(child, manifest);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The app's description is its manifest's (the docs show it on the app). */
export const appDescription = (app: { manifest: Manifest }): string => manifestText(app.manifest, "app", "description") ?? "";

export const webhookUrl = (manifest: Manifest, kind: "events" | "installations"): string | undefined =>
  manifestText(manifest, "integration", "webhooks", kind);

/** The spec: a webhook app requests the scope webhooks:read among its required platform scopes. */
export function requestsWebhookScope(manifest: Manifest): boolean {
  const scopes = child(child(child(manifest, "scopes"), "required"), "platform");
  return Array.isArray(scopes) && scopes.some((entry) => child(entry, "scope") === "webhooks:read");
}
