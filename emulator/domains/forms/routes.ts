// Forms on {base_url}: create, list, read by ids, update (id and version in the body) and order
// (docs), in the envelope with `data` first. Any user of the organization reads them; only an
// Organization Admin writes. No delete was seen: the emulator has no such route (a 404, as for any
// unknown route); `isActive: false` retires a form. Every write raises the version of each form it
// changes, a reorder's and a new default's included.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, HttpError } from "../../errors";
import { dataFirstEnvelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { randomDigits } from "../../store/ids";
import type { Store } from "../state";
import type { User } from "../../store/types";
import { pageOf } from "../list-queries";
import { nextVersion, requireCurrentVersions, teamScope } from "../versioned";
import { requireValidReferences } from "./references";
import { createFormSchema, fetchByIdsQuery, listFormsQuery, orderFormsSchema, updateFormSchema } from "./schemas";
import type { Form } from "./types";

const config = { auth: "apiKey" as const };

/** A form as answered: everything but the organization. */
const formView = ({ organizationId: _organization, ...form }: Form) => form;

const inOrder = (forms: Form[]) => [...forms].sort((a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt));

const describeForm = (form: Form) => `Form ${form.id} (${form.name})`;

export function registerFormRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const formOf = (user: User, id: string) => {
    const form = store.forms.get(id);
    return form?.organizationId === user.organizationId ? form : undefined;
  };
  const existingForms = (user: User, ids: string[]) => {
    const missing = ids.filter((id) => formOf(user, id) === undefined);
    if (missing.length > 0)
      throw new HttpError(
        404,
        missing.map((id) => `Form ${id} not found`),
      );
    return ids.map((id) => formOf(user, id)!);
  };

  app.post("/v1/forms", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create forms");
    const { teamId, ...input } = parseInput(createFormSchema, request.body);
    const scope = teamId === undefined ? null : teamOfOrganization(store, user, teamId).id;
    const at = timestamp();
    const form: Form = {
      id: store.forms.freshId(() => `FO${randomDigits(12)}`),
      organizationId: user.organizationId,
      name: input.name,
      description: input.description,
      fields: input.fields,
      conditions: input.conditions,
      version: 1,
      isActive: input.isActive,
      default: false,
      createdAt: at,
      updatedAt: at,
      channels: input.channels,
      teamId: scope,
      order: Math.max(0, ...formsOfScope(store, user.organizationId, scope).map((other) => other.order)) + 1,
    };
    requireValidReferences(store, form);
    store.forms.insert(form);
    return reply.code(201).send(dataFirstEnvelope(formView(form), "Form created successfully"));
  });

  app.get("/v1/forms", { config }, async (request) => {
    const { user } = principalOf(request);
    const query = parseInput(listFormsQuery, request.query, "query");
    // No form of the emulator is an escalation form (the docs do not show how one becomes one), so
    // `escalationForms` is checked and changes nothing.
    const inScope = teamScope(store, user, query, query.onlyTeamForms, "onlyTeamForms");
    const forms = store.forms.filter((form) => form.organizationId === user.organizationId && inScope(form));
    return dataFirstEnvelope(pageOf(inOrder(forms), query).map(formView), "Forms fetched successfully");
  });

  app.get("/v1/forms/fetchByIds", { config }, async (request) => {
    const { user } = principalOf(request);
    const { ids } = parseInput(fetchByIdsQuery, request.query, "query");
    return dataFirstEnvelope(existingForms(user, [...new Set(ids)]).map(formView), "Forms fetched successfully");
  });

  app.patch("/v1/forms", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update forms");
    const { formId, version, updates } = parseInput(updateFormSchema, request.body);
    const [form] = existingForms(user, [formId]);
    requireCurrentVersions([{ record: form!, version }], describeForm);
    const at = timestamp();
    const updated: Form = { ...form!, ...updates, ...nextVersion(form!, at) };
    requireValidReferences(store, updated);
    if (updates.default === true) {
      for (const other of formsOfScope(store, form!.organizationId, form!.teamId)) {
        if (other.id !== form!.id && other.default) store.forms.update(other.id, { default: false, ...nextVersion(other, at) });
      }
    }
    store.forms.update(form!.id, updated);
    return dataFirstEnvelope(formView(updated), "Form updated successfully");
  });

  app.post("/v1/forms/order", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "order forms");
    const { forms: entries } = parseInput(orderFormsSchema, request.body);
    const ids = entries.map((entry) => entry.formId);
    const problems = [
      ...ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `forms names form ${id} more than once`),
      ...entries
        .filter((entry, index) => entries.findIndex((other) => other.order === entry.order) !== index)
        .map((entry) => `forms gives order ${entry.order} to more than one form`),
    ];
    if (problems.length > 0) throw badRequest(problems);
    const forms = existingForms(user, ids);
    requireCurrentVersions(
      entries.map((entry, index) => ({ record: forms[index]!, version: entry.version })),
      describeForm,
    );
    const at = timestamp();
    const ordered = entries.map((entry, index) => {
      const form = forms[index]!;
      return form.order === entry.order ? form : store.forms.update(form.id, { order: entry.order, ...nextVersion(form, at) });
    });
    return dataFirstEnvelope(inOrder(ordered).map(formView), "Forms ordered successfully");
  });
}

/** The organization's forms of one team, or its forms of no team. */
const formsOfScope = (store: Store, organizationId: string, teamId: string | null) =>
  store.forms.filter((form) => form.organizationId === organizationId && form.teamId === teamId);
