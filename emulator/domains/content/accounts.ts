// Accounts changed out of band, with the events the platform would emit for each change.
import type { z } from "zod";
import { timestamp } from "../../clock";
import { badRequest } from "../../errors";
import { prefixedId } from "../../store/ids";
import type { Account } from "./types";
import type { EventBus } from "../events/event-bus";
import type { createAccountSchema } from "./schemas";
import { actingUser, displayName, teamOf, type ContentDeps } from "./support";

export function createAccount({ store, events }: ContentDeps, input: z.output<typeof createAccountSchema>): Account {
  const team = teamOf(store, input.teamId);
  const at = timestamp();
  const account = store.accounts.insert({
    id: store.accounts.freshId(() => prefixedId("AC")),
    organizationId: team.organizationId,
    ...input,
    teamId: team.id,
    statusName: displayName(input.status),
    createdAt: at,
    updatedAt: at,
  });
  emitAccountEvent(events, "account:created", account, actingUser(store, account.organizationId).id);
  return account;
}

/** account:updated, plus account-status:changed and account-health:changed when those change. */
export function updateAccount({ store, events }: ContentDeps, current: Account, patch: Record<string, unknown>): Account {
  if (typeof patch.teamId === "string" && patch.teamId !== current.teamId) throw badRequest("teamId cannot be changed");
  const derived = typeof patch.status === "string" && patch.statusName === undefined ? { statusName: displayName(patch.status) } : {};
  const updated = store.accounts.update(current.id, { ...(patch as Partial<Account>), ...derived, updatedAt: timestamp() });
  const actor = actingUser(store, updated.organizationId).id;
  emitAccountEvent(events, "account:updated", updated, actor);
  if (updated.status !== current.status)
    emitAccountEvent(events, "account-status:changed", updated, actor, { previousStatus: current.status });
  if (updated.health !== current.health)
    emitAccountEvent(events, "account-health:changed", updated, actor, { previousHealth: current.health });
  return updated;
}

export function deleteAccount({ store, events }: ContentDeps, account: Account): void {
  store.accounts.delete(account.id);
  emitAccountEvent(events, "account:deleted", account, actingUser(store, account.organizationId).id);
}

function emitAccountEvent(events: EventBus, type: string, account: Account, userId: string, extra: Record<string, unknown> = {}): void {
  events.emit({ type, organizationId: account.organizationId, teamId: account.teamId, userId, data: { account, ...extra } });
}
