// Tickets, accounts and comments: read through search, changed through the controls; each seeded
// team has an account with its tickets and comments.
import { domain } from "../domain";
import type { ContentTables } from "./tables";
import { seedContent } from "./seed";

export const contentDomain = domain<ContentTables>({
  routes: {},
  seed: seedContent,
  columns: {
    tickets: ["title", "status", "priority", "teamId", "assigneeId"],
    accounts: ["name", "status", "health", "teamId"],
    comments: ["ticketId", "authorId", "content"],
  },
});
