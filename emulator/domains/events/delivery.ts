// Webhook delivery: asynchronous and at least once. Each delivery is POSTed as JSON; anything but
// a 2xx answer (or no answer within the timeout) is retried with exponential backoff, up to
// MAX_ATTEMPTS. A redirect is not followed: it would carry the body, bot token included, to a
// host the app never named; a 3xx is a failed attempt, recorded with its Location. A receiver that is down never delays or fails the API call that caused the event.
// Each attempt is kept with its answer and timing, and every change is told to `changes`. What the
// controls list and `changes` tell has its credentials masked (an installation's bot token, a token
// in the URL); the record keeps them whole, to send again.
import { timestamp } from "../../clock";
import { maskedJson, maskedUrl, maskedUrlsIn } from "../../http/credential-mask";
import { Subscribers } from "../../subscribers";

export const MAX_ATTEMPTS = 4;
export const FIRST_RETRY_DELAY_MS = 100;
export const ATTEMPT_TIMEOUT_MS = 5_000;

export interface DeliveryAttempt {
  startedAt: string;
  durationMs: number;
  /** The receiver's HTTP status, when it answered. */
  responseStatus?: number;
  /** Why the attempt failed, when it did. */
  error?: string;
  /** Where a redirect (a 3xx, not followed) pointed, when it named a place. */
  location?: string;
}

export interface DeliveryRecord {
  id: number;
  kind: "event" | "installation";
  appId: string;
  url: string;
  body: Record<string, unknown>;
  attempts: number;
  /** One per attempt made so far, oldest first. */
  attemptLog: DeliveryAttempt[];
  status: "pending" | "delivered" | "failed";
  /** The HTTP status of the last attempt, when the receiver answered. */
  responseStatus?: number;
  /** Why the last attempt failed, when it did. */
  error?: string;
  createdAt: string;
  completedAt?: string;
  /** The delivery this one sends again, when asked to from the controls. */
  redeliveryOf?: number;
}

export type DeliveryRequest = Pick<DeliveryRecord, "kind" | "appId" | "url" | "body" | "redeliveryOf">;

export type DeliveryChange = { type: "changed"; delivery: DeliveryRecord } | { type: "cleared" };

export class WebhookDelivery {
  private records: DeliveryRecord[] = [];
  private counter = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  /** Bumped by stop() and clear(): attempts of an older generation are abandoned. */
  private generation = 0;
  readonly changes = new Subscribers<DeliveryChange>();

  enqueue(request: DeliveryRequest): DeliveryRecord {
    const record: DeliveryRecord = {
      ...request,
      id: ++this.counter,
      attempts: 0,
      attemptLog: [],
      status: "pending",
      createdAt: timestamp(),
    };
    this.records.push(record);
    this.changed(record);
    this.schedule(record, 0);
    return record;
  }

  /** The deliveries as shown: credentials masked. */
  list(): DeliveryRecord[] {
    return this.records.map(shownDelivery);
  }

  /** The delivery as it is sent, credentials included: only to send it again. */
  get(id: number): DeliveryRecord | undefined {
    const record = this.records.find((candidate) => candidate.id === id);
    return record && structuredClone(record);
  }

  /** Forgets the log and abandons deliveries still pending. */
  clear(): void {
    this.stop();
    this.records = [];
    this.changes.notify({ type: "cleared" });
  }

  stop(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }

  private schedule(record: DeliveryRecord, delayMs: number): void {
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(record, generation);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(record: DeliveryRecord, generation: number): Promise<void> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(new Error("timed out")), ATTEMPT_TIMEOUT_MS);
    record.attempts++;
    const attempt: DeliveryAttempt = { startedAt: timestamp(), durationMs: 0 };
    const started = performance.now();
    try {
      const response = await fetch(record.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "support-platform-emulator/webhooks" },
        body: JSON.stringify(record.body),
        signal: controller.signal,
        redirect: "manual",
      });
      await response.body?.cancel();
      attempt.responseStatus = response.status;
      const location = resolvedLocation(response.headers.get("location"), record.url);
      if (response.status >= 300 && response.status < 400) {
        if (location !== null) attempt.location = location;
        attempt.error = `receiver answered ${response.status}, a redirect${location === null ? "" : ` to ${location}`}, which deliveries do not follow`;
      } else if (!response.ok) attempt.error = `receiver answered ${response.status}`;
    } catch (error) {
      attempt.error = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    // Cleared or stopped meanwhile: the record is forgotten, or the emulator is going away.
    if (generation !== this.generation) return;
    attempt.durationMs = Math.round((performance.now() - started) * 10) / 10;
    record.attemptLog.push(attempt);
    if (attempt.responseStatus !== undefined) record.responseStatus = attempt.responseStatus;
    if (attempt.error === undefined) {
      delete record.error;
      return this.finish(record, "delivered");
    }
    record.error = attempt.error;
    if (record.attempts >= MAX_ATTEMPTS) return this.finish(record, "failed");
    this.changed(record);
    this.schedule(record, FIRST_RETRY_DELAY_MS * 2 ** (record.attempts - 1));
  }

  private finish(record: DeliveryRecord, status: "delivered" | "failed"): void {
    record.status = status;
    record.completedAt = timestamp();
    this.changed(record);
  }

  private changed(record: DeliveryRecord): void {
    this.changes.notify({ type: "changed", delivery: shownDelivery(record) });
  }
}

/** A copy of `record` with its credentials masked: in the URL, the body, each redirect's Location and each error. */
function shownDelivery(record: DeliveryRecord): DeliveryRecord {
  const shown = structuredClone(record);
  shown.url = maskedUrl(shown.url) ?? shown.url;
  shown.body = maskedJson(shown.body) as Record<string, unknown>;
  if (shown.error !== undefined) shown.error = maskedUrlsIn(shown.error);
  for (const attempt of shown.attemptLog) {
    if (attempt.location !== undefined) attempt.location = maskedUrl(attempt.location) ?? attempt.location;
    if (attempt.error !== undefined) attempt.error = maskedUrlsIn(attempt.error);
  }
  return shown;
}

/** A redirect's Location, resolved against the URL it answered (null when there is none). */
function resolvedLocation(location: string | null, url: string): string | null {
  if (location === null) return null;
  try {
    return new URL(location, url).href;
  } catch {
    return location;
  }
}
