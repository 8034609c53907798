// A typed client of the `/_emulator` control routes, for tests, scripts and the console, whose
// browser code imports this very file: it must keep to `fetch` and type-only imports. Every method
// is one HTTP call; a non-2xx answer throws an Error carrying the emulator's message.
import type { z } from "zod";
import type { CONTROL_HEADER as ControlHeader } from "../http/control-header";
import type { createTicketSchema } from "../domains/content/schemas";
import type { Account, Comment, Ticket } from "../domains/content/types";
import type { Survey } from "../domains/csat/types";
import type { Team } from "../store/types";
import type { SeedOrganization } from "../domains/seed";
import type { DeliveryRecord } from "../domains/events/delivery";
import type { FaultRule, FaultRuleInput } from "../http/faults";
import type { OrganizationView } from "./organizations";
import type { RequestLogEntry } from "../http/request-log";
import type { ResourceTable } from "../domains/state";
import type { RateLimitConfig } from "../rate-limit/fixed-window";

export interface NewTeam {
  organizationId: string;
  name: string;
}

/** The body of `POST /_emulator/tickets`, as its schema states it. */
export type NewTicket = z.input<typeof createTicketSchema>;

export interface NewAccount {
  teamId: string;
  name: string;
  description?: string;
  website?: string;
  status?: string;
  health?: string;
}

export interface NewComment {
  ticketId: string;
  content: string;
  authorId?: string;
}

export interface NewSurvey {
  teamId: string;
  ruleId?: string;
  ticketId?: string;
  /** Negative values create an already expired survey. */
  expiresInSeconds?: number;
}

export interface NewEvent {
  type: string;
  organizationId: string;
  teamId?: string | null;
  userId?: string | null;
  data?: unknown;
}

/** A fault rule; `path` may also be a RegExp, sent as a `^`-anchored pattern. */
export type FaultRuleRequest = Omit<FaultRuleInput, "path"> & { path: string | RegExp };

export type StoredRecord = { id: string; organizationId: string } & Record<string, unknown>;

/** How the resources routes answer: `credentials: "masked"` masks each credential as the request log does. */
export type ResourceView = {
  readonly credentials?: "masked";
};

function resourceQuery(parameters: Record<string, string | undefined>): string {
  const present = Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return present.length === 0 ? "" : `?${new URLSearchParams(present)}`;
}

/**
 * The header every control call carries (http/control-header.ts names it; the type makes the
 * compiler refuse any other spelling here, where a runtime import is not allowed).
 */
export const CONTROL_HEADER: typeof ControlHeader = "x-emulator-control";

export class EmulatorControl {
  constructor(readonly baseUrl: string) {}

  reset = (): Promise<void> => this.call("POST", "/reset");
  credentials = async (): Promise<SeedOrganization[]> =>
    (await this.call<{ organizations: SeedOrganization[] }>("GET", "/credentials")).organizations;
  /** The organizations as they are now, with their teams and users (credentials included). */
  organizations = (): Promise<OrganizationView[]> => this.call("GET", "/organizations");

  requests = (): Promise<RequestLogEntry[]> => this.call("GET", "/requests");
  clearRequests = (): Promise<void> => this.call("DELETE", "/requests");

  addFault = async (rule: FaultRuleRequest): Promise<string> => {
    const path = rule.path instanceof RegExp ? `^.*(?:${rule.path.source})` : rule.path;
    return (await this.call<FaultRule>("POST", "/faults", { ...rule, path })).id;
  };
  faults = (): Promise<FaultRule[]> => this.call("GET", "/faults");
  removeFault = (id: string): Promise<void> => this.call("DELETE", `/faults/${encodeURIComponent(id)}`);
  clearFaults = (): Promise<void> => this.call("DELETE", "/faults");

  rateLimit = async (): Promise<RateLimitConfig | false> =>
    (await this.call<{ settings: RateLimitConfig | false }>("GET", "/rate-limit")).settings;
  /** A number keeps the current window; pass `windowSeconds` to change it; false switches limiting off. */
  setRateLimit = async (limit: number | false, windowSeconds?: number): Promise<RateLimitConfig | false> =>
    (
      await this.call<{ settings: RateLimitConfig | false }>("PUT", "/rate-limit", {
        limit,
        ...(windowSeconds !== undefined && { windowSeconds }),
      })
    ).settings;

  /** The stored records of `kind`; `{ credentials: "masked" }` masks each credential as the request log does (the console's view). */
  listResources = <T = StoredRecord>(kind: ResourceTable, organizationId?: string, view: ResourceView = {}): Promise<T[]> =>
    this.call("GET", `/resources/${kind}${resourceQuery({ organizationId, ...view })}`);
  getResource = <T = StoredRecord>(kind: ResourceTable, id: string, view: ResourceView = {}): Promise<T> =>
    this.call("GET", `/resources/${kind}/${encodeURIComponent(id)}${resourceQuery(view)}`);
  patchResource = <T = StoredRecord>(kind: ResourceTable, id: string, partial: Record<string, unknown>): Promise<T> =>
    this.call("PATCH", `/resources/${kind}/${encodeURIComponent(id)}`, partial);
  deleteResource = (kind: ResourceTable, id: string): Promise<void> => this.call("DELETE", `/resources/${kind}/${encodeURIComponent(id)}`);

  createTeam = (team: NewTeam): Promise<Team> => this.call("POST", "/teams", team);
  createTicket = (ticket: NewTicket): Promise<Ticket> => this.call("POST", "/tickets", ticket);
  createAccount = (account: NewAccount): Promise<Account> => this.call("POST", "/accounts", account);
  createComment = (comment: NewComment): Promise<Comment> => this.call("POST", "/comments", comment);
  createSurvey = (survey: NewSurvey): Promise<Survey> => this.call("POST", "/surveys", survey);
  emitEvent = async (event: NewEvent): Promise<string> => (await this.call<{ eventId: string }>("POST", "/events", event)).eventId;

  deliveredEvents = (): Promise<DeliveryRecord[]> => this.call("GET", "/deliveries");
  clearDeliveries = (): Promise<void> => this.call("DELETE", "/deliveries");
  /** Sends a delivery's body again to its URL, as a new delivery whose `redeliveryOf` is `id`. */
  redeliver = async (id: number): Promise<void> => {
    await this.call("POST", `/deliveries/${id}/redeliver`);
  };

  /** Polls the delivery log until `predicate` holds (or throws after `timeoutMs`). */
  async waitForDeliveries(predicate: (deliveries: DeliveryRecord[]) => boolean, timeoutMs = 5_000): Promise<DeliveryRecord[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const deliveries = await this.deliveredEvents();
      if (predicate(deliveries)) return deliveries;
      if (Date.now() > deadline)
        throw new Error(`deliveries did not reach the expected state within ${timeoutMs} ms: ${JSON.stringify(deliveries)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/_emulator${path}`, {
      method,
      headers: { [CONTROL_HEADER]: "1", ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed: unknown = text === "" ? undefined : JSON.parse(text);
    if (!response.ok) {
      const { message, reason } = (parsed ?? {}) as { message?: unknown; reason?: unknown };
      throw new Error(`emulator control ${method} ${path} failed with ${response.status}: ${JSON.stringify(reason ?? message ?? text)}`);
    }
    return parsed as T;
  }
}
