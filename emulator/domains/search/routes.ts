// Entity search (bearer documented), on {api_url} as the spec shows it and on {base_url} as the
// docs do. Results are limited to the caller's organization
// and to the teams it belongs to (all teams for an Organization Admin). With streaming=true the
// answer is NDJSON: one page object per line from `page` on, per_page capped at 250, then
// `{"done":true}`; a failure mid-stream sends `{"error": "…"}` and closes.
import { Readable } from "node:stream";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { visibleTeamIds } from "../../auth/access";
import type { EmulatorContext } from "../context";
import { badRequest, notFound } from "../../errors";
import { principalOf } from "../../http/request-context";
import { nonBlank, queryInteger } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { COLLECTIONS, documentsOf, isCollectionName, NOT_YET_SEARCHABLE } from "./collections";
import { pageOf, parseSearchQuery, runSearch, type SearchPage } from "./query";

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 250;

/** Further search-engine parameters (facet_by, num_typos, …) are accepted and have no effect. */
const searchParams = z.looseObject({
  q: z.string(),
  query_by: nonBlank(500),
  per_page: queryInteger(1, 1_000_000).optional(),
  page: queryInteger(1, 1_000_000).optional(),
  include_fields: z.string().optional(),
  filter_by: z.string().optional(),
  sort_by: z.string().optional(),
  streaming: z.enum(["true", "false"]).optional(),
});

export function registerSearchRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.get("/v1/search/:collection", { config: { auth: "bearer" } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { collection } = z.object({ collection: z.string() }).parse(request.params);
    if (NOT_YET_SEARCHABLE.includes(collection)) throw badRequest(`Collection ${collection} is not searchable yet`);
    if (!isCollectionName(collection)) throw notFound(`Collection ${collection} not found`);

    const params = parseInput(searchParams, request.query, "query");
    const query = parseSearchQuery(COLLECTIONS[collection].fields, params);
    const streaming = params.streaming === "true";
    const requestedPerPage = params.per_page ?? DEFAULT_PER_PAGE;
    if (!streaming && requestedPerPage > MAX_PER_PAGE) throw badRequest([`per_page must not be greater than ${MAX_PER_PAGE}`]);
    const perPage = Math.min(requestedPerPage, MAX_PER_PAGE);
    const firstPage = params.page ?? 1;

    const documents = documentsOf(store, collection, user.organizationId, visibleTeamIds(store, user));
    const matches = runSearch(documents, query);
    const page = (number: number) => pageOf(matches, documents.length, query, number, perPage);
    if (!streaming) return page(firstPage);

    const fault = request.platform?.fault;
    const failAfter = fault?.effect === "failStream" ? fault.rule.failStreamAfter : undefined;
    const lastPage = Math.max(firstPage, Math.ceil(matches.length / perPage));
    return reply.type("application/x-ndjson; charset=utf-8").send(Readable.from(pageLines(page, firstPage, lastPage, failAfter)));
  });
}

async function* pageLines(
  page: (number: number) => SearchPage,
  firstPage: number,
  lastPage: number,
  failAfter: number | undefined,
): AsyncGenerator<string> {
  let sent = 0;
  try {
    for (let number = firstPage; number <= lastPage; number++) {
      if (sent === failAfter) throw new Error("Search failed while streaming results (injected fault)");
      yield `${JSON.stringify(page(number))}\n`;
      sent++;
      await yieldToEventLoop();
    }
    yield `${JSON.stringify({ done: true })}\n`;
  } catch (error) {
    yield `${JSON.stringify({ error: (error as Error).message })}\n`;
  }
}
