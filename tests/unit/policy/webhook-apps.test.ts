import {
  webhookAppInEveryTeam,
  webhookEventsScope,
  webhookHttpsOnly,
  webhookNoCredentialInUrl,
  webhookSameEventsSameUrl,
} from "../../../policy/webhook-apps";
import { faces, resource, type TestResource, violations } from "./policy-run";

const teams = ["billing", "sales", "support"].map((name) => resource("Team", name, { name }));
const app = (name: string, props: Record<string, unknown>, installedIn: TestResource[] = [teams[0]!]) =>
  resource(
    "WebhookApp",
    name,
    { name, slug: name, eventsUrl: "https://hooks.example.com/support", teamIds: installedIn.map((team) => team.name), ...props },
    { teamIds: installedIn },
  );

describe.each(faces)("webhook app policies, %s face", (face) => {
  it("webhook-https-only: an http events or installations URL is reported, naming its host only", () => {
    expect(violations(webhookHttpsOnly, [app("secure", {})], {}, face)).toEqual([]);
    expect(
      violations(
        webhookHttpsOnly,
        [app("plain", { eventsUrl: "http://hooks.example.com/in?x=1", installationsUrl: "http://hooks.example.com/installs" })],
        {},
        face,
      ),
    ).toEqual([
      'WebhookApp "plain" sends to http://hooks.example.com (eventsUrl): use an https URL.',
      'WebhookApp "plain" sends to http://hooks.example.com (installationsUrl): use an https URL.',
    ]);
  });

  it("webhook-no-credential-in-url: a credential in the query or before the host is reported without its value", () => {
    expect(
      violations(webhookNoCredentialInUrl, [app("clean", { eventsUrl: "https://hooks.example.com/in?team=billing" })], {}, face),
    ).toEqual([]);
    const leaked = violations(
      webhookNoCredentialInUrl,
      [app("leaky", { eventsUrl: "https://bot:hunter2@hooks.example.com/in?access_token=s3cr3t&team=b" })],
      {},
      face,
    );
    expect(leaked).toEqual([
      'WebhookApp "leaky" puts a user name or password in eventsUrl: remove it from the URL.',
      `WebhookApp "leaky" puts a credential in eventsUrl's query ("access_token"): remove it from the URL.`,
    ]);
    expect(leaked.join("\n")).not.toMatch(/hunter2|s3cr3t/);
  });

  it("webhook-events-scope: a manifest whose platform scopes lack webhooks:read is reported; none declared or the scope present, not", () => {
    expect(violations(webhookEventsScope, [app("generated", {})], {}, face)).toEqual([]);
    expect(
      violations(
        webhookEventsScope,
        [
          app("listed", {
            manifest: {
              scopes: { required: { platform: [{ scope: "tickets:read" }, { scope: "webhooks:read", reason: "Receive events" }] } },
            },
          }),
        ],
        {},
        face,
      ),
    ).toEqual([]);
    expect(
      violations(
        webhookEventsScope,
        [app("deaf", { manifest: { scopes: { required: { platform: [{ scope: "tickets:read" }, "webhooks:read"] } } } })],
        {},
        face,
      ),
    ).toEqual([
      'WebhookApp "deaf" does not require the webhooks:read scope in its manifest (scopes.required.platform): add it, or the app receives no events.',
    ]);
  });

  it("webhook-app-in-every-team: an app in every team of the stack, or in more teams than allowed, is reported", () => {
    expect(violations(webhookAppInEveryTeam, [...teams, app("narrow", {}, teams.slice(0, 2))], {}, face)).toEqual([]);
    expect(violations(webhookAppInEveryTeam, [...teams, app("everywhere", {}, teams)], {}, face)).toEqual([
      'WebhookApp "everywhere" is installed into every team of the stack (3): list only the teams whose events it needs.',
    ]);
    expect(violations(webhookAppInEveryTeam, [...teams, app("everywhere", {}, teams)], { everyTeamFrom: 4 }, face)).toEqual([]);
    expect(violations(webhookAppInEveryTeam, [...teams, app("wide", {}, teams.slice(0, 2))], { maxTeams: 1 }, face)).toEqual([
      'WebhookApp "wide" is installed into 2 teams; this organization allows at most 1.',
    ]);
  });

  it("stack policies leave team ids that refer to team resources unread: in a preview they are unknown, and reading one stops the policy", () => {
    const unknownIds = (app: TestResource) => {
      Object.defineProperty(app.props, "teamIds", {
        get: () => {
          throw new Error("string value at .teamIds.0 can't be known during preview");
        },
      });
      return app;
    };
    expect(violations(webhookAppInEveryTeam, [...teams, unknownIds(app("everywhere", {}, teams))], {}, face)).toHaveLength(1);
    expect(violations(webhookSameEventsSameUrl, [unknownIds(app("one", {})), unknownIds(app("two", {}))], {}, face)).toHaveLength(1);
  });

  it("webhook-same-events-same-url: two apps of one team sending shared events to one URL; other events, URLs or teams are fine", () => {
    const tickets = app("tickets", { events: ["ticket:created", "ticket:updated"] });
    expect(violations(webhookSameEventsSameUrl, [tickets, app("all", {})], {}, face)).toEqual([
      'WebhookApp "tickets" and WebhookApp "all" both send ticket:created, ticket:updated to the same URL (host hooks.example.com): the receiver gets them twice; keep one app.',
    ]);
    expect(
      violations(
        webhookSameEventsSameUrl,
        [tickets, app("updates", { events: ["ticket:updated", "ticket:deleted"], eventsUrl: "https://HOOKS.example.com/support#x" })],
        {},
        face,
      ),
    ).toHaveLength(1);
    expect(violations(webhookSameEventsSameUrl, [tickets, app("deletes", { events: ["ticket:deleted"] })], {}, face)).toEqual([]);
    expect(
      violations(webhookSameEventsSameUrl, [tickets, app("elsewhere", { eventsUrl: "https://hooks.example.com/other" })], {}, face),
    ).toEqual([]);
    expect(violations(webhookSameEventsSameUrl, [tickets, app("sales", {}, [teams[1]!])], {}, face)).toEqual([]);
  });
});
