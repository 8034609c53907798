// The bearer token for the endpoints the spec documents with a JWT. A configured accessToken is used
// as it is; with email and password the provider logs in once, shares the token across resources,
// and refreshes it shortly before it expires (or logs in again when the refresh is refused).
import { z } from "zod";
import type { ProviderConfig } from "../config/provider-config";
import { sharedEndpoints } from "./endpoints";
import { platformEnvelope } from "./envelopes";
import type { PlatformApi } from "../core/platform-api";
import type { Redactor } from "./redactor";

const tokenResponse = platformEnvelope(
  z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1).optional(),
    expiresIn: z.number().positive().optional(),
  }),
);
type Tokens = z.output<typeof tokenResponse>["data"];

/**
 * Renew this long before the announced expiry, so a token never expires in flight; a token that
 * lives less than a minute is renewed halfway through its life instead.
 */
const renewMarginMs = (lifetimeMs: number) => Math.min(30_000, lifetimeMs / 2);

export class BearerTokens {
  private current: { tokens: Tokens; renewAtMs: number } | undefined;
  /** One login or refresh at a time, however many resources ask at once. */
  private pending: Promise<string> | undefined;

  constructor(
    private readonly config: ProviderConfig,
    private readonly client: Pick<PlatformApi, "call">,
    /** Learns every token obtained, so no error can echo one back. */
    private readonly redactor: Redactor,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the provider can obtain a new token by itself. */
  get renewable(): boolean {
    return this.config.login !== undefined;
  }

  /** The token to send, or undefined when none is configured (the API key is sent instead). */
  async get(): Promise<string | undefined> {
    if (this.config.accessToken !== undefined) return this.config.accessToken;
    if (this.config.login === undefined) return undefined;
    if (this.current !== undefined && this.now() < this.current.renewAtMs) {
      return this.current.tokens.accessToken;
    }
    this.pending ??= this.obtain().finally(() => (this.pending = undefined));
    return this.pending;
  }

  invalidate(): void {
    this.current = undefined;
  }

  private async obtain(): Promise<string> {
    const refreshToken = this.current?.tokens.refreshToken;
    let tokens: Tokens | undefined;
    if (refreshToken !== undefined) {
      tokens = await this.client
        .call(sharedEndpoints.refreshToken, { body: { refreshToken }, response: tokenResponse })
        .then((response) => response.data)
        .catch(() => undefined); // a refused refresh falls back to a fresh login
    }
    tokens ??= (await this.client.call(sharedEndpoints.login, { body: this.config.login, response: tokenResponse })).data;
    this.redactor.add(tokens.accessToken);
    this.redactor.add(tokens.refreshToken);
    const lifetimeMs = (tokens.expiresIn ?? 3600) * 1000;
    this.current = { tokens, renewAtMs: this.now() + lifetimeMs - renewMarginMs(lifetimeMs) };
    return tokens.accessToken;
  }
}
