// The README's list of assumed calls and docs/api-contract.md's endpoint index agree with every
// endpoint the package declares (provider/endpoint-index.ts, from each kind's endpoints.ts): a kind's
// new endpoint that the contract's index lacks fails here, naming it.
import * as fs from "node:fs";
import * as path from "node:path";
import { everyEndpoint } from "../../../provider/endpoint-index";
import { assumedCallsTable, withAssumedCalls } from "../../../scripts/docs/assumed-calls";

const repoRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");

it("the README's list of assumed calls is what npm run docs writes", () => {
  const readme = read("README.md");
  expect(readme).toBe(withAssumedCalls(readme));
});

it("lists exactly the endpoints marked assumed, with their method and path", () => {
  const assumed = Object.values(everyEndpoint()).filter((endpoint) => endpoint.source === "assumed");
  const rows = assumedCallsTable().split("\n").slice(2);
  expect(rows).toHaveLength(assumed.length);
  expect(rows).toContain("| read role | `GET /v1/roles/{id}` | base |");
  expect(rows.some((row) => row.includes("/v1/tickets/type/{id}"))).toBe(false); // the spec's
});

it("a README without the generated region is refused, naming the markers", () => {
  expect(() => withAssumedCalls("# no list here")).toThrow(/assumed-calls/);
});

/** The rows of the contract's endpoint index, as their cells. */
function contractIndexRows(): string[][] {
  const contract = read("docs/api-contract.md");
  const section = contract.slice(
    contract.indexOf("## Endpoint index"),
    contract.indexOf("\n## ", contract.indexOf("## Endpoint index") + 1),
  );
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| /, "").replace(/ \|$/, "")));
}

it("docs/api-contract.md's endpoint index has a row for every endpoint, with its method, path, host and source", () => {
  const rows = contractIndexRows();
  const endpoints = everyEndpoint();
  const problems = Object.entries(endpoints).flatMap(([key, endpoint]) => {
    const holding = rows.filter((cells) => cells[3]?.includes(`\`${key}\``));
    if (holding.length !== 1) return [`${key}: ${holding.length} rows of the index name it, not 1`];
    const [call = "", host = "", source = ""] = holding[0]!;
    return [
      ...(call.includes(endpoint.method) && call.includes(endpoint.path)
        ? []
        : [`${key}: its row reads ${call}, not ${endpoint.method} ${endpoint.path}`]),
      ...(host.includes(endpoint.host) ? [] : [`${key}: its row's host is ${host}, not ${endpoint.host}`]),
      ...(source.includes(`**${endpoint.source}**`) ? [] : [`${key}: its row's source is ${source}, not **${endpoint.source}**`]),
    ];
  });
  const named = rows.flatMap((cells) => [...(cells[3] ?? "").matchAll(/`(\w+)`/g)].map(([, key]) => key!));
  const unknown = named
    .filter((key) => endpoints[key] === undefined)
    .map((key) => `${key}: the index names it, but no endpoint has that key`);
  expect([...problems, ...unknown]).toEqual([]);
});
