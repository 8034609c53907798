// The platform's optimistic concurrency (custom fields, forms): an update names the version of the
// object it was made from, and the platform refuses it (409) when the object changed since. The
// provider sends the version the stack's state holds, never one read just before writing: a change
// made in the dashboard since the stack last read the object fails the update instead of being
// silently written over, and this error says how to take that change in.
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "./errors";

export class VersionConflictError extends SupportPlatformError {
  constructor(
    /** What changed, as a user finds it: `custom field "Tier" (CF1)`. */
    readonly what: string,
    /** The version the stack's state holds, which the update named. */
    readonly stateVersion: number,
    /** The platform's version now, when a fresh read found it. */
    readonly currentVersion: number | undefined,
    readonly refusal: ApiError,
  ) {
    const now = currentVersion === undefined ? "" : `, the platform's is ${currentVersion}`;
    super(
      "ERR_VERSION_CONFLICT",
      `${refusal.message}; ${what} changed on the platform since the stack last read it (the stack holds version ${stateVersion}${now}), so nothing was written over that change: run pulumi refresh to take it into the stack's state, review the next preview, then run the command again`,
    );
  }
}
