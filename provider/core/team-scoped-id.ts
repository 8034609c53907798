// The id of an object the platform finds only under its team (a membership, a routing rule, a team's
// tag): `<teamId>/<ownId>`, what `adoptId` and `pulumi import` take, the object's own id an output beside it.
import { SupportPlatformError } from "./errors";

/** `<teamId>/<ownId>`: neither part empty or holding a slash. */
export const teamScopedIdPattern = /^([^/]+)\/([^/]+)$/;

export const teamScopedId = (teamId: string, ownId: string) => `${teamId}/${ownId}`;

/** The team and own id `id` names; `what` is the object ("team tag") and `own` its own id's name ("tagId") in the error. */
export function parseTeamScopedId(id: string, what: string, own: string): { teamId: string; ownId: string } {
  const match = teamScopedIdPattern.exec(id);
  if (match === null)
    throw new SupportPlatformError("ERR_VALIDATION", `${JSON.stringify(id)} is not a ${what}'s id: it is <teamId>/<${own}>`);
  return { teamId: match[1]!, ownId: match[2]! };
}
