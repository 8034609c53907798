// WebhookApp through the real CLI against the emulator: what the resource is for. Each team's
// events reach its own app's receiver only, with type, data, team_id and user_id; moving a team
// moves its events; destroy stops them; an app whose installation failed is finished by the next
// `up`, as one app, and then receives its events.
import { appsProgram, eventsAbout, serverApps, teamsAndUsers, ticketWithComment, webhookAppTest } from "./webhook-app-fixtures";

describe("WebhookApp events", () => {
  const { receivers, current } = webhookAppTest();

  it("delivers each team's events to its own app only, moves them with the team, and stops them at destroy", async () => {
    const { platform } = current;
    const { billing, technical, userOf } = teamsAndUsers(platform);
    const [billingReceiver, technicalReceiver] = [await receivers.start(), await receivers.start()];
    const program = (billingTeams: string[], technicalTeams: string[]) =>
      appsProgram([
        { resource: "billing-hook", slug: "billing-hook", eventsUrl: billingReceiver.url, teamIds: billingTeams },
        { resource: "technical-hook", slug: "technical-hook", eventsUrl: technicalReceiver.url, teamIds: technicalTeams },
      ]);
    const stack = await current.stack({ program: program([billing], [technical]), projectName: "webhook-routing" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 3 });
    expect(up.outputs.billing_hook_teams!.value).toEqual([billing]);
    expect(up.outputs.technical_hook_teams!.value).toEqual([technical]);
    await stack.preview({ expectNoChanges: true });

    const invoice = await ticketWithComment(platform, billing, userOf[billing]!, "Invoice wrong");
    const login = await ticketWithComment(platform, technical, userOf[technical]!, "Login broken");
    expect(eventsAbout(billingReceiver, "Invoice wrong")).toEqual([
      expect.objectContaining({
        type: "ticket:created",
        team_id: billing,
        user_id: userOf[billing],
        data: { ticket: expect.objectContaining({ id: invoice.ticketId }) },
      }),
      expect.objectContaining({
        type: "ticket:comment:created",
        team_id: billing,
        user_id: userOf[billing],
        data: { comment: expect.objectContaining({ id: invoice.commentId }) },
      }),
    ]);
    expect(eventsAbout(technicalReceiver, "Login broken")).toEqual([
      expect.objectContaining({
        type: "ticket:created",
        team_id: technical,
        user_id: userOf[technical],
        data: { ticket: expect.objectContaining({ id: login.ticketId }) },
      }),
      expect.objectContaining({
        type: "ticket:comment:created",
        team_id: technical,
        user_id: userOf[technical],
        data: { comment: expect.objectContaining({ id: login.commentId }) },
      }),
    ]);
    // Only the right receiver: nothing else arrived anywhere.
    expect(billingReceiver.received).toHaveLength(2);
    expect(technicalReceiver.received).toHaveLength(2);

    // The technical team moves to the billing app; the technical app keeps the billing team.
    stack.writeProgram(program([billing, technical], [billing]));
    const moved = await stack.up();
    expect(moved.summary.resourceChanges).toEqual({ same: 1, update: 2 });
    expect(moved.outputs.billing_hook_teams!.value).toEqual([billing, technical].sort());
    expect(moved.outputs.technical_hook_teams!.value).toEqual([billing]);
    await stack.preview({ expectNoChanges: true });
    await ticketWithComment(platform, technical, userOf[technical]!, "Password reset");
    await ticketWithComment(platform, billing, userOf[billing]!, "Refund");
    expect(eventsAbout(billingReceiver, "Password reset").map((event) => [event.type, event.team_id])).toEqual([
      ["ticket:created", technical],
      ["ticket:comment:created", technical],
    ]);
    expect(eventsAbout(technicalReceiver, "Password reset")).toEqual([]);
    expect(eventsAbout(billingReceiver, "Refund")).toHaveLength(2);
    expect(eventsAbout(technicalReceiver, "Refund")).toHaveLength(2);

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await serverApps(platform)).toEqual({ apps: [], installations: [] });
    const received = billingReceiver.received.length + technicalReceiver.received.length;
    for (const team of [billing, technical]) {
      expect((await ticketWithComment(platform, team, userOf[team]!, `After destroy in ${team}`)).deliveries).toEqual([]);
    }
    expect(billingReceiver.received.length + technicalReceiver.received.length).toBe(received);
  });

  it("keeps a created app whose installation failed, and the next up finishes it as one app that gets events", async () => {
    const { platform } = current;
    const { billing, userOf } = teamsAndUsers(platform);
    const receiver = await receivers.start();
    await platform.control.addFault({ method: "POST", path: "/apps/install", host: "apps", status: 500 });
    const stack = await current.stack({
      program: appsProgram([{ resource: "late-install", slug: "late-install", eventsUrl: receiver.url, teamIds: [billing] }]),
      projectName: "webhook-partial",
    });
    await expect(stack.up()).rejects.toThrow(/the app \w+ was created, but installing it failed: install app did not complete: HTTP 500/);
    const [created] = (await serverApps(platform)).apps;
    const state = JSON.parse(await stack.exportText()) as {
      deployment: { resources: { type: string; id?: string; initErrors?: string[] }[] };
    };
    const kept = state.deployment.resources.find((resource) => resource.type.endsWith(":WebhookApp"));
    expect(kept).toMatchObject({ id: created!.id, initErrors: [expect.stringContaining("installing it failed")] });
    // The partially created app's client secret is as secret as a finished one's.
    expect(stack.output.join("") + JSON.stringify(state)).not.toContain(created!.clientSecret);

    await platform.control.clearFaults();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect(up.outputs.late_install_appId!.value).toBe(created!.id);
    expect(up.outputs.late_install_teams!.value).toEqual([billing]);
    const server = await serverApps(platform);
    expect(server.apps.map((app) => app.id)).toEqual([created!.id]);
    expect(server.installations.map((installation) => [installation.appId, installation.teamIds])).toEqual([[created!.id, [billing]]]);
    await stack.preview({ expectNoChanges: true });
    await ticketWithComment(platform, billing, userOf[billing]!, "Now installed");
    expect(eventsAbout(receiver, "Now installed").map((event) => event.type)).toEqual(["ticket:created", "ticket:comment:created"]);
  });
});
