// The body of a platform event delivery. The spec has receivers read `type`, `data`, `team_id` and
// `user_id`; the platform's docs describe the event as `{eventId, eventType, timestamp, orgId,
// actor, payload}` and receivers read it from a `message` object. One body carries all of them, so
// a receiver written either way works unchanged: the spec's fields, the docs' base event at the top
// level, and the same base event under `message`.
import type { User } from "../../store/types";

export interface EventFacts {
  eventId: string;
  eventType: string;
  timestamp: string;
  organizationId: string;
  teamId: string | null;
  userId: string | null;
  /** The user behind userId, when the organization has one by that id. */
  actor: User | undefined;
  payload: unknown;
}

/** The docs' actor: the emulator's events are caused by agents of the organization. */
const actorOf = (user: User | undefined) => (user ? { id: user.id, type: "AGENT", email: user.email } : null);

export function eventDeliveryBody(facts: EventFacts): Record<string, unknown> {
  const baseEvent = {
    eventId: facts.eventId,
    eventType: facts.eventType,
    timestamp: facts.timestamp,
    orgId: facts.organizationId,
    actor: actorOf(facts.actor),
    payload: facts.payload,
  };
  return {
    type: facts.eventType,
    data: facts.payload,
    team_id: facts.teamId,
    user_id: facts.userId,
    event_id: facts.eventId,
    ...baseEvent,
    message: baseEvent,
  };
}
