// SlaPolicy's calls to the SLA host (create POST, read from the organization's list, update PATCH;
// the platform has no delete, so destroy retires the policy with an update) and the mapping from
// the platform's raw policy to the state Pulumi keeps. One list of the organization's policies
// serves every policy's read in a run (a refresh, an import, getSlaPolicies, an export), until a
// write. Its inputs and state: schema.ts.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { listBacked } from "../http/list-backed";
import { slaPolicyEndpoints } from "./endpoints";
import { type SlaPolicyInputs, type SlaPolicyState, slaPolicySchema } from "./schema";

/** Minutes as the platform answers them: a numeric string in the docs' examples, or a number. */
const serverMinutes = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const serverCondition = z.object({
  entity: z.string(),
  field: z.string(),
  operator: z.string(),
  values: z.array(z.object({ label: z.string() }).transform(({ label }) => ({ label }))),
});
const serverConditionSet = z
  .object({ all: z.array(serverCondition).nullish(), any: z.array(serverCondition).nullish() })
  .nullish()
  .transform((set) => ({ all: set?.all ?? [], any: set?.any ?? [] }));

const serverPolicy = z.object({
  uid: z.string().min(1),
  teamId: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  entityType: z.string().nullish(),
  filter: serverConditionSet,
  policyMetrics: z
    .array(
      z.object({
        metric: z.string(),
        default: z.boolean().nullish(),
        durationInMinutes: serverMinutes,
        specific: z.array(serverCondition.extend({ durationInMinutes: serverMinutes })).nullish(),
      }),
    )
    .nullish(),
  pauseConditions: serverConditionSet,
  isActive: z.boolean(),
  version: z.number(),
  priority: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerPolicy = z.output<typeof serverPolicy> & { readonly id: string };
const withId = (policy: z.output<typeof serverPolicy>): ServerPolicy => ({ ...policy, id: policy.uid });

function toState(policy: ServerPolicy): SlaPolicyState {
  return {
    teamId: policy.teamId,
    name: policy.name,
    description: policy.description ?? "",
    entityType: policy.entityType ?? "ticket",
    filter: policy.filter,
    policyMetrics: (policy.policyMetrics ?? []).map((metric) => ({
      metric: metric.metric,
      default: metric.default ?? true,
      durationInMinutes: metric.durationInMinutes,
      specific: metric.specific ?? [],
    })),
    pauseConditions: policy.pauseConditions,
    isActive: policy.isActive,
    version: policy.version,
    priority: policy.priority,
    createdAt: policy.createdAt,
    updatedAt: policy.updatedAt,
  };
}

/** The organization's policies, every team's, read once per client until a write of one. */
const policies = listBacked<ServerPolicy, SlaPolicyState>({
  list: async (api) => (await api.call(slaPolicyEndpoints.listSlaPolicies, { response: z.array(serverPolicy) })).map(withId),
  toState,
});
/** The organization's one list of policies, by its key. */
const organization = "slaPolicies";

/** Every policy of the organization (or of `teamId`), with its id and state: for getSlaPolicies and an export. */
export async function listedSlaPolicies(api: PlatformApi, teamId?: string): Promise<Listed<SlaPolicyState>[]> {
  return (await policies.listed(api, [organization])).filter((policy) => teamId === undefined || policy.state.teamId === teamId);
}

/** The body of a create or an update: the declared inputs, durations as the docs' examples send them (numeric strings). */
function policyBody({ adoptId: _, ...inputs }: SlaPolicyInputs) {
  return {
    ...inputs,
    ...(inputs.policyMetrics !== undefined && {
      policyMetrics: inputs.policyMetrics.map((metric) => ({
        ...metric,
        durationInMinutes: String(metric.durationInMinutes),
        ...(metric.specific !== undefined && {
          specific: metric.specific.map((condition) => ({ ...condition, durationInMinutes: String(condition.durationInMinutes) })),
        }),
      })),
    }),
  };
}

const policyResponse = serverPolicy.transform(withId);

type ConditionSetState = NonNullable<SlaPolicyState["filter"]>;
type ConditionState = NonNullable<ConditionSetState["all"]>[number];
/** A condition as a person writes it: `entity` only where it is not the one the docs show (the input's default). */
const declaredCondition = <C extends ConditionState>({ entity, ...condition }: C) =>
  entity === "ticket" ? condition : { entity, ...condition };
const declaredConditions = (set: ConditionSetState | undefined) =>
  set && { all: set.all?.map(declaredCondition), any: set.any?.map(declaredCondition) };

/**
 * The inputs that declare a policy as the platform holds it (an import by id records them, an export
 * writes them): inside its metrics and conditions, without what the platform fills in anyway (a
 * metric's `default: true` and empty `specific`, a condition's `entity`), so that a declaration
 * written by hand matches it.
 */
function declaredPolicy({ teamId, name, description, entityType, filter, policyMetrics, pauseConditions, isActive }: SlaPolicyState) {
  return {
    teamId,
    name,
    description,
    entityType,
    filter: declaredConditions(filter),
    policyMetrics: policyMetrics?.map(({ default: appliesToAll, specific, ...metric }) => ({
      ...metric,
      ...(!appliesToAll && { default: false }),
      ...(specific !== undefined && specific.length > 0 && { specific: specific.map(declaredCondition) }),
    })),
    pauseConditions: declaredConditions(pauseConditions),
    isActive,
  };
}

/** Sets a policy's isActive to false, answering its new state. */
const retire = (api: PlatformApi, id: string) =>
  policies.update(api, organization, () =>
    api.call(slaPolicyEndpoints.updateSlaPolicy, { params: { uid: id }, body: { isActive: false }, response: policyResponse }),
  );

export const slaPolicyDefinition: ResourceDefinition<typeof slaPolicySchema.inputs, SlaPolicyState> = {
  ...slaPolicySchema,
  exported: { heading: "SLA policies", label: (state, teamName) => `${teamName(state.teamId)} ${state.name}` },
  endpoints: slaPolicyEndpoints,

  async create(api, inputs) {
    // A policy's name is unique in its team whatever its case.
    const sameName = (policy: ServerPolicy) => policy.teamId === inputs.teamId && policy.name.toLowerCase() === inputs.name.toLowerCase();
    // The create takes no isActive (a new policy is active): a policy declared retired is retired after.
    const { isActive, ...createBody } = policyBody(inputs);
    const create = () => api.call(slaPolicyEndpoints.createSlaPolicy, { body: createBody, response: policyResponse });
    const created = await policies.create(
      api,
      organization,
      `an SLA policy named ${inputs.name} in team ${inputs.teamId}`,
      create,
      sameName,
    );
    if (isActive !== false) return created;
    return { id: created.id, state: await retire(api, created.id) };
  },

  read: (api, id) => policies.read(api, [organization], id),

  // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
  update: (api, id, _state, inputs) =>
    policies.update(api, organization, () =>
      api.call(slaPolicyEndpoints.updateSlaPolicy, { params: { uid: id }, body: policyBody(inputs), response: policyResponse }),
    ),

  // No delete was seen (docs/api-contract.md): the policy is retired and stays on the platform. One
  // already gone (the platform's own not-found) counts as deleted.
  delete: (api, id) => policies.delete(api, organization, slaPolicyEndpoints.updateSlaPolicy, { uid: id }, { isActive: false }),

  inputsOf: declaredPolicy,

  list: (api, scope) => listedSlaPolicies(api).then((listed) => listed.filter((policy) => scope.teamIds.includes(policy.state.teamId))),
};
