// A webhook receiver written the way the platform's docs show one: platform events are read from
// `message` (message.eventType, message.eventId for idempotency, message.payload.ticket with
// teamName and assignedAgentId; docs.thena.ai/app-framework/core-concepts/webhooks and
// docs.thena.ai/platform/platform-events/overview), installation events from `event_type`,
// `bot_token`, `application_name` and `configuration` (app-framework/core-concepts/webhooks).

export interface HandledTicket {
  eventType: string;
  id: string;
  ticketId: number;
  teamName: string;
  assignedAgentId: string | null;
  actorEmail: string;
}

export class DocsReceiver {
  readonly tickets: HandledTicket[] = [];
  readonly ignored: string[] = [];
  readonly bots = new Map<string, string>();
  readonly installationEvents: string[] = [];
  private readonly seen = new Set<string>();

  onPlatformEvent(body: any): void {
    const message = body.message;
    if (this.seen.has(message.eventId)) return;
    this.seen.add(message.eventId);
    if (!String(message.eventType).startsWith("ticket:") || message.payload.ticket === undefined) {
      this.ignored.push(message.eventType);
      return;
    }
    const ticket = message.payload.ticket;
    this.tickets.push({ eventType: message.eventType, id: ticket.id, ticketId: ticket.ticketId, teamName: ticket.teamName, assignedAgentId: ticket.assignedAgentId, actorEmail: message.actor.email });
  }

  onInstallationEvent(body: any): void {
    this.installationEvents.push(`${body.event_type} ${body.application_name}`);
    if (body.event_type === "app:installation") for (const team of body.team_ids) this.bots.set(team, body.bot_token);
  }
}
