// The platform refuses to delete a ticket status that active tickets are in (or one of the team's
// default and closed statuses). This error says where the stack is left and how to go on; the
// provider lists no tickets, so the refusal's own words name how many.
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "../http/errors";

export class TicketStatusInUseError extends SupportPlatformError {
  constructor(
    readonly statusId: string,
    readonly refusal: ApiError,
  ) {
    super(
      "ERR_STATUS_IN_USE",
      `${refusal.message}; the status stays in the stack's state: move its active tickets to another status (in the dashboard), then run the command again; or, to let the stack go without deleting status ${statusId}, set retainOnDelete: true on it and run pulumi up, or run pulumi state delete with its URN`,
    );
  }
}
