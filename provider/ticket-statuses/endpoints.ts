// TicketStatus's calls: each path with its source, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here. The statuses concept
// page shows every path; no REST reference page was seen.
import { endpoint } from "../http/endpoints";

export const ticketStatusEndpoints = {
  listTicketStatuses: endpoint("list ticket statuses", "GET", "base", "/v1/tickets/status", "apiKey", "docs"),
  createTicketStatus: endpoint("create ticket status", "POST", "base", "/v1/tickets/status", "apiKey", "docs"),
  updateTicketStatus: endpoint("update ticket status", "PATCH", "base", "/v1/tickets/status/{id}", "apiKey", "docs"),
  deleteTicketStatus: endpoint("delete ticket status", "DELETE", "base", "/v1/tickets/status/{id}", "apiKey", "docs"),
} as const;
