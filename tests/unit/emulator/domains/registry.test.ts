// The registry of domains: each table of resources takes its console columns from exactly one
// domain: the compiler names a table with none; two would hide one behind the other.
import { DOMAINS, RESOURCE_COLUMNS, RESOURCE_TABLES } from "../../../../emulator/domains/registry";

test.each(RESOURCE_TABLES)("%s takes its columns from exactly one domain", (table) => {
  const holders = DOMAINS.filter((registered) => Object.hasOwn(registered.columns, table));
  expect({ table, domains: holders.length }).toEqual({ table, domains: 1 });
  expect(RESOURCE_COLUMNS[table].length).toBeGreaterThan(0);
});
