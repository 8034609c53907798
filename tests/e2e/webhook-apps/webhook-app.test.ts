// WebhookApp through the real CLI against the emulator: two apps for different teams deliver each
// team's events to the right receiver only; moving a team moves its events; destroy stops them; a
// failed installation leaves a partially created app that the next `up` finishes; secrets stay
// encrypted.
import { EventReceiver } from "../../harness/event-receiver";
import { platformPerTest } from "../../harness/platform-stack";

const appsProgram = (apps: { slug: string; url: string; teams: string[] }[]) => `
import * as sp from "pulumi-support-platform";
${apps
  .map(
    (app) => `
const ${app.slug.replace(/-/g, "_")} = new sp.WebhookApp("${app.slug}", {
  name: "${app.slug} receiver",
  slug: "${app.slug}",
  eventsUrl: "${app.url}",
  teamIds: ${JSON.stringify(app.teams)},
});
export const ${app.slug.replace(/-/g, "_")}Teams = ${app.slug.replace(/-/g, "_")}.installedTeamIds;`,
  )
  .join("\n")}`;

describe("WebhookApp", () => {
  const receivers: EventReceiver[] = [];
  const current = platformPerTest({}, () => Promise.all(receivers.splice(0).map((r) => r.stop())));
  const teams = () => current.platform.organizations[0]!.teams.map((team) => team.id);
  const receiver = async () => {
    const started = await new EventReceiver().start();
    receivers.push(started);
    return started;
  };
  /** Creates a ticket with a comment in `teamId` and waits until the emulator has delivered its events. */
  const ticketWithComment = async (teamId: string, title: string) => {
    const before = (await current.platform.control.deliveredEvents()).length;
    const ticket = await current.platform.control.createTicket({ teamId, title });
    await current.platform.control.createComment({ ticketId: (ticket as { id: string }).id, content: `about ${title}` });
    await current.platform.control.waitForDeliveries((deliveries) => deliveries.length >= before && deliveries.every((d) => d.status !== "pending"));
  };

  it("delivers each team's events to its own app, moves them with the team, and stops at destroy", async () => {
    const [billing, technical] = teams() as [string, string];
    const [first, second] = [await receiver(), await receiver()];
    const stack = await current.stack({
      program: appsProgram([
        { slug: "billing-hook", url: first.url, teams: [billing] },
        { slug: "technical-hook", url: second.url, teams: [technical] },
      ]),
      projectName: "webhook-routing",
    });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 3 });
    expect(up.outputs.billing_hookTeams!.value).toEqual([billing]);
    await stack.preview({ expectNoChanges: true });

    await ticketWithComment(billing, "Invoice wrong");
    await ticketWithComment(technical, "Login broken");
    expect(first.ofType("ticket:created").map((e) => (e.data.ticket as { title: string }).title)).toEqual(["Invoice wrong"]);
    expect(second.ofType("ticket:created").map((e) => (e.data.ticket as { title: string }).title)).toEqual(["Login broken"]);
    for (const [received, team] of [[first, billing], [second, technical]] as const) {
      const comment = received.ofType("ticket:comment:created");
      expect(comment).toHaveLength(1);
      for (const event of received.received) {
        expect(event.team_id).toBe(team);
        expect(Object.keys(event)).toEqual(expect.arrayContaining(["type", "data", "team_id", "user_id"]));
      }
    }

    // The technical team moves to the first app.
    stack.writeProgram(
      appsProgram([
        { slug: "billing-hook", url: first.url, teams: [billing, technical] },
        { slug: "technical-hook", url: second.url, teams: [billing] },
      ]),
    );
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 2 });
    await stack.preview({ expectNoChanges: true });
    const [firstBefore, secondBefore] = [first.ofType("ticket:created").length, second.ofType("ticket:created").length];
    await ticketWithComment(technical, "Password reset");
    expect(first.ofType("ticket:created").slice(firstBefore).map((e) => (e.data.ticket as { title: string }).title)).toEqual(["Password reset"]);
    expect(second.ofType("ticket:created").length).toBe(secondBefore);

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await current.platform.control.listResources("apps", current.platform.organizations[0]!.id)).toEqual([]);
    const total = first.received.length + second.received.length;
    await ticketWithComment(billing, "After destroy");
    expect(first.received.length + second.received.length).toBe(total);
  });

  it("keeps a created app whose installation failed, and the next up finishes it with one app", async () => {
    const [billing] = teams() as [string];
    const events = await receiver();
    await current.platform.control.addFault({ method: "POST", path: "/apps/install", host: "apps", status: 500 });
    const stack = await current.stack({ program: appsProgram([{ slug: "late-install", url: events.url, teams: [billing] }]), projectName: "webhook-partial" });
    await expect(stack.up()).rejects.toThrow(/was created, but installing it failed/);
    const state = JSON.parse(await stack.exportText()) as { deployment: { resources: { type: string; id?: string }[] } };
    const kept = state.deployment.resources.find((resource) => resource.type.endsWith(":WebhookApp"));
    expect(kept?.id).toBeDefined();

    await current.platform.control.clearFaults();
    const up = await stack.up();
    expect(up.outputs.late_installTeams!.value).toEqual([billing]);
    const apps = await current.platform.control.listResources("apps", current.platform.organizations[0]!.id);
    expect(apps.map((app) => app.id)).toEqual([kept!.id]);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
  });

  it("sees a team uninstalled out of band at refresh, and installs it again at up", async () => {
    const [billing, technical] = teams() as [string, string];
    const events = await receiver();
    const stack = await current.stack({ program: appsProgram([{ slug: "drift-hook", url: events.url, teams: [billing, technical] }]), projectName: "webhook-drift" });
    await stack.up();
    const appId = (await current.platform.control.listResources("apps", current.platform.organizations[0]!.id))[0]!.id;
    const uninstalled = await fetch(`${current.platform.appsStudioUrl}/apps/uninstall`, {
      method: "POST",
      headers: { "x-api-key": current.platform.admin.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ appId, teamIds: [technical] }),
    });
    expect(uninstalled.status).toBe(200);
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    const restored = await stack.up();
    expect(restored.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect(restored.outputs.drift_hookTeams!.value).toEqual([billing, technical].sort());
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
  });

  it("keeps the client secret and bot token encrypted in state and out of the CLI's output", async () => {
    const events = await receiver();
    const stack = await current.stack({
      program: `${appsProgram([{ slug: "secret-hook", url: events.url, teams: [teams()[0]!] }])}
export const secret = secret_hook.clientSecret;
export const token = secret_hook.botToken;`,
      projectName: "webhook-secrets",
    });
    const up = await stack.up();
    expect(up.outputs.secret!.secret).toBe(true);
    const [app] = await current.platform.control.listResources<{ id: string; clientSecret: string }>("apps", current.platform.organizations[0]!.id);
    const [installation] = await current.platform.control.listResources<{ botToken: string }>("installations", current.platform.organizations[0]!.id);
    expect(up.outputs.secret!.value).toBe(app!.clientSecret);
    expect(up.outputs.token!.value).toBe(installation!.botToken);
    await stack.preview({ expectNoChanges: true });
    const everything = stack.output.join("") + (await stack.exportText());
    expect(everything).toContain(app!.id);
    expect(everything).not.toContain(app!.clientSecret);
    expect(everything).not.toContain(installation!.botToken);
    await stack.destroy();
  });

  it("fails preview of invalid inputs with property paths, before any request", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
new sp.WebhookApp("bad", { name: "", slug: "Not A Slug", eventsUrl: "ftp://example.com", installationsUrl: "relative/path", teamIds: [], visibility: "secret", hooks: 1 } as any);`;
    const stack = await current.stack({ program, projectName: "webhook-invalid" });
    await current.platform.control.clearRequests();
    const message = String(((await stack.preview().catch((error: Error) => error)) as Error).message);
    for (const text of ["property name", "property slug", "property eventsUrl", "property installationsUrl", "property teamIds", "property visibility", "property hooks"]) {
      expect(message).toContain(text);
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
