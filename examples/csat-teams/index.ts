// CSAT survey rules for several teams, declared once: every team surveys resolved high-priority
// tickets, and each adds rules of its own. A team's CSAT settings are created with its first rule.
// Defaults are the emulator's seeded teams; set `billingTeamId` and `technicalTeamId` for yours.
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();

/** A rule as declared here: the team and the survey's look come from the team. */
type Rule = Omit<sp.CsatRuleArgs, "teamId" | "feedbackConfig" | "name"> & { name: string };

interface Team {
  key: string;
  id: string;
  color: string;
  /** Rules only this team has. */
  extraRules: Rule[];
}

const teams: Team[] = [
  {
    key: "billing",
    id: config.get("billingTeamId") ?? "TACME00001",
    color: "#1f883d",
    extraRules: [
      {
        name: "Refund requests",
        description: "Every resolved refund request, a day later.",
        allFilters: { ticket: { standardFields: [{ field: "title", operator: "=", value: "Refund" }] } },
        triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 100, delayMinutes: 1440 },
      },
    ],
  },
  {
    key: "technical",
    id: config.get("technicalTeamId") ?? "TACME00002",
    color: "#0969da",
    extraRules: [
      {
        name: "Sampled follow-up",
        description: "One resolved ticket in five.",
        isActive: true,
        priority: 1,
        triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 20, delayMinutes: 60 },
      },
    ],
  },
];

const sharedRule: Rule = {
  name: "High priority resolved",
  anyFilters: {
    ticket: {
      standardFields: [
        { field: "priority", operator: "=", value: "high" },
        { field: "priority", operator: "=", value: "urgent" },
      ],
    },
  },
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 100, delayMinutes: 30 },
};

export const rules = Object.fromEntries(
  teams.flatMap((team) =>
    [sharedRule, ...team.extraRules].map((rule) => {
      const resourceName = `${team.key}-${rule.name.toLowerCase().replace(/\W+/g, "-")}`;
      const created = new sp.CsatRule(resourceName, {
        ...rule,
        teamId: team.id,
        feedbackConfig: { feedbackType: "star", brandingColor: team.color, deliveryChannel: "email" },
      });
      return [resourceName, created.id];
    }),
  ),
);
