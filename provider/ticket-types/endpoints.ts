// The TicketType data source's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const ticketTypeEndpoints = {
  getTicketType: endpoint("read ticket type", "GET", "base", "/v1/tickets/type/{id}", "bearer", "spec"),
  listTicketTypes: endpoint("list ticket types", "GET", "base", "/v1/tickets/type", "bearer", "assumed"),
} as const;
