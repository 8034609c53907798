// A webhook receiver written the spec's way: it reads type (the event kind), data (the content),
// team_id and user_id from the delivered object, filters by kind and team itself, and answers 200.

export interface HandledEvent {
  type: string;
  teamId: string | null;
  userId: string | null;
  ticketTitle: string | undefined;
}

export class SpecReceiver {
  readonly handled: HandledEvent[] = [];

  constructor(private readonly teamId: string) {}

  onEvent(body: any): void {
    if (!String(body.type).startsWith("ticket:") || body.team_id !== this.teamId) return;
    this.handled.push({ type: body.type, teamId: body.team_id, userId: body.user_id, ticketTitle: body.data.ticket?.title });
  }
}
