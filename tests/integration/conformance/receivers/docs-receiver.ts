// A webhook receiver written the way the platform's docs show one: platform events are read from
// `message` (message.eventType, message.eventId for idempotency, message.payload.ticket;
// docs.thena.ai/app-framework/core-concepts/webhooks and docs.thena.ai/platform/platform-events/overview),
// tickets have the fields of TicketCreatedPayload and are routed to their agent by `assignedTo` and
// `assignedAgent`, an update carries `previousTicket` (platform-events/ticket-events), and
// installation events are read from `event_type`, `bot_token`, `application_name` and
// `configuration` (app-framework/core-concepts/webhooks).

export interface HandledTicket {
  eventType: string;
  id: string;
  ticketId: number;
  teamName: string;
  /** The queue the receiver put the ticket in: its agent's e-mail address, or "unassigned". */
  routedTo: string;
  /** Who had the ticket before an update, from `previousTicket.assignedTo`. */
  previouslyAssignedTo?: string | null;
  actorEmail: string;
}

interface AgentRef {
  id: string;
  email: string;
  name: string;
}

/** The TicketCreatedPayload fields this receiver reads. */
interface DocsTicket {
  id: string;
  ticketId: number;
  teamName: string;
  assignedTo: string | null;
  assignedAgent: AgentRef | null;
}

/** A platform event as the docs show it delivered: the event in `message`. */
interface DocsPlatformEvent {
  message: {
    eventId: string;
    eventType: string;
    actor: { email: string };
    payload: { ticket?: DocsTicket; previousTicket?: DocsTicket };
  };
}

/** An installation event as the docs show it delivered. */
interface DocsInstallationEvent {
  event_type: string;
  application_name: string;
  team_ids: string[];
  bot_token: string;
}

export class DocsReceiver {
  readonly tickets: HandledTicket[] = [];
  readonly ignored: string[] = [];
  readonly bots = new Map<string, string>();
  readonly installationEvents: string[] = [];
  private readonly seen = new Set<string>();

  onPlatformEvent(body: unknown): void {
    const { message } = body as DocsPlatformEvent;
    if (this.seen.has(message.eventId)) return;
    this.seen.add(message.eventId);
    if (!String(message.eventType).startsWith("ticket:") || message.payload.ticket === undefined) {
      this.ignored.push(message.eventType);
      return;
    }
    const ticket = message.payload.ticket;
    const previous = message.payload.previousTicket;
    this.tickets.push({
      eventType: message.eventType,
      id: ticket.id,
      ticketId: ticket.ticketId,
      teamName: ticket.teamName,
      routedTo: route(ticket),
      ...(previous !== undefined && { previouslyAssignedTo: previous.assignedTo }),
      actorEmail: message.actor.email,
    });
  }

  onInstallationEvent(body: unknown): void {
    const event = body as DocsInstallationEvent;
    this.installationEvents.push(`${event.event_type} ${event.application_name}`);
    if (event.event_type === "app:installation") for (const team of event.team_ids) this.bots.set(team, event.bot_token);
  }
}

/** An assigned ticket goes to its agent's queue; the agent must be the one `assignedTo` names. */
function route(ticket: DocsTicket): string {
  if (ticket.assignedTo === null) return "unassigned";
  if (ticket.assignedAgent?.id !== ticket.assignedTo)
    throw new Error(`ticket ${ticket.id}: assignedAgent does not match assignedTo ${ticket.assignedTo}`);
  return ticket.assignedAgent.email;
}
