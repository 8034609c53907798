// A webhook receiver written the spec's way: it reads type (the event kind), data (the content),
// team_id and user_id from the delivered object, filters by kind and team itself, and answers 200.

export interface HandledEvent {
  type: string;
  teamId: string | null;
  userId: string | null;
  ticketTitle: string | undefined;
}

/** The fields of a delivered event this receiver reads, as the spec names them. */
interface SpecEvent {
  type: string;
  team_id: string | null;
  user_id: string | null;
  data: { ticket?: { title?: string } };
}

export class SpecReceiver {
  readonly handled: HandledEvent[] = [];

  constructor(private readonly teamId: string) {}

  onEvent(body: unknown): void {
    const event = body as SpecEvent;
    if (!String(event.type).startsWith("ticket:") || event.team_id !== this.teamId) return;
    this.handled.push({ type: event.type, teamId: event.team_id, userId: event.user_id, ticketTitle: event.data.ticket?.title });
  }
}
