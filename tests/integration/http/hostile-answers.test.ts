// The client survives any answer: decompression bombs (gzip, br, deflate: a gibibyte of zeros each),
// a body without Content-Length, a body that never ends. Each fails as an AnswerTooLargeError naming
// the operation and the cap, after one request, with memory well below what the body would take,
// whatever the status (got reads an error status's body itself), through the client and through
// each face: the dynamic provider's read (a refresh), the native plugin's Read, and the export.
import { Config } from "@pulumi/pulumi/cmd/dynamic-provider/config";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import { z } from "zod";
import { dynamicProviderRuntime } from "../../../provider/adapters/dynamic-provider-runtime";
import type { Endpoint } from "../../../provider/core/endpoint";
import { userMessage } from "../../../provider/core/errors";
import { exportOrganization } from "../../../provider/export/export-organization";
import { maxAnswerBytes } from "../../../provider/http/answer-body";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { teamEndpoints } from "../../../provider/teams/endpoints";
import { AnswerTooLargeError } from "../../../provider/http/errors";
import { PlatformClient } from "../../../provider/http/platform-client";
import { type HostileBody, hostileBodies, hostileBodyBytes, peakMemoryGrowth, withHostileServer } from "../../harness/hostile-answers";
import { testClient } from "../../unit/http/client-fixtures";
import { configureRequest, secret, startPluginInstance, struct } from "../native-plugin/plugin-client";

/**
 * The most reading one answer may add to this process's memory: a few times the cap, for the
 * decoders' buffers and the garbage not collected yet, and a small part of the gibibyte a body
 * read whole would take.
 */
const memoryBound = 8 * maxAnswerBytes;
const role = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }] };

/** What the engine would see: the error, of the operation, after one request, and bounded memory. */
async function expectRefused(body: HostileBody, status: number, operation: string, run: (url: string) => Promise<unknown>) {
  await withHostileServer(body, status, async (server) => {
    const { outcome, growthBytes } = await peakMemoryGrowth(() => run(server.url));
    expect(outcome).toMatchObject({ code: "ERR_ANSWER_TOO_LARGE", operation, limitBytes: maxAnswerBytes });
    expect((outcome as Error).message).toContain(`${operation} was answered with a body larger than 32 MiB`);
    // Too large is no failure to retry: the server would only send it again.
    expect(server.requests).toHaveLength(1);
    expect(growthBytes).toBeLessThan(memoryBound);
  });
}

it("bounds the test's own bodies far above the cap and the memory bound", () => {
  expect(hostileBodyBytes).toBeGreaterThan(2 * memoryBound);
});

describe.each(hostileBodies)("the client answered with a %s", (body) => {
  const calls: { name: string; status: number; endpoint: Endpoint; via: "call" | "callIfPresent" }[] = [
    { name: "a read answered 200", status: 200, endpoint: roleEndpoints.listRoles, via: "call" },
    { name: "a create answered 201", status: 201, endpoint: roleEndpoints.createRole, via: "call" },
    // got reads an error status's body itself, before the client sees it; a 404 is no "deleted".
    { name: "a read answered 404", status: 404, endpoint: roleEndpoints.listRoles, via: "callIfPresent" },
    { name: "a read answered 500", status: 500, endpoint: roleEndpoints.listRoles, via: "call" },
    { name: "a create answered 400", status: 400, endpoint: roleEndpoints.createRole, via: "call" },
  ];

  it.each(calls)("$name fails as too large, naming the operation, once, in bounded memory", async ({ status, endpoint, via }) => {
    await expectRefused(body, status, endpoint.title, (url) =>
      testClient(url)[via](endpoint, { ...(endpoint.method === "POST" && { body: role }), response: z.unknown() }),
    );
  });
});

// An error status's body cut at the timeout leaves the status, with no message of the server's.
it.each([
  [200, { code: "ERR_NETWORK", message: expect.stringContaining("ETIMEDOUT") }],
  [500, { code: "ERR_SERVER", message: "list roles failed with HTTP 500: Internal Server Error" }],
])("a body that trickles, answered %i, ends at the request timeout, which lasts until the body's end", async (status, failure) => {
  await withHostileServer("trickling", status, async (server) => {
    const client = testClient(server.url, { requestTimeoutSeconds: 1, maxRetries: 0 });
    await expect(client.call(roleEndpoints.listRoles, { response: z.unknown() })).rejects.toMatchObject(failure);
    expect(server.requests).toHaveLength(1);
  });
});

describe.each(hostileBodies)("each face answered with a %s", (body) => {
  it("the dynamic provider's read (a refresh) fails as too large", async () => {
    await expectRefused(body, 200, roleEndpoints.listRoles.title, async (url) => {
      const runtime = dynamicProviderRuntime((config) => new PlatformClient(config));
      const provider = runtime.providerFor("Role");
      await provider.configure!({
        config: new Config({ "supportplatform:apiKey": "k", "supportplatform:baseUrl": url, "supportplatform:maxRetries": "2" }, "project"),
      });
      return provider.read!("r1", role);
    });
  });

  it("the native plugin's Read fails as too large", async () => {
    const plugin = await startPluginInstance();
    try {
      await expectRefused(body, 200, roleEndpoints.listRoles.title, async (url) => {
        await plugin.call("configure", configureRequest({ apiKey: secret("k"), baseUrl: url, maxRetries: "2" }));
        const read = plugin.role(new provproto.ReadRequest().setId("r1").setProperties(struct(role)));
        // The engine gets the error's message; it is the AnswerTooLargeError's one line, whole, with its code.
        return plugin.call("read", read).catch((error: { details: string }) => {
          const expected = new AnswerTooLargeError(roleEndpoints.listRoles.title, maxAnswerBytes);
          expect(error.details).toBe(userMessage(expected));
          throw expected;
        });
      });
    } finally {
      await plugin.stop();
    }
  });

  it("the export fails as too large at its first read, the teams", async () => {
    await expectRefused(body, 200, teamEndpoints.listTeams.title, (url) =>
      exportOrganization(
        testClient(url),
        { projectName: "hostile", retainOnDelete: true, face: "dynamic", language: "typescript" },
        { reading: () => undefined, read: () => undefined },
      ),
    );
  });
});
