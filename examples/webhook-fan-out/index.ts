// A webhook fan-out: one app per consumer, each installed in the teams whose events it wants. The
// billing system hears only the billing team, the engineering on-call tool only technical support,
// and the audit log every team. Each app's events arrive at its own URL under `receiverBaseUrl`.
// Defaults are the emulator's seeded teams; set `billingTeamId` and `technicalTeamId` for yours.
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();
const receiverBaseUrl = config.get("receiverBaseUrl") ?? "https://hooks.example.com";
const billing = config.get("billingTeamId") ?? "TACME00001";
const technical = config.get("technicalTeamId") ?? "TACME00002";

const consumers = [
  { slug: "billing-sync", name: "Billing sync", teamIds: [billing], events: ["ticket:created", "ticket:status:changed"] },
  { slug: "on-call-pager", name: "On-call pager", teamIds: [technical], events: ["ticket:created", "ticket:priority:changed"] },
  // No `events`: every kind of event of every team.
  { slug: "audit-log", name: "Audit log", teamIds: [billing, technical] },
];

const apps = consumers.map(
  ({ slug, ...consumer }) =>
    new sp.WebhookApp(slug, { ...consumer, slug, description: `Events for ${consumer.name}.`, eventsUrl: `${receiverBaseUrl}/${slug}` }),
);

export const appIds = Object.fromEntries(consumers.map(({ slug }, i) => [slug, apps[i]!.appId]));
export const eventsUrls = Object.fromEntries(consumers.map(({ slug }, i) => [slug, apps[i]!.eventsUrl]));
