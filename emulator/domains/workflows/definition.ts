// The checks of a workflow beyond its shape, each problem named with its path: its trigger is an
// event of the registry; its filters and its steps' speak the filter language; each step runs an
// active activity of the registry (at a version it has), with the inputs the activity requires;
// a step that needs approval names its approver, one that compensates its compensation; steps are
// numbered once each, and their dependencies name other steps, never in a circle.
import { badRequest } from "../../errors";
import { filterProblems } from "./filters";
import { activityNamed, eventNamed, type RegistryEvent } from "./registry";
import type { WorkflowStep } from "./schemas";

type TriggerInput = string | { uid: string; eventName: string };

/** The registry's event that `trigger` names (by name, or by uid and name together). */
export function triggerProblems(trigger: TriggerInput): { event?: RegistryEvent; problems: string[] } {
  const eventName = typeof trigger === "string" ? trigger : trigger.eventName;
  const event = eventNamed(eventName);
  if (event === undefined) return { problems: [`triggerEvent ${eventName} is not an event of the registry`] };
  if (typeof trigger !== "string" && trigger.uid !== event.uid) {
    return { problems: [`triggerEvent.uid ${trigger.uid} is not the uid of ${eventName} (${event.uid})`] };
  }
  return { event, problems: [] };
}

function activityProblems(reference: WorkflowStep["activity"], input: Record<string, unknown> | undefined, path: string): string[] {
  const activity = activityNamed(reference.uniqueIdentifier);
  if (activity === undefined) return [`${path}.activity.uniqueIdentifier ${reference.uniqueIdentifier} is not an activity of the registry`];
  if (!activity.isActive) return [`${path}.activity.uniqueIdentifier ${reference.uniqueIdentifier} is not active`];
  const problems: string[] = [];
  if (reference.version !== undefined && reference.version !== activity.version) {
    problems.push(
      `${path}.activity.version ${reference.version} is not a version of ${activity.uniqueIdentifier} (latest: ${activity.version})`,
    );
  }
  for (const required of activity.inputSchema.required) {
    if (input?.[required] === undefined) problems.push(`${path}.input.${required} is required by ${activity.uniqueIdentifier}`);
  }
  return problems;
}

function stepProblems(step: WorkflowStep, index: number): string[] {
  const path = `workflowDefinition.${index}`;
  const problems = activityProblems(step.activity, step.input, path);
  if (step.filters !== undefined) problems.push(...filterProblems(step.filters, `${path}.filters`));
  if (step.requireApproval && step.approver === undefined) problems.push(`${path}.approver is required when requireApproval is true`);
  if (step.onFailure === "COMPENSATE") {
    if (step.compensationActivity === undefined) problems.push(`${path}.compensationActivity is required when onFailure is COMPENSATE`);
    else
      problems.push(
        ...activityProblems(step.compensationActivity.activity, step.compensationActivity.input, `${path}.compensationActivity`),
      );
  }
  return problems;
}

/** Unknown, self and circular references among the steps' dependencies. */
function dependencyProblems(steps: readonly WorkflowStep[]): string[] {
  const problems: string[] = [];
  const ids = steps.map((step) => String(step.stepIdentifier));
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) problems.push(`workflowDefinition.${index}.stepIdentifier ${id} is the identifier of an earlier step`);
  });
  const dependsOn = new Map<string, string[]>();
  steps.forEach((step, index) => {
    const own = String(step.stepIdentifier);
    (step.dependencies ?? []).forEach((dependency, position) => {
      const path = `workflowDefinition.${index}.dependencies.${position}`;
      if (dependency === own) problems.push(`${path} is the step itself (${own})`);
      else if (!ids.includes(dependency)) problems.push(`${path} ${dependency} is not the stepIdentifier of a step of this workflow`);
    });
    dependsOn.set(
      own,
      (step.dependencies ?? []).filter((dependency) => dependency !== own && ids.includes(dependency)),
    );
  });
  const cycle = findCycle(dependsOn);
  if (cycle) problems.push(`workflowDefinition: steps ${cycle.join(" → ")} depend on each other in a circle`);
  return problems;
}

/** One circle of `edges` (its first node repeated at its end), if there is one. */
function findCycle(edges: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, "open");
    trail.push(node);
    for (const next of edges.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    trail.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of edges.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

/** Refuses, naming every problem, a workflow whose parts do not fit the registry or each other. */
export function requireValidWorkflow(parts: {
  triggerEvent?: TriggerInput | undefined;
  filters?: Record<string, unknown> | undefined;
  workflowDefinition?: readonly WorkflowStep[] | undefined;
}): RegistryEvent | undefined {
  const trigger = parts.triggerEvent === undefined ? { problems: [] } : triggerProblems(parts.triggerEvent);
  const problems = [
    ...trigger.problems,
    ...(parts.filters === undefined ? [] : filterProblems(parts.filters, "filters")),
    ...(parts.workflowDefinition ?? []).flatMap(stepProblems),
    ...(parts.workflowDefinition === undefined ? [] : dependencyProblems(parts.workflowDefinition)),
  ];
  if (problems.length > 0) throw badRequest(problems);
  return trigger.event;
}
