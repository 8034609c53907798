// Routes platform events to the webhook apps installed in the event's team, once per app, and
// installation changes to the app's installation webhook. Organization-wide events (no team) go
// to every webhook app installed in the organization. Deliveries start only once the request that
// caused them commits: a request that fails sends nothing.
import { timestamp } from "../../clock";
import { uuid } from "../../store/ids";
import type { Store } from "../state";
import type { Installation } from "../apps/types";
import { requestsWebhookScope, webhookUrl } from "../apps/manifest";
import type { DeliveryRequest, WebhookDelivery } from "./delivery";
import { eventDeliveryBody } from "./delivery-body";
import { installationDeliveryBody, type InstallationChange } from "./installation-body";

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
    const actor = event.userId === null ? undefined : this.store.users.get(event.userId);
    const body = eventDeliveryBody({
      eventId,
      eventType: event.type,
      timestamp: timestamp(),
      organizationId: event.organizationId,
      teamId: event.teamId,
      userId: event.userId,
      actor: actor?.organizationId === event.organizationId ? actor : undefined,
      payload: event.data,
    });
    const installations = this.store.installations.filter(
      (installation) =>
        installation.organizationId === event.organizationId && (event.teamId === null || installation.teamIds.includes(event.teamId)),
    );
    for (const installation of installations) {
      const app = this.store.apps.get(installation.appId);
      const url = app && webhookUrl(app.manifest, "events");
      if (app && url && requestsWebhookScope(app.manifest)) this.#enqueueOnCommit({ kind: "event", appId: app.id, url, body });
    }
    return eventId;
  }

  installationChanged(installation: Installation, change: InstallationChange): void {
    const app = this.store.apps.get(installation.appId);
    const url = app && webhookUrl(app.manifest, "installations");
    if (!app || !url) return;
    this.#enqueueOnCommit({ kind: "installation", appId: app.id, url, body: installationDeliveryBody(app, installation, change) });
  }

  #enqueueOnCommit(request: DeliveryRequest): void {
    this.store.transactions.afterCommit(() => this.delivery.enqueue(request));
  }
}
