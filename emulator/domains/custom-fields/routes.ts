// Custom fields on {base_url}: create, list and the batch update (docs), in the envelope with `data`
// first. Any user of the organization reads them; only an Organization Admin writes. No delete and
// no read of one field were seen: the emulator has neither route (a 404, as for any unknown route);
// `isActive: false` retires a field.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, HttpError } from "../../errors";
import { dataFirstEnvelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { prefixedId } from "../../store/ids";
import type { Store } from "../state";
import { pageOf } from "../list-queries";
import { nextVersion, requireCurrentVersions, teamScope } from "../versioned";
import { createCustomFieldSchema, listCustomFieldsQuery, updateCustomFieldsSchema } from "./schemas";
import type { CustomField } from "./types";
import { customFieldView, slugOf } from "./views";

const config = { auth: "apiKey" as const };

export function registerCustomFieldRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.post("/v1/custom-field", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create custom fields");
    const { teamId, metadata, options, ...input } = parseInput(createCustomFieldSchema, request.body);
    const at = timestamp();
    const field: CustomField = {
      id: store.customFields.freshId(() => prefixedId("CF")),
      organizationId: user.organizationId,
      name: input.name,
      slug: slugOf(input.name),
      source: input.source,
      fieldType: input.fieldType,
      description: input.description ?? null,
      options: options ?? [],
      metadata: metadata ?? {},
      isActive: input.isActive ?? true,
      teamId: teamId === undefined ? null : teamOfOrganization(store, user, teamId).id,
      autoAddToAllForms: input.autoAddToAllForms ?? false,
      hintText: input.hintText ?? null,
      placeholderText: input.placeholderText ?? null,
      mandatoryOnCreation: input.mandatoryOnCreation ?? false,
      mandatoryOnClose: input.mandatoryOnClose ?? false,
      visibleToCustomer: input.visibleToCustomer ?? false,
      editableByCustomer: input.editableByCustomer ?? false,
      defaultValue: input.defaultValue ?? null,
      regexForValidation: input.regexForValidation ?? null,
      lookup: input.lookup ?? null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    requireUniqueNames(store, [field]);
    store.customFields.insert(field);
    return reply.code(201).send(dataFirstEnvelope(customFieldView(field), "Custom field created successfully"));
  });

  app.get("/v1/custom-field", { config }, async (request) => {
    const { user } = principalOf(request);
    const query = parseInput(listCustomFieldsQuery, request.query, "query");
    const inScope = teamScope(store, user, query, query.onlyTeamFields, "onlyTeamFields");
    const fields = store.customFields.filter(
      (field) =>
        field.organizationId === user.organizationId && (query.source === undefined || field.source === query.source) && inScope(field),
    );
    return dataFirstEnvelope(pageOf(fields, query).map(customFieldView), "Custom fields fetched successfully");
  });

  app.patch("/v1/custom-field", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update custom fields");
    const { fields: entries } = parseInput(updateCustomFieldsSchema, request.body);
    const ids = entries.map((entry) => entry.fieldId);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) throw badRequest([...new Set(repeated)].map((id) => `fields names custom field ${id} more than once`));
    const owned = (id: string) => {
      const field = store.customFields.get(id);
      return field?.organizationId === user.organizationId ? field : undefined;
    };
    const missing = ids.filter((id) => owned(id) === undefined);
    if (missing.length > 0)
      throw new HttpError(
        404,
        missing.map((id) => `Custom field ${id} not found`),
      );
    const claims = entries.map((entry) => ({ record: owned(entry.fieldId)!, version: entry.version, updates: entry.updates }));
    requireCurrentVersions(claims, (field) => `Custom field ${field.id} (${field.name})`);
    const at = timestamp();
    const updated = claims.map(({ record, updates }) => ({ ...record, ...updates, ...nextVersion(record, at) }));
    requireUniqueNames(store, updated);
    for (const field of updated) store.customFields.update(field.id, field);
    return dataFirstEnvelope(updated.map(customFieldView), "Custom fields updated successfully");
  });
}

const nameKey = (field: CustomField) => `${field.source}\u0000${field.teamId ?? ""}\u0000${field.name.toLowerCase()}`;

/**
 * A field's name is unique, without regard to case, among the organization's fields of the same
 * source and team (all of them as they will be once `changed` are written).
 */
function requireUniqueNames(store: Store, changed: readonly CustomField[]): void {
  const changedIds = new Set(changed.map((field) => field.id));
  const { organizationId } = changed[0]!;
  const others = store.customFields.filter((field) => field.organizationId === organizationId && !changedIds.has(field.id));
  const seen = new Map(others.map((field) => [nameKey(field), field]));
  const problems: string[] = [];
  for (const field of changed) {
    const taken = seen.get(nameKey(field));
    if (taken)
      problems.push(`A ${field.source} custom field named ${field.name} already exists${field.teamId ? ` in team ${field.teamId}` : ""}`);
    seen.set(nameKey(field), field);
  }
  if (problems.length > 0) throw badRequest(problems);
}
