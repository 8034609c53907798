// The soak's stack: any number of resources, mixed across the kinds whose creates the provider can
// settle after a lost response (see README, "No duplicates"), fed by the TicketType data source.
// WebhookApp is not in the mix: the API lists apps only by installation, so an app whose create
// response is lost can never be found again, and a fault mix that drops responses must fail it.

/** The kinds in the mix, in the order they repeat: two roles and two values for every CSAT rule. */
export const soakKinds = ["Role", "Role", "AccountAttributeValue", "AccountAttributeValue", "CsatRule"] as const;
export type SoakKind = (typeof soakKinds)[number];

export interface SoakStackOptions {
  resources: number;
  /** Keeps the names of different runs apart. */
  tag: string;
  /** Teams the CSAT rules alternate between; the first one's ticket types feed the rules' filters. */
  teamIds: string[];
}

/** How many resources of each kind soakProgram declares. */
export function soakCounts(resources: number): Record<SoakKind, number> {
  const counts = { Role: 0, AccountAttributeValue: 0, CsatRule: 0 };
  for (let i = 0; i < resources; i++) counts[soakKinds[i % soakKinds.length]!]++;
  return counts;
}

export function soakProgram({ resources, tag, teamIds }: SoakStackOptions): string {
  return `
import * as sp from "pulumi-support-platform";
const kinds = ${JSON.stringify(soakKinds)};
const teams = ${JSON.stringify(teamIds)};
const tag = ${JSON.stringify(tag)};
const ticketTypes = sp.getTicketTypesOutput({ teamId: teams[0] });
for (let i = 0; i < ${resources}; i++) {
  switch (kinds[i % kinds.length]) {
    case "Role":
      new sp.Role(\`role-\${i}\`, {
        name: \`\${tag} role \${i}\`,
        description: \`Soak role \${i}\`,
        permissions: [{ resource: "tickets", actions: ["view", "update"] }, { resource: "comments", actions: ["comment"], scope: "team" }],
      });
      break;
    case "AccountAttributeValue":
      new sp.AccountAttributeValue(\`value-\${i}\`, {
        attribute: sp.accountAttributes[i % sp.accountAttributes.length],
        value: \`\${tag} value \${i}\`,
        color: "#" + (i % 4096).toString(16).padStart(3, "0"),
        icon: "star",
      });
      break;
    case "CsatRule":
      new sp.CsatRule(\`rule-\${i}\`, {
        teamId: teams[i % teams.length],
        name: \`\${tag} rule \${i}\`,
        allFilters: { ticket: { standardFields: [{ field: "type", operator: "=", value: ticketTypes.apply((types) => types[0]!.id) }] } },
        triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: i % 101, delayMinutes: i },
        feedbackConfig: { feedbackType: "star", brandingColor: "#4F46E5", deliveryChannel: "email" },
      });
      break;
  }
}
export const ticketTypeCount = ticketTypes.apply((types) => types.length);
`;
}
