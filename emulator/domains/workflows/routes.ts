// Workflows on their own host (the docs' `workflow-app.` host), answered raw: create and update
// (docs); list (the MCP tool's parameters), read one, toggle and delete (the sidebar names them, no
// page was seen: paths assumed); the event and activity registries and the filter operators
// (sidebar; paths assumed), each as `{data: [...]}` as the MCP activity registry shows. Any user of
// the organization reads; only an Organization Admin writes. An update makes a new version: its
// `version` rises and its `uid` changes; `uniqueIdentifier` stays. A toggle is no new version.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { parseInput } from "../../http/validation";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { upperAlphanumeric } from "../../store/ids";
import { recordOfOrganization } from "../../store/tenancy";
import type { User } from "../../store/types";
import { pageOf } from "../list-queries";
import { requireValidWorkflow } from "./definition";
import { ACTIVITIES, EVENTS, eventNamed, OPERATORS } from "./registry";
import { activitiesQuery, createWorkflowSchema, listWorkflowsQuery, updateWorkflowSchema } from "./schemas";
import type { Workflow } from "./types";

const config = { auth: "apiKey" as const };
const PATH = "/api/v1/workflows";

/** A workflow as answered, in the order of the docs' example. */
export const workflowView = (workflow: Workflow) => ({
  uid: workflow.uid,
  type: workflow.type,
  subType: workflow.subType,
  uniqueIdentifier: workflow.id,
  name: workflow.name,
  version: workflow.version,
  triggerEvent: eventNamed(workflow.triggerEvent) ?? null,
  filters: workflow.filters,
  annotations: workflow.annotations,
  workflowDefinition: workflow.workflowDefinition,
  executingAgent: workflow.executingAgent,
  isActive: workflow.isActive,
  createdAt: workflow.createdAt,
  updatedAt: workflow.updatedAt,
  createdBy: workflow.createdBy,
  teamId: workflow.teamId,
  metadata: workflow.metadata,
});

const newUid = () => upperAlphanumeric(29);

export function registerWorkflowRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const workflowOf = (request: FastifyRequest, organizationId: string) =>
    recordOfOrganization(store.workflows, idParams.parse(request.params).id, organizationId, "Workflow");
  const teamOf = (user: User, teamId: string | null | undefined) =>
    teamId === undefined || teamId === null ? teamId : teamOfOrganization(store, user, teamId).id;

  app.post(PATH, { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create workflows");
    const input = parseInput(createWorkflowSchema, request.body);
    const teamId = teamOf(user, input.teamId) ?? null;
    const event = requireValidWorkflow(input)!;
    const at = timestamp();
    const workflow: Workflow = {
      id: store.workflows.freshId(newUid),
      uid: newUid(),
      organizationId: user.organizationId,
      type: input.type,
      subType: input.subType,
      name: input.name,
      version: 1,
      triggerEvent: event.eventName,
      filters: input.filters ?? {},
      annotations: input.annotations ?? [],
      workflowDefinition: input.workflowDefinition,
      executingAgent: input.executingAgent ?? null,
      isActive: true,
      createdAt: at,
      updatedAt: at,
      createdBy: user.id,
      teamId,
      metadata: input.metadata ?? {},
    };
    store.workflows.insert(workflow);
    return reply.code(201).send(workflowView(workflow));
  });

  app.get(PATH, { config }, async (request) => {
    const { user } = principalOf(request);
    const query = parseInput(listWorkflowsQuery, request.query, "query");
    const teamId = teamOf(user, query.teamId);
    const workflows = store.workflows.filter(
      (workflow) =>
        workflow.organizationId === user.organizationId &&
        (teamId === undefined || workflow.teamId === teamId) &&
        (query.type === undefined || workflow.type === query.type) &&
        (query.subTypes === undefined || query.subTypes.includes(workflow.subType)),
    );
    return { data: pageOf(workflows, query).map(workflowView) };
  });

  app.get("/api/v1/registry/events", { config }, async () => ({ data: EVENTS }));

  app.get("/api/v1/registry/activities", { config }, async (request) => {
    const { user } = principalOf(request);
    teamOf(user, parseInput(activitiesQuery, request.query, "query").teamId);
    return { data: ACTIVITIES };
  });

  app.get("/api/v1/registry/operators", { config }, async () => ({
    data: Object.entries(OPERATORS).map(([operator, { operand, description }]) => ({ operator, operand, description })),
  }));

  app.get(`${PATH}/:id`, { config }, async (request) => workflowView(workflowOf(request, principalOf(request).user.organizationId)));

  app.patch(`${PATH}/:id`, { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update workflows");
    const current = workflowOf(request, user.organizationId);
    const { triggerEvent, teamId, ...changes } = parseInput(updateWorkflowSchema, request.body);
    const team = teamOf(user, teamId);
    const event = requireValidWorkflow({ triggerEvent, filters: changes.filters, workflowDefinition: changes.workflowDefinition });
    const updated = store.workflows.update(current.id, {
      ...changes,
      ...(event && { triggerEvent: event.eventName }),
      ...(team !== undefined && { teamId: team }),
      uid: store.workflows.freshId(newUid),
      version: current.version + 1,
      updatedAt: timestamp(),
    });
    return workflowView(updated);
  });

  app.post(`${PATH}/:id/toggle`, { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "toggle workflows");
    const current = workflowOf(request, user.organizationId);
    return workflowView(store.workflows.update(current.id, { isActive: !current.isActive, updatedAt: timestamp() }));
  });

  app.delete(`${PATH}/:id`, { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "delete workflows");
    store.workflows.delete(workflowOf(request, user.organizationId).id);
    return reply.code(204).send();
  });
}
