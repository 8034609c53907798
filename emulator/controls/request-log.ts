// The log of platform calls (never control calls), so that a test can assert, for example, that a
// `pulumi preview` made no write. Bounded: the oldest entries give way past MAX_ENTRIES.

export type HostName = "base" | "api" | "apps";

export interface RequestLogEntry {
  seq: number;
  time: string;
  host: HostName;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** The status sent; 0 when a `reset` fault dropped the connection without an answer. */
  status: number;
  principal?: { userId: string; organizationId: string; via: "apiKey" | "bearer" };
  /** The fault rule that shaped this answer, if any. */
  fault?: { id: string; effect: FaultEffect };
}

export type FaultEffect = "latency" | "status" | "reset" | "commitThenDrop" | "failStream";

const MAX_ENTRIES = 10_000;

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private seq = 0;

  add(entry: Omit<RequestLogEntry, "seq">): void {
    this.entries.push({ seq: ++this.seq, ...entry });
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): RequestLogEntry[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
