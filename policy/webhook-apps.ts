// Webhook apps: where the platform sends the organization's events (HTTPS, no credential in the URL),
// what the app may read, how many teams it hears, and two apps that hear the same thing at one URL.
// Messages name a URL's host and parameter, never a URL's query: it may hold a credential.
import { webhookScope } from "../provider/webhook-apps/build-manifest";
import {
  named,
  objectOf,
  ofKind,
  type PlatformResource,
  resourcePolicy,
  type StackResource,
  stackPolicy,
  teamReferences,
} from "./policy-parts";

/** The URL inputs of an app, by input name, that are set. */
function urlsOf(app: PlatformResource): [string, URL | string][] {
  return ["eventsUrl", "installationsUrl"].flatMap((input): [string, URL | string][] => {
    const value = app.props[input];
    if (typeof value !== "string") return [];
    return [[input, URL.canParse(value) ? new URL(value) : value]];
  });
}

export const webhookHttpsOnly = resourcePolicy({
  name: "webhook-https-only",
  description:
    "A webhook app receives the organization's events over HTTPS only: over plain HTTP anyone on the way reads every ticket it is sent.",
  enforcementLevel: "mandatory",
  kinds: ["WebhookApp"],
  check: (app) =>
    urlsOf(app)
      .filter(([, url]) => typeof url !== "string" && url.protocol !== "https:")
      .map(([input, url]) => `${named(app)} sends to ${(url as URL).protocol}//${(url as URL).host} (${input}): use an https URL.`),
});

/** Query parameters and user information whose names say they carry a credential. */
const credentialName = /token|secret|password|passwd|pwd|key|auth|signature|sig|credential|session/i;

export const webhookNoCredentialInUrl = resourcePolicy({
  name: "webhook-no-credential-in-url",
  description:
    "A webhook app's URLs carry no credential (a token, key or password in the query or before the host): URLs end up in logs and in the stack's state as plain text. The receiver checks the platform's signature instead.",
  enforcementLevel: "mandatory",
  kinds: ["WebhookApp"],
  check: (app) =>
    urlsOf(app).flatMap(([input, url]) => {
      if (typeof url === "string") return [];
      const parameters = [...new Set(url.searchParams.keys())].filter((name) => credentialName.test(name));
      return [
        ...(url.username !== "" || url.password !== ""
          ? [`${named(app)} puts a user name or password in ${input}: remove it from the URL.`]
          : []),
        ...parameters.map((parameter) => `${named(app)} puts a credential in ${input}'s query ("${parameter}"): remove it from the URL.`),
      ];
    }),
});

export const webhookEventsScope = resourcePolicy({
  name: "webhook-events-scope",
  description: `A webhook app's manifest requires the \`${webhookScope.scope}\` scope among its platform scopes: without it the app receives no events.`,
  enforcementLevel: "advisory",
  kinds: ["WebhookApp"],
  check: (app) => {
    // The declared manifest: the provider's check adds the scope to a list it sees, so this catches
    // manifests it did not check (a state written before it did, another tool's).
    const manifest = objectOf(app.props.manifest);
    const scopes = objectOf(objectOf(manifest.scopes).required).platform;
    if (!("scopes" in manifest) || (Array.isArray(scopes) && scopes.some((entry) => objectOf(entry).scope === webhookScope.scope)))
      return [];
    return [
      `${named(app)} does not require the ${webhookScope.scope} scope in its manifest (scopes.required.platform): add it, or the app receives no events.`,
    ];
  },
});

export const webhookAppInEveryTeam = stackPolicy({
  name: "webhook-app-in-every-team",
  description:
    "A webhook app is installed only into the teams whose events it needs: not into every team the stack declares (when it declares at least the organization's number), nor into more teams than the organization allows.",
  enforcementLevel: "advisory",
  settings: {
    everyTeamFrom: {
      type: "integer",
      minimum: 2,
      default: 3,
      description: "How many teams the stack must declare before an app installed into all of them is reported.",
    },
    maxTeams: { type: "integer", minimum: 1, default: 10, description: "The most teams one webhook app may be installed into." },
  },
  check: (resources, { everyTeamFrom, maxTeams }, report) => {
    const teams = resources.filter((resource) => resource.kind === "Team").map((team) => team.urn);
    for (const app of resources.filter((resource) => resource.kind === "WebhookApp")) {
      const installed = teamReferences(app, "teamIds");
      if (installed.size > maxTeams)
        report(`${named(app)} is installed into ${installed.size} teams; this organization allows at most ${maxTeams}.`, app.urn);
      else if (teams.length >= everyTeamFrom && teams.every((team) => installed.has(team)))
        report(
          `${named(app)} is installed into every team of the stack (${teams.length}): list only the teams whose events it needs.`,
          app.urn,
        );
    }
  },
});

/** An app's events URL without a fragment and with its host lower case, or undefined. */
function destination(app: StackResource): string | undefined {
  const value = app.props.eventsUrl;
  if (typeof value !== "string" || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  url.hash = "";
  return url.href;
}

/** The app's events; undefined for all of them (none listed). */
function eventsOf(app: StackResource): Set<string> | undefined {
  const events = app.props.events;
  return Array.isArray(events) && events.length > 0 ? new Set(events.map(String)) : undefined;
}

export const webhookSameEventsSameUrl = stackPolicy({
  name: "webhook-same-events-same-url",
  description:
    "Two webhook apps installed in the same team do not send the same events to the same URL: the receiver would get every such event twice.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const apps = ofKind(resources, "WebhookApp");
    apps.forEach((app, index) => {
      const url = destination(app);
      for (const other of apps.slice(0, index)) {
        if (url === undefined || destination(other) !== url) continue;
        // Apps of different teams each send their own teams' events: nothing arrives twice.
        const theirTeams = teamReferences(other, "teamIds");
        if (![...teamReferences(app, "teamIds")].some((team) => theirTeams.has(team))) continue;
        const [mine, theirs] = [eventsOf(app), eventsOf(other)];
        const shared = mine === undefined ? theirs : theirs === undefined ? mine : new Set([...mine].filter((event) => theirs.has(event)));
        if (shared !== undefined && shared.size === 0) continue;
        const which = shared === undefined ? "every event" : [...shared].sort().join(", ");
        report(
          `${named(app)} and ${named(other)} both send ${which} to the same URL (host ${new URL(url).host}): the receiver gets them twice; keep one app.`,
          app.urn,
        );
      }
    });
  },
});

export const webhookAppPolicies = [
  webhookHttpsOnly,
  webhookNoCredentialInUrl,
  webhookEventsScope,
  webhookAppInEveryTeam,
  webhookSameEventsSameUrl,
];
