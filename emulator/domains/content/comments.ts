// Ticket comments changed out of band, with their events. A comment that mentions a user of the
// organization as `@U…` (the user's id) also emits user:mentioned for that user.
import type { z } from "zod";
import { timestamp } from "../../clock";
import { notFound } from "../../errors";
import { prefixedId } from "../../store/ids";
import type { Comment } from "./types";
import type { EventBus } from "../events/event-bus";
import type { createCommentSchema } from "./schemas";
import { actingUser, type ContentDeps } from "./support";

const MENTION = /@(U[A-Z0-9]{9})\b/g;

export function createComment(deps: ContentDeps, input: z.output<typeof createCommentSchema>): Comment {
  const { store, events } = deps;
  const ticket = store.tickets.get(input.ticketId);
  if (!ticket) throw notFound(`Ticket ${input.ticketId} not found`);
  const author = actingUser(store, ticket.organizationId, input.authorId);
  const at = timestamp();
  const comment = store.comments.insert({
    id: store.comments.freshId(() => prefixedId("CM")),
    organizationId: ticket.organizationId,
    teamId: ticket.teamId,
    ticketId: ticket.id,
    authorId: author.id,
    content: input.content,
    createdAt: at,
    updatedAt: at,
  });
  emitCommentEvent(events, "ticket:comment:created", comment, author.id);
  announceMentions(deps, comment);
  return comment;
}

export function updateComment(deps: ContentDeps, current: Comment, patch: Record<string, unknown>): Comment {
  const updated = deps.store.comments.update(current.id, {
    ...(patch as Partial<Comment>),
    ticketId: current.ticketId,
    updatedAt: timestamp(),
  });
  emitCommentEvent(deps.events, "ticket:comment:updated", updated, updated.authorId);
  announceMentions(deps, updated);
  return updated;
}

export function deleteComment({ store, events }: ContentDeps, comment: Comment): void {
  store.comments.delete(comment.id);
  emitCommentEvent(events, "ticket:comment:deleted", comment, comment.authorId);
}

function emitCommentEvent(events: EventBus, type: string, comment: Comment, userId: string): void {
  events.emit({ type, organizationId: comment.organizationId, teamId: comment.teamId, userId, data: { comment } });
}

function announceMentions({ store, events }: ContentDeps, comment: Comment): void {
  const mentioned = new Set([...comment.content.matchAll(MENTION)].map((match) => match[1]!));
  for (const userId of mentioned) {
    if (store.users.get(userId)?.organizationId !== comment.organizationId) continue;
    events.emit({
      type: "user:mentioned",
      organizationId: comment.organizationId,
      teamId: comment.teamId,
      userId,
      data: { comment, mentionedUserId: userId },
    });
  }
}
