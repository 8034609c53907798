// The request log's filter: method, a part of the path, a status (`404`) or class (`4xx`), and the
// caller's organization (`none` for calls without a known caller). Pure, so it is unit-tested.
import type { RequestLogEntry } from "../../http/request-log";

export interface RequestFilter {
  method: string;
  path: string;
  status: string;
  organizationId: string;
}

export const NO_FILTER: RequestFilter = { method: "", path: "", status: "", organizationId: "" };

export const NO_ORGANIZATION = "none";

export function matchesStatus(status: number, wanted: string): boolean {
  const text = wanted.trim().toLowerCase();
  if (text === "") return true;
  if (/^[1-5]xx$/.test(text)) return Math.floor(status / 100) === Number(text[0]);
  return String(status) === text;
}

export function matchesFilter(entry: RequestLogEntry, filter: RequestFilter): boolean {
  if (filter.method !== "" && entry.method !== filter.method) return false;
  if (filter.path !== "" && !entry.path.toLowerCase().includes(filter.path.trim().toLowerCase())) return false;
  if (!matchesStatus(entry.status, filter.status)) return false;
  if (filter.organizationId === NO_ORGANIZATION) return entry.principal === undefined;
  return filter.organizationId === "" || entry.principal?.organizationId === filter.organizationId;
}
