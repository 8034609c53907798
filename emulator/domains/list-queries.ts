// The lists of the docs' second surface (custom fields, forms, workflows): 0-based pages and
// `true`/`false` query switches (`onlyTeamForms=true`). Nothing of the store: the records' types
// import the schemas that use these.
import { z } from "zod";
import { queryInteger } from "../http/schema-parts";

/** The docs' pages: `page` from 0 (default 0), `limit` default 10 (the emulator allows up to 100). */
export const pageQuery = { page: queryInteger(0, 1_000_000).default(0), limit: queryInteger(1, 100).default(10) };

export const booleanQuery = z.enum(["true", "false"]).transform((text) => text === "true");

export const pageOf = <T>(records: readonly T[], { page, limit }: { page: number; limit: number }): T[] =>
  records.slice(page * limit, (page + 1) * limit);
