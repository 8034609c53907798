// An SLA policy as stored: `id` is the platform's `uid`; durations are kept as the numeric strings
// the docs' examples show.
import type { METRICS } from "./schemas";

export interface SlaCondition {
  entity: "ticket";
  field: string;
  operator: "equals" | "in";
  values: { label: string }[];
}

export interface SlaConditionSet {
  all: SlaCondition[];
  any: SlaCondition[];
}

export interface PolicyMetric {
  metric: (typeof METRICS)[number];
  default: boolean;
  durationInMinutes: string;
  specific: (SlaCondition & { durationInMinutes: string })[];
}

export interface SlaPolicy {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  description: string;
  entityType: "ticket";
  filter: SlaConditionSet;
  policyMetrics: PolicyMetric[];
  pauseConditions: SlaConditionSet;
  version: number;
  priority: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
