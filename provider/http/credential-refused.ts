// A 401 or 403 names the credential the provider sent, as the user sets it (config key and
// variable), and what the status says of it: a 401 refuses the credential itself, a 403 the rights
// of its user. What a face knows beside it (a command that runs on the configuration recorded in
// state) is added by the face (adapters/credential-hints.ts).
import { describeSetting, type ProviderConfig, type SettingName } from "../config/provider-config";
import type { Endpoint } from "../core/endpoint";
import { ApiError } from "./errors";

/** The settings whose value a request to `endpoint` authenticates with. */
export function credentialSettings(config: ProviderConfig, endpoint: Endpoint): SettingName[] {
  // Logging in (and refreshing) is the one call without a credential header: its body is the login.
  if (endpoint.auth === "none") return ["email", "password"];
  if (endpoint.auth === "bearer" && config.accessToken !== undefined) return ["accessToken"];
  if (endpoint.auth === "bearer" && config.login !== undefined) return ["email", "password"];
  return ["apiKey"];
}

/** An ApiError of status 401 or 403, naming the settings whose credential was refused. */
export class CredentialRefusedError extends ApiError {
  constructor(
    refusal: ApiError,
    readonly settings: readonly SettingName[],
    /** What the face that met the refusal knows beside it (the configuration a command runs on). */
    readonly notes: readonly string[] = [],
  ) {
    super(refusal.operation, refusal.status, refusal.serverMessage, refusal.code, refusal.retries);
    this.message = [this.message, credentialAdvice(refusal.status, settings), ...notes].join("; ");
  }

  /** The same refusal with `more` said after it. */
  noting(more: readonly string[]): CredentialRefusedError {
    return more.length === 0 ? this : new CredentialRefusedError(this, this.settings, [...this.notes, ...more]);
  }
}

function credentialAdvice(status: number, settings: readonly SettingName[]): string {
  const named = settings.map(describeSetting).join(" and ");
  return status === 401
    ? `the platform refused the credential of ${named}: check that it is set, current and of this organization`
    : `the user of ${named} may not do this: use a credential of a user with the rights it needs (an Organization Admin, or the team's Team Lead for its CSAT)`;
}

/** The error as a CredentialRefusedError when it is a refusal of the credential sent to `endpoint`. */
export function namingCredential(error: unknown, config: ProviderConfig, endpoint: Endpoint): unknown {
  if (!(error instanceof ApiError) || error instanceof CredentialRefusedError) return error;
  if (error.status !== 401 && error.status !== 403) return error;
  return new CredentialRefusedError(error, credentialSettings(config, endpoint));
}
