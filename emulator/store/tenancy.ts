// Tenant isolation for stored records: a record of another organization is as absent as one that
// does not exist, so the caller learns nothing about it (404, never 403).
import { notFound } from "../errors";
import type { Table } from "./table";

export function recordOfOrganization<T extends { id: string; organizationId: string }>(
  table: Table<T>,
  id: string,
  organizationId: string,
  label: string,
): T {
  const record = table.get(id);
  if (!record || record.organizationId !== organizationId) throw notFound(`${label} ${id} not found`);
  return record;
}
