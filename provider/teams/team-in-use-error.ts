// The platform refuses to delete a team that something still belongs to. The refusal names what
// (the server's message); this error adds how to get out of it, often something made outside the
// stack (a ticket, an account, an app installed in the dashboard).
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "../http/errors";

export class TeamInUseError extends SupportPlatformError {
  constructor(
    readonly teamId: string,
    readonly refusal: ApiError,
  ) {
    super(
      "ERR_TEAM_IN_USE",
      `${refusal.message}. The platform deletes only a team that nothing belongs to any more: remove its CSAT rules, app installations, sub-teams and content first, or, to let the stack go without deleting team ${teamId}, set retainOnDelete: true on it`,
    );
  }
}
