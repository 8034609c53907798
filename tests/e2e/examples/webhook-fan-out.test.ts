// examples/webhook-fan-out: one app per consumer, each hearing only its teams' events.
import { EventReceiver } from "../../harness/event-receiver";
import { platformPerTest } from "../../harness/platform-stack";
import { deployExample } from "./example-stack";

describe("examples/webhook-fan-out", () => {
  const receiver = new EventReceiver();
  const current = platformPerTest({}, () => receiver.stop());

  it("routes each team's events to the apps installed in it", async () => {
    await receiver.start();
    const receiverBaseUrl = new URL(receiver.url).origin;
    const example = await deployExample(current, "webhook-fan-out", {
      config: { "support-platform-webhook-fan-out:receiverBaseUrl": { value: receiverBaseUrl } },
    });
    expect(Object.keys(example.outputs.appIds as object).sort()).toEqual(["audit-log", "billing-sync", "on-call-pager"]);

    const { control, organizations } = current.platform;
    const [billing, technical] = organizations[0]!.teams.map((team) => team.id);
    await control.emitEvent({ type: "ticket:created", organizationId: organizations[0]!.id, teamId: billing!, data: { ticketId: "T-1" } });
    await control.emitEvent({
      type: "ticket:priority:changed",
      organizationId: organizations[0]!.id,
      teamId: technical!,
      data: { ticketId: "T-2" },
    });
    const deliveries = await control.waitForDeliveries((all) => all.filter((delivery) => delivery.status === "delivered").length >= 4);
    const routes = deliveries
      .map((delivery) => `${(delivery.body as { team_id: string }).team_id} → ${new URL(delivery.url).pathname}`)
      .sort();
    expect(routes).toEqual([
      `${billing} → /audit-log`,
      `${billing} → /billing-sync`,
      `${technical} → /audit-log`,
      `${technical} → /on-call-pager`,
    ]);
    await example.destroy();
  });
});
