// The event kinds of the spec, by category. Custom-object kinds carry the definition's name.

export const EVENT_KINDS = {
  ticket: ["ticket:created", "ticket:updated", "ticket:deleted", "ticket:archived", "ticket:assigned", "ticket:status:changed", "ticket:priority:changed"],
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

const KNOWN_KINDS = new Set<string>(Object.values(EVENT_KINDS).flat());
const CUSTOM_OBJECT_KIND = /^custom-object:[A-Za-z0-9_-]+:(created|updated|deleted|field-changed)$/;

export const isEventKind = (type: string): boolean => KNOWN_KINDS.has(type) || CUSTOM_OBJECT_KIND.test(type);

/** The docs' installation event types. */
export const INSTALLATION_EVENT_TYPES = ["app:installation", "app:reinstall", "app:uninstall", "app:configuration:update", "app:team:added", "app:team:removed"] as const;
export type InstallationEventType = (typeof INSTALLATION_EVENT_TYPES)[number];
