// The body of an installation event, in the docs' shape (the spec shows none): who installed the
// app, its bot and configuration, and for later changes who made them and when.
import type { User } from "../../store/types";
import type { App, Installation } from "../apps/types";
import { manifestText } from "../apps/manifest";
import type { InstallationEventType } from "./kinds";

export interface InstallationChange {
  eventType: InstallationEventType;
  /** The teams the change concerns. */
  teamIds: string[];
  /** The user who made the change. */
  by: User;
}

export function installationDeliveryBody(app: App, installation: Installation, change: InstallationChange): Record<string, unknown> {
  return {
    event_type: change.eventType,
    installation_id: installation.id,
    team_ids: change.teamIds,
    organization_id: installation.organizationId,
    application_id: app.id,
    application_name: app.name,
    application_metadata: {
      title: app.name,
      category: manifestText(app.manifest, "app", "category") ?? null,
      external_url: manifestText(app.manifest, "developer", "website") ?? null,
    },
    bot_id: installation.botSub,
    bot_token: installation.botToken,
    configuration: installation.configuration,
    created_by: installation.installedBy,
    created_at: installation.createdAt,
    ...(change.eventType !== "app:installation" && { updated_by: change.by.id, updated_at: installation.updatedAt }),
  };
}
