// Small formatting rules shared by the views.

/** `2024-01-01T10:11:12.345Z` as local `10:11:12.345`. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** A body's text, indented when it is JSON. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The CSS class of an HTTP status: ok, redirect, client or server error, or none (0, no answer). */
export function statusClass(status: number | undefined): string {
  if (status === undefined || status === 0) return "status status-none";
  return `status status-${Math.floor(status / 100)}xx`;
}

/** A value of a record's field, as a table cell shows it. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.every((item) => typeof item !== "object") ? value.join(", ") : `${value.length} items`;
  if (typeof value === "object") return "{…}";
  return String(value);
}

/** The value at a dotted path (`manifest.app.name`) of a record. */
export function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
