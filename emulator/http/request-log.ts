// The log of platform calls (never control calls), so that a test can assert, for example, that a
// `pulumi preview` made no write, and the console can show each call with its request and answer.
// Bounded: the oldest entries give way past MAX_ENTRIES, and each body is kept up to BODY_PREVIEW_CHARS.
import { Subscribers } from "../subscribers";

export type HostName = "base" | "api" | "apps" | "sla" | "workflows";

/** Headers as sent or received, and the body's text when there was one. */
export interface LoggedMessage {
  headers: Record<string, string>;
  body?: string;
}

export interface RequestLogEntry {
  seq: number;
  time: string;
  host: HostName;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** The status sent; 0 when a `reset` fault dropped the connection without an answer. */
  status: number;
  /** From the request's arrival to its answer (or to its connection's end). */
  durationMs: number;
  principal?: { userId: string; organizationId: string; via: "apiKey" | "bearer" };
  /** The fault rule that shaped this answer, if any. */
  fault?: { id: string; effect: FaultEffect };
  /** Credentials shortened to their first characters. */
  request: LoggedMessage;
  /** No body when none was sent (a dropped connection, a 204, a streamed search). */
  response: LoggedMessage;
}

export type FaultEffect = "latency" | "status" | "reset" | "commitThenDrop" | "failStream";

export type RequestLogChange = { type: "added"; entry: RequestLogEntry } | { type: "cleared" };

const MAX_ENTRIES = 10_000;
export const BODY_PREVIEW_CHARS = 8_192;

/** `text` up to the preview limit, saying how much was left out. */
export function bodyPreview(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  if (text.length <= BODY_PREVIEW_CHARS) return text;
  return `${text.slice(0, BODY_PREVIEW_CHARS)}…(${text.length - BODY_PREVIEW_CHARS} more characters)`;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private seq = 0;
  readonly changes = new Subscribers<RequestLogChange>();

  add(entry: Omit<RequestLogEntry, "seq">): void {
    const added = { seq: ++this.seq, ...entry };
    this.entries.push(added);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    this.changes.notify({ type: "added", entry: added });
  }

  list(): RequestLogEntry[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
    this.changes.notify({ type: "cleared" });
  }
}
