// The platform refuses to delete a team that something still belongs to. This error adds what (the
// blockers the provider read, by name and id: the refusal may not name them), where the stack is
// left, and how to go on; often it is something made outside the stack (another stack's app, a
// ticket, an app installed in the dashboard).
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "../http/errors";

export class TeamInUseError extends SupportPlatformError {
  constructor(
    readonly teamId: string,
    readonly refusal: ApiError,
    blockers: string,
  ) {
    super(
      "ERR_TEAM_IN_USE",
      `${refusal.message}; ${blockers}. Any resource of this stack that depends on the team was deleted before it (Pulumi deletes dependents first), and the team stays in the stack's state: remove what keeps it where it was made (another stack, the dashboard), then run the command again; or, to let the stack go without deleting team ${teamId}, set retainOnDelete: true on it and run pulumi up, or run pulumi state delete with its URN`,
    );
  }
}
