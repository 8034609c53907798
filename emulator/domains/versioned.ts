// What the configuration objects of the docs' second surface share: a `version` that every write
// raises and that an update must name (optimistic concurrency: custom fields and forms), and the
// rule of their lists for a team's records and those of no team.
import { teamOfOrganization } from "../auth/access";
import { badRequest, HttpError } from "../errors";
import type { Store } from "./state";
import type { User } from "../store/types";

/** A record that an update names by its current `version`. */
export interface Versioned {
  id: string;
  version: number;
}

/**
 * Which records of a team (`teamId`, null for none) a list answers: every one without `teamId`; with
 * it (a team of the caller's organization, 404 otherwise), that team's and those of no team, or only
 * the team's when `onlyTeam` (named `switchName` in the query, which needs `teamId`) is true.
 */
export function teamScope(
  store: Store,
  user: User,
  query: { teamId?: string | undefined },
  onlyTeam: boolean | undefined,
  switchName: string,
): (record: { teamId: string | null }) => boolean {
  if (query.teamId === undefined) {
    if (onlyTeam !== undefined) throw badRequest([`${switchName} needs a teamId`]);
    return () => true;
  }
  const teamId = teamOfOrganization(store, user, query.teamId).id;
  return (record) => record.teamId === teamId || (!onlyTeam && record.teamId === null);
}

/**
 * Refuses, with one 409 naming every record concerned, an update made against a version that is not
 * the record's current one: someone changed it since the caller read it.
 */
export function requireCurrentVersions<T extends Versioned>(
  claims: readonly { record: T; version: number }[],
  describe: (record: T) => string,
): void {
  const stale = claims.filter(({ record, version }) => record.version !== version);
  if (stale.length === 0) return;
  throw new HttpError(
    409,
    stale.map(
      ({ record, version }) =>
        `${describe(record)} is at version ${record.version}, not ${version}: it changed since it was read; read it again and retry with its current version`,
    ),
  );
}

/** The record's changes with its version raised and its update time set. */
export const nextVersion = <T extends Versioned>(record: T, at: string) => ({ version: record.version + 1, updatedAt: at });
