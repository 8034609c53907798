// Run as a child process by egress-proxy.test.ts, since Node reads NODE_EXTRA_CA_CERTS (and this
// client the proxy variables) from the environment a process starts with: makes the calls that
// argv[2] names with a client of the ProviderConfig in it, and prints one JSON line per call.
import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import { everyEndpoint } from "../../../provider/endpoint-index";
import { PlatformClient } from "../../../provider/http/platform-client";

/** An endpoint's key in the index (`getRole`). */
type EndpointName = string;

export interface CallResult {
  endpoint: EndpointName;
  ok: boolean;
  /** The typed error's code and message, when the call failed. */
  code?: string;
  message?: string;
}

async function main(): Promise<void> {
  const { config, calls } = JSON.parse(process.argv[2]!) as {
    config: ProviderConfig;
    calls: { endpoint: EndpointName; params?: Record<string, string> }[];
  };
  const client = new PlatformClient(config);
  const endpoints = everyEndpoint();
  for (const { endpoint, params } of calls) {
    const result: CallResult = await client.call(endpoints[endpoint]!, { ...(params && { params }), response: z.unknown() }).then(
      () => ({ endpoint, ok: true }),
      (error: { code?: string; message?: string }) => ({
        endpoint,
        ok: false,
        ...(error.code && { code: error.code }),
        ...(error.message && { message: error.message }),
      }),
    );
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
}

void main();
