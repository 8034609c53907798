// The event kinds of the spec, by category, and the ticket kinds the docs' ticket events page
// lists. Custom-object kinds carry the definition's name.

export const EVENT_KINDS = {
  ticket: [
    "ticket:created",
    "ticket:updated",
    "ticket:deleted",
    "ticket:archived",
    "ticket:assigned",
    "ticket:status:changed",
    "ticket:priority:changed",
  ],
  account: [
    "account:created",
    "account:updated",
    "account:deleted",
    "account-health:changed",
    "account-status:changed",
    "account-custom_field_value:added",
    "account-custom_field_value:removed",
  ],
  comment: [
    "ticket:comment:created",
    "ticket:comment:updated",
    "ticket:comment:deleted",
    "account-task:comment:created",
    "account-activity:comment:created",
    "account-note:comment:created",
    "ticket:comment:reaction:added",
  ],
  user: ["user:mentioned", "user:created", "user:updated", "user:deleted"],
  organization: [
    "organization:created",
    "organization:updated",
    "organization:deleted",
    "organization:member-joined",
    "organization:member-left",
    "organization:plan-changed",
  ],
} as const;

/** The docs' ticket event kinds; the spec's ticket kinds are among them, but not its comment kinds (`ticket:comment:created`). */
export const DOCS_TICKET_KINDS = [
  "ticket:created",
  "ticket:updated",
  "ticket:deleted",
  "ticket:archived",
  "ticket:unarchived",
  "ticket:status:changed",
  "ticket:priority:changed",
  "ticket:assigned",
  "ticket:type:changed",
  "ticket:sentiment:changed",
  "ticket:escalated",
  "ticket:custom_field_value:added",
  "ticket:custom_field_value:removed",
  "ticket:custom_field_value:changed",
  "ticket:tag:updated",
  "ticket:migrated",
  "ticket:comment:added",
  "ticket:comment:updated",
  "ticket:comment:deleted",
  "ticket:comment:reaction:added",
  "ticket:comment:reaction:removed",
  "ticket:csat:sent",
  "ticket:csat:received",
  "ticket:sla:breached",
  "ticket:sla:breach_warning",
] as const;

/** Every kind named above, once: the spec's, then the docs' ticket kinds it lacks. */
export const NAMED_EVENT_KINDS: readonly string[] = [...new Set<string>([...Object.values(EVENT_KINDS).flat(), ...DOCS_TICKET_KINDS])];
const KNOWN_KINDS = new Set(NAMED_EVENT_KINDS);
const CUSTOM_OBJECT_KIND = /^custom-object:[A-Za-z0-9_-]+:(created|updated|deleted|field-changed)$/;

/** A kind of the spec or a ticket kind of the docs. */
export const isEventKind = (type: string): boolean => KNOWN_KINDS.has(type) || CUSTOM_OBJECT_KIND.test(type);

/** The docs' installation event types. */
export const INSTALLATION_EVENT_TYPES = [
  "app:installation",
  "app:reinstall",
  "app:uninstall",
  "app:configuration:update",
  "app:team:added",
  "app:team:removed",
] as const;
export type InstallationEventType = (typeof INSTALLATION_EVENT_TYPES)[number];
