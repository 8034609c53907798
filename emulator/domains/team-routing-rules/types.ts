// The team routing rule records the emulator keeps.

export const ROUTING_OPERATORS = ["EQUALS", "NOT_EQUALS", "CONTAINS"] as const;

/** One condition of a rule, as every MCP sample shows it. */
export interface RoutingCondition {
  field: string;
  operator: (typeof ROUTING_OPERATORS)[number];
  value: string;
  precedence: number;
}

export interface TeamRoutingRule {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  description: string;
  evaluationOrder: number;
  resultTeamId: string;
  /** Always null: a team's fallback is its configuration's `fallbackSubTeam`. */
  fallbackTeamId: null;
  andRules: RoutingCondition[];
  orRules: RoutingCondition[];
  /** The creator's name and id. */
  createdBy: string;
  createdById: string;
  createdAt: string;
  updatedAt: string;
}
