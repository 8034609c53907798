// CustomField's calls to the API (create POST, read from the organization's list, the batch update
// PATCH, destroy as a deactivating PATCH: the docs show no delete) and the mapping from the
// platform's field to the state Pulumi keeps. Its inputs and state: schema.ts. Every page of the
// organization's list, read once per client, serves every field's read in a run (a refresh, an
// import, getCustomFields) until a write. An update names the version the stack's state holds
// (http/version-conflict.ts): a field changed in the dashboard since is refused, not written over.
import { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { platformEnvelope } from "../http/envelopes";
import { ApiError, ResponseShapeError } from "../http/errors";
import { listBacked } from "../http/list-backed";
import { VersionConflictError } from "../http/version-conflict";
import { customFieldEndpoints } from "./endpoints";
import { type CustomFieldInputs, type CustomFieldState, customFieldSchema } from "./schema";

/** An option as either revision of the docs answers it: a string (older), or a `{value}` object (newer). */
const serverOption = z.union([z.string(), z.object({ value: z.string() }).transform(({ value }) => value)]);

const serverField = z.object({
  uid: z.string().min(1),
  name: z.string(),
  // Only the newer revision shows `slug`; no revision's answer shows `version`, which the update needs.
  slug: z.string().nullish(),
  source: z.string(),
  fieldType: z.string(),
  teamId: z.string().nullish(),
  description: z.string().nullish(),
  options: z.array(serverOption).nullish(),
  isActive: z.boolean(),
  placeholderText: z.string().nullish(),
  hintText: z.string().nullish(),
  defaultValue: z.string().nullish(),
  regexForValidation: z.string().nullish(),
  mandatoryOnCreation: z.boolean(),
  mandatoryOnClose: z.boolean(),
  visibleToCustomer: z.boolean(),
  editableByCustomer: z.boolean(),
  autoAddToAllForms: z.boolean(),
  version: z.number().int().positive().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerField = z.output<typeof serverField>;
const fieldResponse = platformEnvelope(serverField);
const fieldsResponse = platformEnvelope(z.array(serverField));

/** A listed field by the resource's id, the platform's `uid`. */
interface ListedField {
  id: string;
  field: ServerField;
}
const byId = (field: ServerField): ListedField => ({ id: field.uid, field });

function toState({ field }: ListedField): CustomFieldState {
  return {
    name: field.name,
    source: field.source,
    fieldType: field.fieldType,
    teamId: field.teamId ?? undefined,
    description: field.description ?? undefined,
    options: field.options ?? [],
    isActive: field.isActive,
    placeholderText: field.placeholderText ?? undefined,
    hintText: field.hintText ?? undefined,
    defaultValue: field.defaultValue ?? undefined,
    regexForValidation: field.regexForValidation ?? undefined,
    mandatoryOnCreation: field.mandatoryOnCreation,
    mandatoryOnClose: field.mandatoryOnClose,
    visibleToCustomer: field.visibleToCustomer,
    editableByCustomer: field.editableByCustomer,
    autoAddToAllForms: field.autoAddToAllForms,
    slug: field.slug ?? undefined,
    version: field.version,
    createdAt: field.createdAt,
    updatedAt: field.updatedAt,
  };
}

/** The largest page the list serves (contract: limit at most 100): fewest requests. */
const pageSize = 100;

/**
 * Every field of the organization, every team's, from every page of the list (0-based; a page shorter
 * than asked is the last). A page that repeats a field means the platform ignored `page`: that fails
 * rather than read forever.
 */
async function listAllPages(api: PlatformApi): Promise<ListedField[]> {
  const fields: ServerField[] = [];
  for (let page = 0; ; page++) {
    const { data } = await api.call(customFieldEndpoints.listCustomFields, { query: { page, limit: pageSize }, response: fieldsResponse });
    const repeated = data.find((field) => fields.some((seen) => seen.uid === field.uid));
    if (repeated !== undefined)
      throw new ResponseShapeError(
        customFieldEndpoints.listCustomFields.title,
        `page ${page} lists custom field ${repeated.uid} again: the platform ignored the page asked for`,
      );
    fields.push(...data);
    if (data.length < pageSize) return fields.map(byId);
  }
}

const fields = listBacked<ListedField, CustomFieldState>({ list: listAllPages, toState });
/** The organization's one list of fields, by its key. */
const organization = "customFields";

/** Every field of the organization (or of `teamId` and of no team), with its id and state: for getCustomFields. */
export async function listedCustomFields(api: PlatformApi, teamId?: string): Promise<Listed<CustomFieldState>[]> {
  return (await fields.listed(api, [organization])).filter(
    (field) => teamId === undefined || field.state.teamId === undefined || field.state.teamId === teamId,
  );
}

/** Options as the newer revision of the docs sends them ("each option should be an object with a 'value' property"). */
const optionObjects = (options: readonly string[] | undefined) => options?.map((value) => ({ value }));

function createBody({ adoptId: _, options, ...inputs }: CustomFieldInputs) {
  return { ...inputs, ...(options !== undefined && { options: optionObjects(options) }) };
}

/** What the batch update takes of the declared inputs: all but the source, the type and the team, which replace the field. */
type FieldUpdates = Record<string, unknown>;
function updatesOf({ adoptId: _, source: __, fieldType: ___, teamId: ____, options, ...inputs }: CustomFieldInputs): FieldUpdates {
  return { ...inputs, ...(options !== undefined && { options: optionObjects(options) }) };
}

/** The version the stack's state holds, which the update must name. */
function stateVersion(id: string, state: CustomFieldState): number {
  if (state.version !== undefined) return state.version;
  throw new ResponseShapeError(
    customFieldEndpoints.listCustomFields.title,
    `the platform's answers carry no version of custom field ${id}, which its update must name; nothing was sent`,
  );
}

/** Whether `field` holds every value of `updates` (an option object by its value). */
function holds(field: ServerField, updates: FieldUpdates): boolean {
  const held = field as unknown as Record<string, unknown>;
  return Object.entries(updates).every(([key, value]) =>
    key === "options"
      ? JSON.stringify(field.options ?? []) === JSON.stringify((value as { value: string }[]).map((option) => option.value))
      : held[key] === value,
  );
}

/**
 * Runs the batch update `write` of field `id` at `version` with `updates`. A 409 is a version
 * conflict, unless a fresh list shows the field one version on holding `updates`: the answer of this
 * very write was lost and its repetition refused, so it is done.
 */
async function refusingStaleVersion<T>(
  api: PlatformApi,
  id: string,
  name: string,
  version: number,
  updates: FieldUpdates,
  write: () => Promise<T>,
  written: (field: ServerField) => T,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const current = (await listAllPages(api).catch(() => [])).find((listed) => listed.id === id)?.field;
    if (error.retries > 0 && current?.version === version + 1 && holds(current, updates)) return written(current);
    throw new VersionConflictError(`custom field ${JSON.stringify(name)} (${id})`, version, current?.version, error);
  }
}

/** The batch update's body for one field. */
const batchOf = (id: string, version: number, updates: FieldUpdates) => ({ fields: [{ fieldId: id, version, updates }] });

/** The keys that replace a field: an adopted field that differs in one cannot be updated into the declared one. */
const replacing = ["source", "fieldType", "teamId"] as const;

export const customFieldDefinition: ResourceDefinition<typeof customFieldSchema.inputs, CustomFieldState> = {
  ...customFieldSchema,
  exported: {
    heading: "Custom fields",
    label: (state, teamName) => `${state.teamId === undefined ? "" : `${teamName(state.teamId)} `}${state.source} ${state.name}`,
  },
  endpoints: customFieldEndpoints,

  create(api, inputs) {
    // A name is unique whatever its case among the fields of one source and team.
    const sameName = ({ field }: ListedField) =>
      field.source === inputs.source &&
      (field.teamId ?? undefined) === inputs.teamId &&
      field.name.toLowerCase() === inputs.name.toLowerCase();
    const create = async () =>
      byId((await api.call(customFieldEndpoints.createCustomField, { body: createBody(inputs), response: fieldResponse })).data);
    const where = inputs.teamId === undefined ? "" : ` in team ${inputs.teamId}`;
    return fields.create(api, organization, `a ${inputs.source} custom field named ${inputs.name}${where}`, create, sameName);
  },

  // From the list this client's reads share; a field in no page is gone.
  read: (api, id) => fields.read(api, [organization], id),

  update(api, id, state, inputs) {
    const differing = replacing.find((key) => inputs[key] !== undefined && inputs[key] !== state[key]);
    if (differing !== undefined)
      throw new SupportPlatformError(
        "ERR_VALIDATION",
        `cannot adopt ${id}: custom field ${id} has ${differing} ${JSON.stringify(state[differing] ?? null)}, not ${JSON.stringify(inputs[differing])}, which no update changes: declare it as the platform holds it, or leave adoptId out to create a new field`,
      );
    const version = stateVersion(id, state);
    const updates = updatesOf(inputs);
    return fields.update(api, organization, () =>
      refusingStaleVersion(
        api,
        id,
        inputs.name,
        version,
        updates,
        async () => {
          const { data } = await api.call(customFieldEndpoints.updateCustomFields, {
            body: batchOf(id, version, updates),
            response: fieldsResponse,
          });
          const updated = data.find((field) => field.uid === id);
          if (updated === undefined)
            throw new ResponseShapeError(customFieldEndpoints.updateCustomFields.title, `the answer does not hold custom field ${id}`);
          return byId(updated);
        },
        byId,
      ),
    );
  },

  async delete(api, id, state) {
    // The platform deletes no field: destroy retires it, as the dashboard does. One declared inactive already is left as it is.
    if (state.isActive === false) return;
    const version = stateVersion(id, state);
    const updates = { isActive: false };
    await refusingStaleVersion(
      api,
      id,
      state.name,
      version,
      updates,
      () => fields.delete(api, organization, customFieldEndpoints.updateCustomFields, {}, batchOf(id, version, updates)),
      () => undefined,
    );
  },

  list: (api, scope) =>
    listedCustomFields(api).then((listed) =>
      listed.filter((field) => field.state.teamId === undefined || scope.teamIds.includes(field.state.teamId)),
    ),
};
