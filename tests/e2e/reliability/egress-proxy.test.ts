// Through an egress proxy with the real CLI, in both faces: the stack's config names hosts only the
// proxy can resolve (*.platform.test), HTTP_PROXY (or http_proxy) names the proxy, and `up` and
// `destroy` succeed, every host's requests (base, api, apps) in the proxy's log and the program's
// own read among them. The lower-case variable is read by Pulumi's own gRPC (grpc-js) too, which
// then tunnels even its local calls through the proxy: `no_proxy` keeps those out, as the README says.
// (HTTPS through CONNECT, NO_PROXY and a corporate CA: tests/integration/http/egress-proxy.test.ts.)
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { nativeProject } from "../../harness/native-project";
import { type Platform, platformPerTest } from "../../harness/platform-stack";
import { createTestStack, type TestStack } from "../../harness/pulumi-stack";
import { type Forwarded, ForwardProxy } from "../../integration/http/forward-proxy";

const resources = (module: string) => `
import * as sp from "${module}";
const TEAM = "TACME00001";
new sp.Role("leads", { name: "Proxied leads", permissions: [{ resource: "tickets", actions: ["view"] }] });
new sp.WebhookApp("hook", { name: "Proxied hook", slug: "proxied-hook", eventsUrl: "https://hooks.example.com/e", teamIds: [TEAM] });
export const ticketTypes = sp.getTicketTypesOutput({ teamId: TEAM }).apply((types) => types.length);
`;

/**
 * Stack config naming the emulator's hosts by names only the proxy resolves; logging in goes to the
 * api host. Those names are no loopback address, so their plain HTTP is allowed explicitly.
 */
function proxiedConfig(platform: Platform): ConfigMap {
  const named = (url: string, name: string) => `http://${name}.platform.test:${new URL(url).port}`;
  return {
    "supportplatform:apiKey": { value: platform.admin.apiKey, secret: true },
    "supportplatform:email": { value: platform.admin.email },
    "supportplatform:password": { value: platform.admin.password, secret: true },
    "supportplatform:baseUrl": { value: named(platform.baseUrl, "base") },
    "supportplatform:apiUrl": { value: named(platform.apiUrl, "api") },
    "supportplatform:appsStudioUrl": { value: named(platform.appsStudioUrl, "apps") },
    "supportplatform:allowInsecureHttp": { value: "true" },
  };
}

/** The host a forwarded request was for: from its absolute URL, or a tunnel's `host:port`. */
const hostOf = ({ method, target }: Forwarded) => (method === "CONNECT" ? target.replace(/:\d+$/, "") : new URL(target).hostname);

describe("through an egress proxy", () => {
  const current = platformPerTest();
  let proxy: ForwardProxy;
  const stacks: TestStack[] = [];
  beforeEach(async () => {
    proxy = await new ForwardProxy().start();
  });
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((stack) => stack.dispose()));
    await proxy.stop();
  });

  it.each([
    ["the dynamic face", "HTTP_PROXY", {}, (name: string) => ({ program: resources("pulumi-support-platform"), projectName: name })],
    [
      "the native plugin",
      "http_proxy",
      { no_proxy: "localhost,127.0.0.1" },
      (name: string) => ({ projectDir: nativeProject(name, resources("pulumi-support-platform/native")), projectName: name }),
    ],
  ])("%s: up and destroy go through %s to every host, with no Node flag", async (_face, variable, exceptions, project) => {
    const { platform } = current;
    const stack = await createTestStack({
      ...project("egress-proxy"),
      config: proxiedConfig(platform),
      env: { [variable]: proxy.url, ...exceptions },
    });
    stacks.push(stack);

    const up = await stack.up();
    expect(up.summary.result).toBe("succeeded");
    expect(up.outputs.ticketTypes?.value).toBeGreaterThan(0);
    const hostsThroughProxy = new Set(proxy.forwarded.map(hostOf));
    expect([...hostsThroughProxy].sort()).toEqual(["api.platform.test", "apps.platform.test", "base.platform.test"]);
    // Everything the platform received came through the proxy: it saw nothing the proxy did not forward.
    const received = await platform.control.requests();
    expect(received.length).toBe(proxy.forwarded.length);
    expect(proxy.forwarded.map(({ method, target }) => `${method} ${new URL(target).pathname}`)).toEqual(
      expect.arrayContaining(["POST /v1/auth/login", "POST /v1/roles", "POST /apps/create-app", "GET /v1/tickets/type"]),
    );

    const beforeDestroy = proxy.forwarded.length;
    await stack.destroy();
    expect(proxy.forwarded.slice(beforeDestroy).map(({ method }) => method)).toContain("DELETE");
  });
});
