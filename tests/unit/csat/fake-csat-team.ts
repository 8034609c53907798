// A team's CSAT rules in memory, behind a PlatformClient stand-in that answers the CSAT endpoints
// as the contract shapes them. A create answers after random delays on both sides of the insert, so
// concurrent creates interleave, and every rule gets the same createdAt, so no order can be read
// from the timestamps.
import { endpoints, type Endpoint } from "../../../provider/http/endpoints";
import { ApiError, OutcomeUnknownError } from "../../../provider/http/errors";
import type { CallOptions, PlatformClient } from "../../../provider/http/platform-client";

const createdAt = "2026-01-01T00:00:00.000Z";
const triggerDefaults = { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 0 };
const feedbackDefaults = { enabled: true, feedbackType: "star", brandingColor: "#4F46E5", deliveryChannel: "email" };

export interface FakeRule {
  id: string;
  teamId: string;
  settingsId: string;
  name: string;
  description: string;
  isActive: boolean;
  priority: number;
  allFilters: Record<string, unknown>;
  anyFilters: Record<string, unknown>;
  triggerConfig: Record<string, unknown>;
  feedbackConfig: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export class FakeCsatTeam {
  readonly rules: FakeRule[] = [];
  /** Creates still to lose their response after the rule is inserted. */
  dropCreateResponses = 0;
  /** Creates still to fail, outcome unknown, before anything is inserted. */
  failCreatesUnsent = 0;
  readonly calls: string[] = [];
  private nextId = 1;

  constructor(readonly teamId = "T1") {}

  /** A rule made by someone else, e.g. in the dashboard. */
  addRule(name: string): FakeRule {
    const rule: FakeRule = {
      id: `rule-${this.nextId++}`,
      teamId: this.teamId,
      settingsId: "settings-1",
      name,
      description: "",
      isActive: true,
      priority: 0,
      allFilters: {},
      anyFilters: {},
      triggerConfig: { ...triggerDefaults },
      feedbackConfig: { ...feedbackDefaults },
      createdAt,
      updatedAt: createdAt,
    };
    this.rules.push(rule);
    return rule;
  }

  readonly client = {
    maxAttempts: 3,
    call: <T>(endpoint: Endpoint, options: CallOptions<T>) => this.answer(endpoint, options),
    find: async <T>(endpoint: Endpoint, options: CallOptions<T>) => {
      try {
        return await this.answer(endpoint, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
  } as unknown as PlatformClient;

  private async answer<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
    this.calls.push(endpoint.title);
    return options.response.parse(await this.body(endpoint, options));
  }

  private async body(endpoint: Endpoint, options: CallOptions<unknown>): Promise<unknown> {
    switch (endpoint) {
      case endpoints.createCsatRule:
        return this.create(options.body as Partial<FakeRule>);
      case endpoints.getCsatSettings:
        if (this.rules.length === 0) throw new ApiError(endpoint.title, 404, "CSAT settings not found");
        return this.settings();
      case endpoints.getCsatRule:
        return this.envelope(this.rules.find((rule) => rule.id === options.params?.id));
      default:
        throw new Error(`the fake does not answer ${endpoint.title}`);
    }
  }

  private async create(request: Partial<FakeRule>) {
    await randomDelay();
    if (this.failCreatesUnsent > 0) {
      this.failCreatesUnsent--;
      throw new OutcomeUnknownError(endpoints.createCsatRule.title, "timeout");
    }
    const rule = this.addRule(request.name!);
    Object.assign(rule, {
      ...request,
      triggerConfig: { ...triggerDefaults, ...request.triggerConfig },
      feedbackConfig: { ...feedbackDefaults, ...request.feedbackConfig },
    });
    await randomDelay();
    if (this.dropCreateResponses > 0) {
      this.dropCreateResponses--;
      throw new OutcomeUnknownError(endpoints.createCsatRule.title, "socket hang up");
    }
    return this.settings();
  }

  private settings() {
    return this.envelope({ id: "settings-1", rules: this.rules.map(({ id, name, description, isActive, priority, createdAt, updatedAt }) => ({ id, name, description, isActive, priority, createdAt, updatedAt })) });
  }

  private envelope(data: unknown) {
    return { status: true, message: "ok", timestamp: createdAt, data: { ok: true, data } };
  }
}

function randomDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
}
