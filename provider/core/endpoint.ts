// What a definition names when it calls the platform: one operation of the API, as a value. Each
// kind declares its own in its folder's endpoints.ts (the http layer's in http/endpoints.ts);
// definitions and the PlatformApi contract need only the type.

export type Host = "base" | "api" | "apps" | "sla" | "workflows";
/** `bearer` endpoints are documented with a JWT; they use one when configured, else the API key. */
export type Auth = "apiKey" | "bearer" | "none";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  /** Names the operation in errors and logs. */
  readonly title: string;
  readonly method: Method;
  readonly host: Host;
  /** Path template; `{name}` segments are filled from path parameters. */
  readonly path: string;
  readonly auth: Auth;
  readonly source: "spec" | "docs" | "assumed";
  /** A POST that is safe to send twice (logging in creates nothing), so it is retried like a GET. */
  readonly repeatable?: true;
}
