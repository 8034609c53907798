import type { SearchPage } from "../../../../emulator/domains/search/query";
import type { ErrorBody } from "../../../../emulator/errors";
import { type Answer, call, login, seedTeams, seedUser, useEmulator } from "../support";

/** A search answer, its documents with the fields these tests read (include_fields may leave some out). */
interface SearchAnswer {
  result: Omit<SearchPage["result"], "hits"> & {
    hits: { document: { id: string; title: string; priority: string; teamId: string; createdAt: string } }[];
  };
}

const emulator = useEmulator();
const search = <T = SearchAnswer>(
  collection: string,
  query: string,
  credentials: { apiKey?: string; token?: string } = { apiKey: seedUser(emulator(), "Organization Admin").apiKey },
) => call<T>(`${emulator().apiUrl}/v1/search/${collection}?${query}`, credentials);

const ids = (answer: Answer<SearchAnswer>) => answer.body.result.hits.map((hit) => hit.document.id);
const lines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line));

describe("search", () => {
  test("q=* returns the caller's organization's documents, 20 per page by default", async () => {
    const team = seedTeams(emulator())[0]!.id;
    for (let index = 0; index < 25; index++) await emulator().control.createTicket({ teamId: team, title: `Bulk ticket ${index}` });
    const answer = await search("tickets", "q=*&query_by=title", {
      token: await login(emulator(), seedUser(emulator(), "Organization Admin")),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: { facet_counts: [], found: 31, page: 1 } });
    expect(answer.body.result.hits).toHaveLength(20);
    expect(answer.body.result.hits[0]).toEqual({
      document: expect.objectContaining({ id: expect.any(String), title: expect.any(String), teamId: expect.any(String) }),
    });
    const all = await emulator().control.listResources("tickets", emulator().organizations[0]!.id);
    const second = await search("tickets", "q=*&query_by=title&page=2");
    expect(second.body.result.hits).toHaveLength(11);
    expect(new Set([...ids(answer), ...ids(second)])).toEqual(new Set(all.map((ticket) => ticket.id)));
  });

  test("text matches word prefixes in the query_by fields, case-insensitively", async () => {
    const answer = await search("tickets", "q=INVOICE&query_by=title");
    expect(answer.body.result.found).toBe(2);
    expect(answer.body.result.hits.every((hit) => /invoice/i.test(hit.document.title))).toBe(true);
    expect((await search("tickets", "q=invo&query_by=title")).body.result.found).toBe(2);
    expect((await search("tickets", "q=double%20counts&query_by=title,description")).body.result.found).toBe(2);
    expect((await search("tickets", "q=double%20counts&query_by=title")).body.result.found).toBe(0);
    expect((await search("comments", "q=looking&query_by=content")).body.result.found).toBe(6);
  });

  test("filter_by field:=value joined by &&, sort_by and include_fields", async () => {
    const filtered = await search(
      "tickets",
      `q=*&query_by=title&filter_by=${encodeURIComponent("priorityName:=High && statusName:=`Open`")}`,
    );
    expect(filtered.body.result.found).toBe(2);
    expect(filtered.body.result.hits.every((hit) => hit.document.priority === "high")).toBe(true);
    const listed = await search("tickets", `q=*&query_by=title&filter_by=${encodeURIComponent("status:=[open,resolved]")}`);
    expect(listed.body.result.found).toBe(4);

    const ascending = await search("tickets", "q=*&query_by=title&sort_by=createdAt:asc&include_fields=id,createdAt");
    const times = ascending.body.result.hits.map((hit) => hit.document.createdAt);
    expect(times).toEqual([...times].sort());
    expect(Object.keys(ascending.body.result.hits[0].document).sort()).toEqual(["createdAt", "id"]);
    const descending = await search("tickets", "q=*&query_by=title&sort_by=createdAt:desc");
    expect(ids(descending)).toEqual(ids(ascending).reverse());
  });

  test("results are limited to the caller's teams and organization", async () => {
    const [first, second] = seedTeams(emulator());
    const member = await search("tickets", "q=*&query_by=title", { apiKey: seedUser(emulator(), "Team Member").apiKey });
    expect(member.body.result.found).toBe(3);
    expect(member.body.result.hits.every((hit) => hit.document.teamId === first!.id)).toBe(true);
    const observer = await search("accounts", "q=*&query_by=name", { apiKey: seedUser(emulator(), "Observer").apiKey });
    expect(new Set(observer.body.result.hits.map((hit) => hit.document.teamId))).toEqual(new Set([first!.id, second!.id]));
    const globex = await search("tickets", "q=*&query_by=title", { apiKey: seedUser(emulator(), "Organization Admin", 1).apiKey });
    const acmeTickets = new Set(
      (await emulator().control.listResources("tickets", emulator().organizations[0]!.id)).map((ticket) => ticket.id),
    );
    expect(ids(globex).some((id) => acmeTickets.has(id))).toBe(false);
    expect(globex.body.result.found).toBe(6);
  });

  test("invalid queries are 400s; customer_contacts is not searchable; unknown collections 404", async () => {
    expect((await search<ErrorBody>("tickets", "query_by=title")).body.problems).toEqual(["q is required"]);
    expect((await search<ErrorBody>("tickets", "q=*")).body.problems).toEqual(["query_by is required"]);
    expect((await search("tickets", "q=*&query_by=colour")).status).toBe(400);
    expect((await search("tickets", "q=*&query_by=title&filter_by=status>open")).status).toBe(400);
    expect((await search("tickets", "q=*&query_by=title&sort_by=title")).status).toBe(400);
    expect((await search("tickets", "q=*&query_by=title&per_page=251")).status).toBe(400);
    expect((await search("tickets", "q=*&query_by=title&per_page=abc")).status).toBe(400);
    const contacts = await search<ErrorBody>("customer_contacts", "q=*&query_by=name");
    expect(contacts.status).toBe(400);
    expect(contacts.body.message).toMatch(/not searchable/);
    expect((await search("widgets", "q=*&query_by=name")).status).toBe(404);
  });

  test("further search-engine parameters are accepted", async () => {
    expect((await search("tickets", "q=*&query_by=title&facet_by=status&num_typos=2&prefix=true")).status).toBe(200);
  });

  test("credentials are required (401); strict mode aside, an API key is accepted", async () => {
    expect((await search("tickets", "q=*&query_by=title", {})).status).toBe(401);
  });
});

describe("streaming search", () => {
  test("one JSON page object per line, each shaped like a normal answer, then {done: true}", async () => {
    const team = seedTeams(emulator())[0]!.id;
    for (let index = 0; index < 4; index++) await emulator().control.createTicket({ teamId: team, title: `Stream ${index}` });
    const answer = await search("tickets", "q=*&query_by=title&per_page=4&streaming=true");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    expect(answer.headers.get("x-ratelimit-path")).toBe("/v1/search/tickets");
    const chunks = lines(answer.text);
    expect(chunks).toHaveLength(4);
    expect(chunks.slice(0, 3).map((chunk) => chunk.result.page)).toEqual([1, 2, 3]);
    expect(chunks.slice(0, 3).map((chunk) => chunk.result.hits.length)).toEqual([4, 4, 2]);
    expect(chunks[3]).toEqual({ done: true });
    const normal = await search("tickets", "q=*&query_by=title&per_page=4&page=2");
    expect(chunks[1]).toEqual(normal.body);
  });

  test("per_page above 250 is capped at 250", async () => {
    const team = seedTeams(emulator())[0]!.id;
    await Promise.all(Array.from({ length: 260 }, (_, index) => emulator().control.createTicket({ teamId: team, title: `Many ${index}` })));
    const chunks = lines((await search("tickets", "q=*&query_by=title&per_page=1000&streaming=true")).text);
    expect(chunks.map((chunk) => chunk.result?.hits.length)).toEqual([250, 16, undefined]);
    expect(chunks[0].result.per_page).toBe(250);
    expect(chunks.at(-1)).toEqual({ done: true });
  });

  test("no match still sends one page, then done", async () => {
    expect(lines((await search("tickets", "q=zzzz&query_by=title&streaming=true")).text)).toEqual([
      { result: expect.objectContaining({ found: 0, page: 1, hits: [] }) },
      { done: true },
    ]);
  });

  test("a failure mid-stream sends {error} and closes the stream", async () => {
    await emulator().control.addFault({ path: "/v1/search/*", failStreamAfter: 1 });
    const chunks = lines((await search("tickets", "q=*&query_by=title&per_page=2&streaming=true")).text);
    expect(chunks).toEqual([{ result: expect.objectContaining({ page: 1 }) }, { error: expect.any(String) }]);
  });

  test("validation failures before the stream starts are ordinary 400s", async () => {
    const answer = await search("tickets", "q=*&query_by=nope&streaming=true");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect((await search("tickets", "q=*&query_by=title&streaming=yes")).status).toBe(400);
  });
});
