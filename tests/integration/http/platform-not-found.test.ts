// The emulator answers its own not-found, in the documented body, on every route where the provider
// takes a 404 as "absent" or may meet one (every endpoint with an id in its path, and uninstall):
// the provider recognises it there. The same call sent to one of the emulator's other hosts meets a
// routing 404 (`Cannot GET …`), which the provider must not take as "absent".
import { everyEndpoint } from "../../../provider/endpoint-index";
import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import type { Endpoint, Host } from "../../../provider/core/endpoint";
import { webhookAppEndpoints } from "../../../provider/webhook-apps/endpoints";
import { UnrecognizedNotFoundError } from "../../../provider/http/errors";
import { hostSettings } from "../../../provider/http/hosts";
import { PlatformClient } from "../../../provider/http/platform-client";
import { seedUser, useEmulator } from "../emulator/support";

const missing = "MISSING0000";
const withId = Object.entries(everyEndpoint()).filter(([, endpoint]) => endpoint.path.includes("{"));
const notFoundCalls: [string, Endpoint, { params?: Record<string, string>; body?: unknown }][] = [
  ...withId.map(([name, endpoint]): [string, Endpoint, { params: Record<string, string>; body?: unknown }] => [
    name,
    endpoint,
    {
      params: Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param!, missing])),
      ...(endpoint.method !== "GET" && endpoint.method !== "DELETE" && { body: {} }),
    },
  ]),
  ["uninstallApp", webhookAppEndpoints.uninstallApp, { body: { appId: missing, teamIds: ["TACME00001"] } }],
];
const hosts = Object.keys(hostSettings) as Host[];

describe("the platform's not-found", () => {
  const emulator = useEmulator();
  const client = (point: (host: Host) => Host) => {
    const url: Record<Host, string> = {
      base: emulator().baseUrl,
      api: emulator().apiUrl,
      apps: emulator().appsStudioUrl,
      sla: emulator().slaUrl,
      workflows: emulator().workflowsUrl,
    };
    const config: ProviderConfig = {
      apiKey: seedUser(emulator(), "Organization Admin").apiKey,
      baseUrl: url[point("base")],
      apiUrl: url[point("api")],
      appsStudioUrl: url[point("apps")],
      slaUrl: url[point("sla")],
      workflowsUrl: url[point("workflows")],
      maxRetries: 0,
      requestTimeoutSeconds: 5,
    };
    return new PlatformClient(config);
  };

  it.each(notFoundCalls)("%s of a missing object is recognised as absent", async (_, endpoint, options) => {
    await expect(client((host) => host).callIfPresent(endpoint, { ...options, response: z.unknown() })).resolves.toBeUndefined();
  });

  const wrongHosts = notFoundCalls.flatMap(([name, endpoint, options]) =>
    hosts.filter((host) => host !== endpoint.host).map((wrong) => ({ name, endpoint, options, wrong })),
  );
  it.each(wrongHosts)("$name sent to the $wrong host is not taken as absent", async ({ endpoint, options, wrong }) => {
    const error = await client((host) => (host === endpoint.host ? wrong : host))
      .callIfPresent(endpoint, { ...options, response: z.unknown() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnrecognizedNotFoundError);
    expect((error as Error).message).toContain(`(Cannot ${endpoint.method} `);
  });
});
