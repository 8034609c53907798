// A page of another site, in a real headless Chromium, tries the emulator's controls as an attacker
// would: a page served from another origin (a second local server, another port) POSTs to
// `/_emulator/reset` with fetch (plain, no-cors, and with the control header, which needs a CORS
// preflight the emulator never grants) and with an HTML form; and a name of another site that
// resolves to 127.0.0.1 (DNS rebinding, as Chromium's host-resolver rules make one) reads the
// request log and the console. Each control request the browser sends is refused, and the
// emulator's data is as it was.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { CONTROL_HEADER } from "../../emulator/controls/client";
import { launchChromium } from "../harness/chromium";
import { type Platform, startPlatform } from "../harness/platform-stack";

const REBOUND_NAME = "attacker.example";

let platform: Platform;
let attacker: Server;
let attackerOrigin: string;
let browser: Browser;
let page: Page;

/** The attacker's page: three fetches and a form, all POSTs to the emulator's reset. */
const attackPage = (emulatorUrl: string) => `<!doctype html>
<html><body>
<form id="form" method="POST" action="${emulatorUrl}/_emulator/reset" target="sink"><input name="confirm" value="yes"></form>
<iframe name="sink" id="sink"></iframe>
<script>
const reset = ${JSON.stringify(`${emulatorUrl}/_emulator/reset`)};
const outcome = (promise) => promise.then((answer) => "answered " + (answer.type === "opaque" ? "opaque" : answer.status), (error) => "failed: " + error.name);
window.attack = Promise.all([
  outcome(fetch(reset, { method: "POST" })),
  outcome(fetch(reset, { method: "POST", mode: "no-cors" })),
  outcome(fetch(reset, { method: "POST", headers: { ${JSON.stringify(CONTROL_HEADER)}: "1" } })),
]);
</script>
</body></html>`;

beforeAll(async () => {
  platform = await startPlatform({ rateLimit: false });
  attacker = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(attackPage(platform.baseUrl));
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  browser = await launchChromium([`--host-resolver-rules=MAP ${REBOUND_NAME} 127.0.0.1`]);
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()));
  await platform?.stop();
});

/** What a reset would change: the roles (one created by the test), and the request log. */
async function emulatorData() {
  return { roles: await platform.control.listResources("roles"), requests: (await platform.control.requests()).length };
}

test("a page of another origin cannot reset the emulator: fetch and form POSTs are refused, and nothing changes", async () => {
  const created = await fetch(`${platform.baseUrl}/v1/roles`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
    body: JSON.stringify({ name: "Not reset" }),
  });
  expect(created.status).toBe(201);
  const before = await emulatorData();
  expect(before.roles.map((role) => role.name)).toContain("Not reset");

  // Every answer the emulator gave the browser for its reset route, read from Chromium's network
  // events: they carry the status of an answer the page is not allowed to read, too.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Chromium does not order the two events of one request (an answer's extra info may come first),
  // so they are joined by request id once both are in.
  const sent = new Map<string, { method: string; url: string }>();
  const statuses = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (event) => sent.set(event.requestId, { method: event.request.method, url: event.request.url }));
  cdp.on("Network.responseReceivedExtraInfo", (event) => statuses.set(event.requestId, event.statusCode));
  const resetPosts = () =>
    [...statuses].flatMap(([id, status]) => {
      const request = sent.get(id);
      return request?.url.endsWith("/_emulator/reset") && request.method === "POST" ? [{ method: request.method, status }] : [];
    });

  await page.goto(attackerOrigin);
  const outcomes = await page.evaluate("window.attack");
  expect(outcomes).toEqual([
    // The answer is a 403 without CORS headers: the page cannot even read it.
    "failed: TypeError",
    "answered opaque",
    // The control header needs a preflight, which the emulator does not grant: the POST is never sent.
    "failed: TypeError",
  ]);
  const formAnswer = page.waitForResponse(
    (response) => response.url().endsWith("/_emulator/reset") && response.request().resourceType() === "document",
  );
  await page.evaluate("document.getElementById('form').submit()");
  const form = await formAnswer;
  expect(form.status()).toBe(403);
  expect(await form.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/^Cross-site request refused/) });

  // The plain fetch, the no-cors fetch and the form: three POSTs reached the route, each refused.
  // Their network events arrive on their own time: wait for three, for ten seconds at most.
  for (const deadline = Date.now() + 10_000; resetPosts().length < 3 && Date.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(resetPosts()).toEqual([
    { method: "POST", status: 403 },
    { method: "POST", status: 403 },
    { method: "POST", status: 403 },
  ]);
  expect(await emulatorData()).toEqual(before);
});

test("a name of another site that resolves to 127.0.0.1 (DNS rebinding) reads neither the request log nor the console", async () => {
  const port = new URL(platform.baseUrl).port;
  for (const path of ["/_emulator/requests", "/_emulator/credentials", "/_emulator/console"]) {
    const answer = await page.goto(`http://${REBOUND_NAME}:${port}${path}`);
    expect({ path, status: answer?.status() }).toEqual({ path, status: 421 });
    expect(await answer?.json()).toMatchObject({ statusCode: 421, error: "Misdirected Request" });
  }
  // The platform's own routes answer any name, as the platform does.
  const roles = await page.goto(`http://${REBOUND_NAME}:${port}/v1/roles`);
  expect(roles?.status()).toBe(401);
});
