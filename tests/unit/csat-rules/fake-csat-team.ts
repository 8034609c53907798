// A team's CSAT rules in memory, behind a PlatformApi fake that answers the CSAT endpoints
// as the contract shapes them. A create answers after a few turns of the event loop on both sides of
// the insert, as many as a seeded random sequence says, so concurrent creates interleave the same
// way in every run, whatever the machine's load; every rule gets the same createdAt, so no order can
// be read from the timestamps.
import { FEEDBACK_DEFAULTS, TRIGGER_DEFAULTS } from "../../../emulator/domains/csat/schemas";
import type { CsatRule } from "../../../emulator/domains/csat/types";
import type { Endpoint } from "../../../provider/core/endpoint";
import { sharedEndpoints } from "../../../provider/http/endpoints";
import { csatRuleEndpoints } from "../../../provider/csat-rules/endpoints";
import { ApiError, OutcomeUnknownError } from "../../../provider/http/errors";
import { createSettled } from "../../../provider/http/create-settled";
import type { CallOptions, PlatformApi } from "../../../provider/core/platform-api";
import { csatTeamSettingsFixture } from "../http/csat-team-settings-fixture";

const createdAt = "2026-01-01T00:00:00.000Z";

export class FakeCsatTeam {
  readonly rules: CsatRule[] = [];
  /** Creates still to lose their response after the rule is inserted. */
  dropCreateResponses = 0;
  /** Creates still to fail, outcome unknown, before anything is inserted. */
  failCreatesUnsent = 0;
  /** Rules someone else makes, in the dashboard, while the next create is under way. */
  othersDuringNextCreate: string[] = [];
  readonly calls: string[] = [];
  private nextId = 1;
  private readonly turns: () => Promise<void>;

  constructor(
    readonly teamId = "T1",
    seed = 1,
  ) {
    this.turns = eventLoopTurns(seed);
  }

  /** A rule made by someone else, e.g. in the dashboard. */
  addRule(name: string): CsatRule {
    const rule: CsatRule = {
      id: `rule-${this.nextId++}`,
      organizationId: "O1",
      teamId: this.teamId,
      settingsId: "settings-1",
      name,
      description: "",
      isActive: true,
      priority: 0,
      allFilters: {},
      anyFilters: {},
      triggerConfig: { ...TRIGGER_DEFAULTS },
      feedbackConfig: { ...FEEDBACK_DEFAULTS },
      createdAt,
      updatedAt: createdAt,
    };
    this.rules.push(rule);
    return rule;
  }

  readonly client: PlatformApi = {
    call: <T>(endpoint: Endpoint, options: CallOptions<T>) => this.answer(endpoint, options),
    settleCreate: (create, findExisting) => createSettled(create, findExisting, 3),
    callIfPresent: async <T>(endpoint: Endpoint, options: CallOptions<T>) => {
      try {
        return await this.answer(endpoint, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
  };

  private async answer<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
    this.calls.push(endpoint.title);
    return options.response.parse(await this.body(endpoint, options));
  }

  private async body(endpoint: Endpoint, options: CallOptions<unknown>): Promise<unknown> {
    switch (endpoint) {
      case csatRuleEndpoints.createCsatRule:
        return this.create(options.body as Partial<CsatRule>);
      case sharedEndpoints.getCsatSettings:
        if (this.rules.length === 0) throw new ApiError(endpoint.title, 404, "CSAT settings not found");
        return this.settings();
      case csatRuleEndpoints.getCsatRule:
        return this.envelope(this.rules.find((rule) => rule.id === options.params?.id));
      default:
        throw new Error(`the fake does not answer ${endpoint.title}`);
    }
  }

  private async create(request: Partial<CsatRule>) {
    await this.turns();
    if (this.failCreatesUnsent > 0) {
      this.failCreatesUnsent--;
      throw new OutcomeUnknownError(csatRuleEndpoints.createCsatRule.title, "timeout");
    }
    for (const name of this.othersDuringNextCreate.splice(0)) this.addRule(name);
    const rule = this.addRule(request.name!);
    Object.assign(rule, {
      ...request,
      triggerConfig: { ...TRIGGER_DEFAULTS, ...request.triggerConfig },
      feedbackConfig: { ...FEEDBACK_DEFAULTS, ...request.feedbackConfig },
    });
    await this.turns();
    if (this.dropCreateResponses > 0) {
      this.dropCreateResponses--;
      throw new OutcomeUnknownError(csatRuleEndpoints.createCsatRule.title, "socket hang up");
    }
    return this.settings();
  }

  private settings() {
    return this.envelope({
      ...csatTeamSettingsFixture({ id: "settings-1", team: { id: this.teamId } }),
      rules: this.rules.map(({ id, name, description, isActive, priority, createdAt, updatedAt }) => ({
        id,
        name,
        description,
        isActive,
        priority,
        createdAt,
        updatedAt,
      })),
    });
  }

  private envelope(data: unknown) {
    return { status: true, message: "ok", timestamp: createdAt, data: { ok: true, data } };
  }
}

/** Waits 0 to 7 turns of the event loop, the count drawn from a sequence `seed` fixes (mulberry32). */
function eventLoopTurns(seed: number): () => Promise<void> {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return async () => {
    for (let turn = next() % 8; turn > 0; turn--) await new Promise((resolve) => setImmediate(resolve));
  };
}
