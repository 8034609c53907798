// One team's stack (one per team: `pulumi stack init billing`, `technical`, …, each with its
// Pulumi.<team>.yaml): the team's CSAT rules, its CSAT settings and the webhook app its tools listen
// on. What the organization shares, the platform stack owns (platform/index.ts); this stack reads
// the ids it needs from that stack's outputs, so the platform stack is applied first.
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();
const team = pulumi.getStack();
const teamId = config.require("teamId");
const platform = new pulumi.StackReference(config.require("platformStack"));

/** The account classification (a key of the platform stack's `accountValueIds`) whose tickets this team surveys every time. */
const surveyedAccounts = config.require("surveyedAccounts");
const surveyedValueId = platform.requireOutput("accountValueIds").apply((ids: Record<string, string | undefined>) => {
  const id = ids[surveyedAccounts];
  if (id === undefined)
    throw new Error(
      `surveyedAccounts: the platform stack has no account value "${surveyedAccounts}" (it has ${Object.keys(ids).join(", ")})`,
    );
  return id;
});

const feedbackConfig: sp.CsatRuleArgs["feedbackConfig"] = { feedbackType: "star", deliveryChannel: "email" };

const everySurveyedAccount = new sp.CsatRule("surveyed-accounts", {
  teamId,
  name: "Resolved tickets of surveyed accounts",
  allFilters: { account: { standardFields: [{ field: "account_classification", operator: "=", value: surveyedValueId }] } },
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 100, delayMinutes: 30 },
  feedbackConfig,
});

const sample = new sp.CsatRule("sample", {
  teamId,
  name: "One resolved ticket in five",
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 20, delayMinutes: 60 },
  feedbackConfig,
});

// The platform creates a team's CSAT settings with its first rule.
const settings = new sp.CsatSettings(
  "settings",
  { teamId, cooldownPeriodDays: 14, userCooldownPeriodDays: 7 },
  { dependsOn: [everySurveyedAccount] },
);

const events = new sp.WebhookApp("events", {
  name: `${team} events`,
  slug: `${team}-events`,
  description: `The ${team} team's ticket events.`,
  eventsUrl: config.require("eventsUrl"),
  teamIds: [teamId],
  events: ["ticket:created", "ticket:status:changed"],
});

export const ruleIds = { surveyedAccounts: everySurveyedAccount.id, sample: sample.id };
export const csatSettingsId = settings.settingsId;
export const webhookAppId = events.appId;
/** What this stack read from the platform stack. */
export const surveyedAccountValueId = surveyedValueId;
