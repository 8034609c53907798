// Routes platform events to the webhook apps installed in the event's team, once per app, and
// installation changes to the app's installation webhook. Organization-wide events (no team) go
// to every webhook app installed in the organization.
import { timestamp } from "../../clock";
import { uuid } from "../../store/ids";
import type { Store } from "../../store/store";
import type { Installation } from "../apps/types";
import { requestsWebhookScope, webhookUrl } from "../apps/manifest";
import type { WebhookDelivery } from "./delivery";
import type { InstallationEventType } from "./kinds";

export interface PlatformEvent {
  type: string;
  organizationId: string;
  /** The team the event belongs to; null for organization-wide events. */
  teamId: string | null;
  userId: string | null;
  data: unknown;
}

export class EventBus {
  constructor(
    private readonly store: Store,
    readonly delivery: WebhookDelivery,
  ) {}

  /** Queues the event for every app installed in its team; answers the event id. */
  emit(event: PlatformEvent): string {
    const eventId = uuid();
    const body = {
      type: event.type,
      data: event.data,
      team_id: event.teamId,
      user_id: event.userId,
      event_id: eventId,
      timestamp: timestamp(),
    };
    const installations = this.store.installations.filter(
      (installation) =>
        installation.organizationId === event.organizationId && (event.teamId === null || installation.teamIds.includes(event.teamId)),
    );
    for (const installation of installations) {
      const app = this.store.apps.get(installation.appId);
      const url = app && webhookUrl(app.manifest, "events");
      if (app && url && requestsWebhookScope(app.manifest)) this.delivery.enqueue({ kind: "event", appId: app.id, url, body });
    }
    return eventId;
  }

  installationChanged(installation: Installation, eventType: InstallationEventType, teamIds: string[]): void {
    const app = this.store.apps.get(installation.appId);
    const url = app && webhookUrl(app.manifest, "installations");
    if (!app || !url) return;
    this.delivery.enqueue({
      kind: "installation",
      appId: app.id,
      url,
      body: {
        event_type: eventType,
        installation_id: installation.id,
        team_ids: teamIds,
        application_id: app.id,
        organization_id: installation.organizationId,
      },
    });
  }
}
