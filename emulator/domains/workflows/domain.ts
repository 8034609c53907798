// Workflows and their registries on their own host (the docs' `workflow-app.` host); a new
// organization has no workflows, and every organization the same registries.
import { domain } from "../domain";
import type { WorkflowsTables } from "./tables";
import { registerWorkflowRoutes } from "./routes";

export const workflowsDomain = domain<WorkflowsTables>({
  routes: { workflows: [registerWorkflowRoutes] },
  columns: { workflows: ["name", "type", "subType", "triggerEvent", "teamId", "isActive", "version"] },
});
