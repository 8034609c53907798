// What the PlatformClient tests share: planted credentials, a role as the server sends it, the
// Role envelope schema, and a client pointed at a FakePlatform with fast retries.
import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import { platformEnvelope } from "../../../provider/http/envelopes";
import { PlatformClient, type PlatformClientOptions } from "../../../provider/http/platform-client";

/** Distinctive values, so that any leak of one is found by a plain search. */
export const secrets = {
  apiKey: "sp_live_APIKEY_7f3a9c",
  password: "pw-PASSWORD-51e2",
  accessToken: "jwt-ACCESS-TOKEN-c0ffee",
  /** What the fake platform hands out at login. */
  obtainedToken: "jwt-OBTAINED-TOKEN-beef42",
  refreshToken: "refresh-TOKEN-d00d",
};
export const login = { email: "ops@example.com", password: secrets.password };

export const role = { id: "r1", name: "Leads", permissions: [], isSystem: false, createdAt: "t", updatedAt: "t" };
export const roleEnvelope = platformEnvelope(
  z.object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(z.unknown()),
    isSystem: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const ticketType = {
  id: "tt1",
  name: "Bug",
  color: "#f00",
  icon: "bug",
  isActive: true,
  teamId: "T1",
  organizationId: "O1",
  autoAssign: false,
};

/** Backoff of a few ms: retries are exercised without slowing the suite. */
export const fastRetries: PlatformClientOptions = { retryPolicy: { baseDelayMs: 5, maxDelayMs: 20 } };

/** A client of the platform at `url`, with every host there, 3 retries and fast backoff. */
export function testClient(
  url: string,
  overrides: Partial<ProviderConfig> = {},
  options: PlatformClientOptions = fastRetries,
): PlatformClient {
  const config: ProviderConfig = {
    apiKey: secrets.apiKey,
    baseUrl: url,
    apiUrl: url,
    appsStudioUrl: url,
    slaUrl: url,
    workflowsUrl: url,
    maxRetries: 3,
    requestTimeoutSeconds: 5,
    ...overrides,
  };
  return new PlatformClient(config, { ...options, retryPolicy: { ...fastRetries.retryPolicy, ...options.retryPolicy } });
}
