// Invalid WebhookApp inputs.
import fc from "fast-check";
import { webhookAppVisibilities } from "../../../../provider/webhook-apps/schema";
import { httpUrl, nonBlank, slug, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const webhookAppTable: InvalidInputTable = {
  kind: "WebhookApp",
  valid: {
    name: "Billing events",
    slug: "billing-events",
    description: "Sends billing tickets to the finance tools",
    eventsUrl: "https://hooks.example.com/events",
    installationsUrl: "https://hooks.example.com/installations",
    teamIds: ["TACME00001", "TACME00002"],
    events: ["ticket:created"],
    visibility: "private",
    appConfiguration: { requiredSettings: [], optionalSettings: [] },
    manifest: {
      app: { category: "support", icons: { small: "https://cdn.example.com/small.png" } },
      integration: { entry_points: { main: "https://app.example.com" } },
    },
  },
  variations: {
    name: nonBlank(100),
    slug,
    description: text(2000),
    eventsUrl: httpUrl,
    installationsUrl: httpUrl,
    // Any order, with repeats, and at least two: a case breaks the second.
    teamIds: fc.array(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 2, maxLength: 5 }),
    events: fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 4 }),
    visibility: fc.constantFrom(...webhookAppVisibilities),
  },
  cases: [
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a number for the name", path: "name", value: 7 },
    { problem: "no slug", path: "slug", value: absent },
    { problem: "a slug with capitals and spaces", path: "slug", value: "Billing Events" },
    { problem: "a slug with a double hyphen", path: "slug", value: "billing--events" },
    { problem: "a slug over 64 characters", path: "slug", value: "s".repeat(65) },
    { problem: "no events URL", path: "eventsUrl", value: absent },
    { problem: "an events URL that is no URL", path: "eventsUrl", value: "not a url" },
    { problem: "an ftp events URL", path: "eventsUrl", value: "ftp://hooks.example.com/events" },
    { problem: "an installations URL without a scheme", path: "installationsUrl", value: "hooks.example.com/installations" },
    { problem: "no teams", path: "teamIds", value: [] },
    { problem: "a string for the teams", path: "teamIds", value: "TACME00001" },
    { problem: "an empty team", path: "teamIds[1]", value: "" },
    { problem: "an empty event kind", path: "events[0]", value: "" },
    { problem: "a visibility outside the enum", path: "visibility", value: "secret" },
    { problem: "a string for the required settings", path: "appConfiguration.requiredSettings", value: "region" },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown key in the configuration", path: "appConfiguration.defaults", value: [] },
    { problem: "a javascript: URL in the manifest", path: "manifest.integration.entry_points.main", value: "javascript:alert(1)" },
    { problem: "an icon that is no URL", path: "manifest.app.icons.small", value: "small.png" },
    { problem: "a manifest name contradicting the name", path: "manifest.app.name", value: "Other name" },
    { problem: "a string for the manifest", path: "manifest", value: "{}" },
    { problem: "an unknown top-level key", path: "signingSecret", value: "mine" },
  ],
};
