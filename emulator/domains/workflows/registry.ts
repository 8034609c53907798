// The workflow service's registries as the emulator holds them, the same for every organization:
// the events a workflow may be triggered by (the docs' ticket events, `platform_app`), the
// activities its steps may run (the two the docs name, and one more of the same family), and the
// operators of its filter language (the events-triggers page). Ids are fixed, derived from names.
import { createHash } from "node:crypto";

const SEED_TIME = "2024-01-01T00:00:00.000Z";

/** A fixed id of `length` upper-case alphanumerics for `name`. */
function fixedId(name: string, length: number): string {
  const digest = createHash("sha256").update(name).digest();
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length }, (_, index) => alphabet[digest[index]! % alphabet.length]).join("");
}

const TICKET_EVENTS = [
  ["ticket:created", "A ticket was created"],
  ["ticket:updated", "A ticket was updated"],
  ["ticket:deleted", "A ticket was deleted"],
  ["ticket:archived", "A ticket was archived"],
  ["ticket:unarchived", "A ticket was unarchived"],
  ["ticket:status:changed", "A ticket's status changed"],
  ["ticket:priority:changed", "A ticket's priority changed"],
  ["ticket:assigned", "A ticket was assigned"],
  ["ticket:escalated", "A ticket was escalated"],
  ["ticket:comment:added", "A comment was added to a ticket"],
] as const;

export interface RegistryEvent {
  uid: string;
  description: string;
  eventName: string;
  source: "platform_app";
  schema: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export const EVENTS: readonly RegistryEvent[] = TICKET_EVENTS.map(([eventName, description]) => ({
  uid: fixedId(eventName, 29),
  description,
  eventName,
  source: "platform_app",
  schema: { type: "object", properties: { ticket: { type: "object" } } },
  metadata: {},
}));

export const eventNamed = (eventName: string) => EVENTS.find((event) => event.eventName === eventName);

export interface Activity {
  id: string;
  name: string;
  uniqueIdentifier: string;
  description: string;
  category: string;
  version: number;
  inputSchema: { type: "object"; required: string[]; properties: Record<string, { type: string }> };
  outputSchema: Record<string, unknown>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

const activity = (
  uniqueIdentifier: string,
  name: string,
  category: string,
  required: string[],
  properties: Record<string, string>,
): Activity => ({
  id: fixedId(uniqueIdentifier, 29),
  name,
  uniqueIdentifier,
  description: name,
  category,
  version: 1,
  inputSchema: {
    type: "object",
    required,
    properties: Object.fromEntries(Object.entries(properties).map(([key, type]) => [key, { type }])),
  },
  outputSchema: { type: "object" },
  isActive: true,
  createdAt: SEED_TIME,
  updatedAt: SEED_TIME,
});

export const ACTIVITIES: readonly Activity[] = [
  activity("tickets:update-ticket-platform", "Update ticket", "tickets", ["ticketId"], {
    ticketId: "string",
    statusId: "string",
    priorityId: "string",
    assignedAgentId: "string",
  }),
  activity("tickets:add-comment-platform", "Add a comment to a ticket", "tickets", ["ticketId", "content"], {
    ticketId: "string",
    content: "string",
  }),
  activity("workflows:sleep-platform", "Sleep", "workflows", ["durationInSeconds"], { durationInSeconds: "number" }),
];

export const activityNamed = (uniqueIdentifier: string) => ACTIVITIES.find((candidate) => candidate.uniqueIdentifier === uniqueIdentifier);

/** What an operator compares a value with. */
export type Operand = "scalar" | "ordered" | "list" | "pattern" | "text" | "switch" | "filters";

export const OPERATORS: Readonly<Record<string, { operand: Operand; description: string }>> = {
  "~eq": { operand: "scalar", description: "equals" },
  "~neq": { operand: "scalar", description: "does not equal" },
  "~gt": { operand: "ordered", description: "greater than" },
  "~gte": { operand: "ordered", description: "greater than or equal to" },
  "~lt": { operand: "ordered", description: "less than" },
  "~lte": { operand: "ordered", description: "less than or equal to" },
  "~in": { operand: "list", description: "is one of" },
  "~nin": { operand: "list", description: "is none of" },
  "~regex": { operand: "pattern", description: "matches the regular expression" },
  "~nregex": { operand: "pattern", description: "does not match the regular expression" },
  "~starts": { operand: "text", description: "starts with" },
  "~nstarts": { operand: "text", description: "does not start with" },
  "~ends": { operand: "text", description: "ends with" },
  "~nends": { operand: "text", description: "does not end with" },
  "~contains": { operand: "text", description: "contains" },
  "~ncontains": { operand: "text", description: "does not contain" },
  "~isnull": { operand: "switch", description: "is null (true) or is not (false)" },
  "~isempty": { operand: "switch", description: "is empty (true) or is not (false)" },
  "~and": { operand: "filters", description: "every one of the filters holds" },
  "~or": { operand: "filters", description: "at least one of the filters holds" },
};
