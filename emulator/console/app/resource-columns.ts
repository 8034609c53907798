// The fields each kind's table shows, checked against the emulator's own record types; the detail
// view shows the whole record.
import type { ResourceTable } from "../../controls/resources";
import type { StateData } from "../../store/state";

type FieldOf<K extends ResourceTable> = Extract<keyof StateData[K][number], string>;

export const RESOURCE_COLUMNS: { [K in ResourceTable]: (FieldOf<K> | (K extends "apps" ? `manifest.${string}` : never))[] } = {
  roles: ["name", "description", "isSystem"],
  attributeValues: ["attribute", "value", "isDefault"],
  csatRules: ["name", "teamId", "isActive", "priority"],
  csatSettings: ["teamId", "isEnabled", "cooldownPeriodDays", "closedStatusIds"],
  surveys: ["teamId", "ticketId", "rating", "expiresAt"],
  apps: ["name", "slug", "visibility", "manifest.integration.webhooks.events"],
  installations: ["appId", "teamIds", "installedBy"],
  ticketTypes: ["name", "teamId", "isActive"],
  tickets: ["title", "status", "priority", "teamId", "assigneeId"],
  accounts: ["name", "status", "health", "teamId"],
  comments: ["ticketId", "authorId", "content"],
};
