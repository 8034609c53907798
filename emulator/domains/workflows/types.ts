// A workflow as stored: `id` is its stable `uniqueIdentifier`; `uid` names its current version.
// Its trigger is kept by event name and answered as the registry's event; everything else as sent.
import type { WorkflowStep } from "./schemas";

export interface Workflow {
  id: string;
  uid: string;
  organizationId: string;
  type: string;
  subType: string;
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
