// The rate-limited apply's control: the provider's runtime over the package's client with got's
// default retries and no rate-limit budget, to show what the rate-limit handling is worth. The
// control stack's provider process loads it in place of the package's runtime (got-defaults-preload.ts).
import got from "got";
import { dynamicProviderRuntime } from "../../provider/adapters/dynamic-provider-runtime";
import type { ProviderConfig } from "../../provider/config/provider-config";
import { PlatformClient } from "../../provider/http/platform-client";
import { RateLimiter, type Send } from "../../provider/http/rate-limiter";

/** A budget that lets every request go at once and heeds no header. */
class NoBudget extends RateLimiter {
  override async acquire(): Promise<Send> {
    return { sentAt: Date.now(), sentOrder: 0 };
  }
  override observe(): void {}
  override unanswered(): void {}
}

/** The package's client, sending through got with got's defaults: its retries, no limiter. */
export function gotDefaultsClient(config: ProviderConfig): PlatformClient {
  return new PlatformClient(config, { http: (common) => got.extend(common), limiter: new NoBudget() });
}

export const { providerFor } = dynamicProviderRuntime(gotDefaultsClient);
