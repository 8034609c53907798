// A workflow as stored: `id` is its stable `uniqueIdentifier`; `uid` names its current version.
// Its trigger is kept by event name and answered as the registry's event; everything else as sent.
import type { WORKFLOW_SUB_TYPES, WORKFLOW_TYPES, WorkflowStep } from "./schemas";

export interface Workflow {
  id: string;
  uid: string;
  organizationId: string;
  type: (typeof WORKFLOW_TYPES)[number];
  subType: (typeof WORKFLOW_SUB_TYPES)[number];
  name: string;
  version: number;
  triggerEvent: string;
  filters: Record<string, unknown>;
  annotations: Record<string, unknown>[];
  workflowDefinition: WorkflowStep[];
  executingAgent: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  teamId: string | null;
  metadata: Record<string, unknown>;
}
