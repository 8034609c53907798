// What the configuration objects of the docs' second surface share: a `version` that every write
// raises and that an update must name (optimistic concurrency: custom fields and forms), the
// 0-based pages of their lists, and their query switches (`onlyTeamForms=true`).
import { z } from "zod";
import { HttpError } from "../errors";
import { queryInteger } from "../http/schema-parts";

/** A record that an update names by its current `version`. */
export interface Versioned {
  id: string;
  version: number;
}

/** The docs' pages: `page` from 0 (default 0), `limit` default 10 (the emulator allows up to 100). */
export const pageQuery = { page: queryInteger(0, 1_000_000).default(0), limit: queryInteger(1, 100).default(10) };

export const booleanQuery = z.enum(["true", "false"]).transform((text) => text === "true");

export const pageOf = <T>(records: readonly T[], { page, limit }: { page: number; limit: number }): T[] =>
  records.slice(page * limit, (page + 1) * limit);

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
