// The emulator's console in headless Chromium, against one emulator, one stack and one page for the
// file: the page opens before the stack's one `up`, so what the stack sent reaches the page live;
// then a fired event's delivery, and the reset. Screenshots go to tests/browser/output/.
import * as fs from "node:fs";
import * as path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium, screenshotFolder } from "../harness/chromium";
import { EventReceiver } from "../harness/event-receiver";
import { createPlatformStack, type Platform, startPlatform } from "../harness/platform-stack";
import type { TestStack } from "../harness/pulumi-stack";

const ROLE_NAME = "Console agents";

const program = (eventsUrl: string, teamId: string) => `
import * as sp from "pulumi-support-platform";
const agents = new sp.Role("agents", { name: ${JSON.stringify(ROLE_NAME)}, description: "Seen in the console", permissions: [{ resource: "tickets", actions: ["view", "update"] }] });
const hook = new sp.WebhookApp("hook", { name: "Console hook", slug: "console-hook", eventsUrl: ${JSON.stringify(eventsUrl)}, teamIds: [${JSON.stringify(teamId)}] });
export const roleId = agents.id;
export const appId = hook.appId;
`;

let platform: Platform;
let receiver: EventReceiver;
let stack: TestStack;
let browser: Browser;
let page: Page;
let outputs: Record<string, string>;
const pageProblems: string[] = [];

const screenshot = (name: string) => page.screenshot({ path: path.join(screenshotFolder, `${name}.png`), fullPage: true });
/** Follows a link of the view's navigation, as a user does (no reload). */
const openView = (label: RegExp) => page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: label }).click();
const requestRows = () => page.getByRole("table", { name: "Request log, newest first" }).locator("tbody tr");

beforeAll(async () => {
  fs.mkdirSync(screenshotFolder, { recursive: true });
  platform = await startPlatform({ rateLimit: false });
  receiver = await new EventReceiver().start();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on("pageerror", (error) => pageProblems.push(`page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && pageProblems.push(`console error: ${message.text()}`));

  // Open on the empty log, mark the document (a reload would lose the mark), then deploy.
  await page.goto(`${platform.consoleUrl}#/requests`);
  await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
  await page.getByText("No requests yet").waitFor();
  // Expressions, not functions: they run in the page, and this file is compiled without the DOM's types.
  await page.evaluate("document.body.dataset.loadedBeforeUp = 'yes'");
  stack = await createPlatformStack(platform, {
    program: program(receiver.url, platform.organizations[0]!.teams[0]!.id),
    projectName: "console",
  });
  const up = await stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: 3 });
  outputs = Object.fromEntries(Object.entries(up.outputs).map(([name, output]) => [name, String(output.value)]));
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
  await receiver?.stop();
  await platform?.stop();
});

afterEach(() => {
  // No script error, and no request the page's policy refused.
  expect(pageProblems.splice(0)).toEqual([]);
});

test("the live log gained the provider's requests without a reload, each opening its request and answer", async () => {
  const created = requestRows().filter({ hasText: "/v1/roles" }).filter({ hasText: "POST" });
  await created.filter({ hasText: "201" }).waitFor();
  expect(await page.evaluate("document.body.dataset.loadedBeforeUp")).toBe("yes");
  const logged = (await platform.control.requests()).length;
  await page.waitForFunction(`document.querySelectorAll("main table tbody tr").length === ${logged}`);

  // By keyboard: the row's link takes the focus, Enter opens it.
  await created.getByRole("link").focus();
  await page.keyboard.press("Enter");
  const detail = page.getByRole("region", { name: /^Request \d+$/ });
  await expect(detail.getByLabel("Request body").textContent()).resolves.toContain(ROLE_NAME);
  await expect(detail.getByLabel("Response body").textContent()).resolves.toContain(outputs.roleId);
  await expect(detail.getByLabel("Request headers").textContent()).resolves.toContain(`${platform.admin.apiKey.slice(0, 4)}…`);
  await screenshot("console-requests");
  await page.keyboard.press("Escape");
  await detail.waitFor({ state: "detached" });
});

test("shows the roles the stack created, each opening its record", async () => {
  await openView(/^Resources/);
  const roles = page.getByRole("table", { name: "roles of the organization" });
  const row = roles.locator("tbody tr").filter({ hasText: ROLE_NAME });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain(outputs.roleId);
  await screenshot("console-resources");
  await row.getByRole("link", { name: outputs.roleId }).click();
  await expect(page.getByLabel(`The record ${outputs.roleId}`).textContent()).resolves.toContain('"description": "Seen in the console"');
});

test("a fired ticket event shows its delivery with the receiver's status, and sends it again", async () => {
  await openView(/^Controls/);
  const form = page.getByRole("region", { name: "Fire an event" });
  await form.getByLabel("Kind").fill("ticket:created");
  await form.getByLabel("Team").selectOption(platform.organizations[0]!.teams[0]!.id);
  await form.getByLabel("Data (JSON)").fill('{"ticket": {"title": "Fired from the console"}}');
  await form.getByRole("button", { name: "Fire an event" }).click();
  await form.getByRole("status").filter({ hasText: "Fired ticket:created" }).waitFor();

  await openView(/^Deliveries/);
  const deliveries = page.getByRole("table", { name: "Webhook deliveries, newest first" }).locator("tbody tr");
  const delivered = deliveries.filter({ hasText: "ticket:created" }).filter({ hasText: "delivered" });
  await delivered.waitFor();
  await expect(delivered.textContent()).resolves.toMatch(/Console hook.*delivered.*200/);
  await delivered.getByRole("link").click();
  const detail = page.getByRole("region", { name: /^Delivery \d+$/ });
  await expect(
    detail
      .getByRole("table", { name: /^Attempts of delivery/ })
      .locator("tbody tr")
      .textContent(),
  ).resolves.toContain("200");
  await expect(detail.getByLabel(/^Payload of delivery/).textContent()).resolves.toContain("Fired from the console");
  await screenshot("console-deliveries");

  await detail.getByRole("button", { name: "Send again" }).click();
  await deliveries.filter({ hasText: "ticket:created" }).filter({ hasText: "delivered" }).nth(1).waitFor();
  // Delivered means the receiver answered, after it kept the body.
  const fired = receiver.ofType("ticket:created").filter((event) => JSON.stringify(event.data).includes("Fired from the console"));
  expect(fired).toHaveLength(2);
  expect(fired[1]).toEqual(fired[0]);
});

test("the reset button, confirmed, empties the log and brings back the seed", async () => {
  await openView(/^Requests/);
  // The log has rows before the reset; the view shows them after its first fetch, so wait for one
  // (counting at once raced that fetch).
  await requestRows().first().waitFor();
  // By keyboard: the button opens the dialog, whose first choice is Cancel; Tab, then Enter, resets.
  await page.getByRole("button", { name: "Reset…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Reset the emulator?" });
  await dialog.waitFor();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.getByText("No requests yet").waitFor();
  expect(await platform.control.requests()).toEqual([]);
  await openView(/^Resources/);
  const roles = page.getByRole("table", { name: "roles of the organization" }).locator("tbody tr");
  await roles.filter({ hasText: "Billing Admin" }).waitFor();
  expect(await roles.filter({ hasText: ROLE_NAME }).count()).toBe(0);
});
