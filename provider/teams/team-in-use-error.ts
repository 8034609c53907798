// The platform refuses to delete a team that something still belongs to. The refusal names what
// (the server's message); this error adds how to get out of it, since a team's CSAT settings, once
// its first CSAT rule made them, cannot be deleted through the API at all.
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "../http/errors";

export class TeamInUseError extends SupportPlatformError {
  constructor(
    readonly teamId: string,
    readonly refusal: ApiError,
  ) {
    super(
      "ERR_TEAM_IN_USE",
      `${refusal.message}. The platform deletes only a team that nothing belongs to any more: remove its CSAT rules, app installations, sub-teams and content first. CSAT settings, which a team's first CSAT rule makes, are never deleted through the API: to let the stack go without deleting team ${teamId}, set retainOnDelete: true on it`,
    );
  }
}
