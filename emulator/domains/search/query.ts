// A search-engine style query over one collection's documents: `q` matched by word prefix in the
// `query_by` fields (`*` matches everything), `filter_by` clauses `field:=value` (or
// `field:=[a,b]`, values optionally in backticks) joined by `&&`, `sort_by` `field:asc|desc`
// (up to three, comma-separated), then paging and `include_fields`.
import { badRequest } from "../../errors";
import type { Document } from "./collections";

export interface SearchQuery {
  q: string;
  queryBy: string[];
  filters: { field: string; values: string[] }[];
  sorts: { field: string; direction: "asc" | "desc" }[];
  includeFields: string[] | undefined;
}

/** The docs' response: the engine's result under `result`, no facets are computed. */
export interface SearchPage {
  result: {
    facet_counts: unknown[];
    found: number;
    out_of: number;
    page: number;
    per_page: number;
    search_cutoff: boolean;
    hits: { document: Document }[];
  };
}

const DEFAULT_SORT: SearchQuery["sorts"] = [{ field: "createdAt", direction: "desc" }];

function requireField(fields: readonly string[], field: string): string {
  if (!fields.includes(field)) throw badRequest(`Could not find a field named \`${field}\` in the schema`);
  return field;
}

const commaList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

export function parseSearchQuery(
  fields: readonly string[],
  raw: { q: string; query_by: string; filter_by?: string | undefined; sort_by?: string | undefined; include_fields?: string | undefined },
): SearchQuery {
  const queryBy = commaList(raw.query_by).map((field) => requireField(fields, field));
  if (queryBy.length === 0) throw badRequest(["query_by should not be empty"]);
  return {
    q: raw.q,
    queryBy,
    filters:
      raw.filter_by === undefined || raw.filter_by.trim() === ""
        ? []
        : raw.filter_by.split("&&").map((clause) => parseFilter(fields, clause)),
    sorts: raw.sort_by === undefined || raw.sort_by.trim() === "" ? DEFAULT_SORT : parseSorts(fields, raw.sort_by),
    includeFields: raw.include_fields === undefined ? undefined : commaList(raw.include_fields),
  };
}

function parseFilter(fields: readonly string[], clause: string): SearchQuery["filters"][number] {
  const match = /^\s*([A-Za-z_][\w]*)\s*:=\s*(.*?)\s*$/.exec(clause);
  if (!match || match[2] === "")
    throw badRequest(`Could not parse the filter query: \`${clause.trim()}\` is not of the form <field>:=<value>`);
  const field = requireField(fields, match[1]!);
  const value = match[2]!;
  const list = /^\[(.*)\]$/.exec(value);
  return { field, values: list ? commaList(list[1]!).map(unquote) : [unquote(value)] };
}

const unquote = (value: string) => (/^`.*`$/.test(value) ? value.slice(1, -1) : value);

function parseSorts(fields: readonly string[], text: string): SearchQuery["sorts"] {
  const sorts = commaList(text).map((part) => {
    const match = /^([A-Za-z_]\w*):(asc|desc)$/i.exec(part);
    if (!match) throw badRequest(`Could not parse the sort_by expression \`${part}\`: expected <field>:asc or <field>:desc`);
    return { field: requireField(fields, match[1]!), direction: match[2]!.toLowerCase() as "asc" | "desc" };
  });
  if (sorts.length > 3) throw badRequest("Only up to 3 sort_by fields can be specified");
  return sorts;
}

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

function matchesText(document: Document, query: SearchQuery): boolean {
  const terms = query.q
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/\*+$/, ""))
    .filter((term) => term !== "");
  if (query.q.trim() === "*" || terms.length === 0) return query.q.trim() === "*";
  const words = query.queryBy.flatMap((field) =>
    String(document[field] ?? "")
      .toLowerCase()
      .split(WORD_SEPARATOR),
  );
  return terms.every((term) =>
    term
      .split(WORD_SEPARATOR)
      .filter(Boolean)
      .every((part) => words.some((word) => word.startsWith(part))),
  );
}

function compare(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === null || left === undefined) return 1;
  if (right === null || right === undefined) return -1;
  if (typeof left === "number" && typeof right === "number") return left - right;
  return String(left) < String(right) ? -1 : 1;
}

/** The matching documents, filtered and sorted (ties broken by id), before paging. */
export function runSearch(documents: readonly Document[], query: SearchQuery): Document[] {
  return documents
    .filter((document) => matchesText(document, query))
    .filter((document) => query.filters.every(({ field, values }) => values.includes(String(document[field]))))
    .sort((left, right) => {
      for (const { field, direction } of query.sorts) {
        const order = compare(left[field], right[field]);
        if (order !== 0) return direction === "asc" || left[field] == null || right[field] == null ? order : -order;
      }
      return compare(left.id, right.id);
    });
}

export function pageOf(matches: readonly Document[], outOf: number, query: SearchQuery, page: number, perPage: number): SearchPage {
  const include = query.includeFields;
  const documents = matches.slice((page - 1) * perPage, page * perPage);
  return {
    result: {
      facet_counts: [],
      found: matches.length,
      out_of: outOf,
      page,
      per_page: perPage,
      search_cutoff: false,
      hits: documents.map((document) => ({
        document:
          include === undefined
            ? document
            : Object.fromEntries(include.filter((field) => field in document).map((field) => [field, document[field]])),
      })),
    },
  };
}
