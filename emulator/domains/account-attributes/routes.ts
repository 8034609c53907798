// Account attribute values on {base_url}, answered as bare objects (docs). Any member of the
// organization may list; only an Organization Admin may create, update or delete.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../../context";
import { badRequest } from "../../errors";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { prefixedId } from "../../store/ids";
import type { Store } from "../../store/store";
import { recordOfOrganization } from "../../store/tenancy";
import type { AttributeValue } from "./types";
import { CLOSABLE_ATTRIBUTE, createAttributeValueSchema, listAttributeValuesQuery, updateAttributeValueSchema } from "./schemas";

export function registerAccountAttributeRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.get("/v1/accounts/attributes", { config: { auth: "apiKey" } }, async (request) => {
    const { user } = principalOf(request);
    const { attribute } = parseInput(listAttributeValuesQuery, request.query, "query");
    return store.attributeValues
      .filter((value) => value.organizationId === user.organizationId && value.attribute === attribute)
      .map(attributeValueView);
  });

  app.post("/v1/accounts/attributes", { config: { auth: "apiKey" } }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create account attribute values");
    const { isClosed, icon, color, ...input } = parseInput(createAttributeValueSchema, request.body);
    requireClosableWhenClosed(input.attribute, isClosed);
    requireUniqueValue(store, user.organizationId, input.attribute, input.value);
    const at = timestamp();
    const created = store.attributeValues.insert({
      id: store.attributeValues.freshId(() => prefixedId("AV")),
      organizationId: user.organizationId,
      ...input,
      icon: icon ?? null,
      color: color ?? null,
      ...(input.attribute === CLOSABLE_ATTRIBUTE && { isClosed: isClosed ?? false }),
      createdAt: at,
      updatedAt: at,
    });
    if (created.isDefault) clearOtherDefaults(store, created);
    return reply.code(201).send(attributeValueView(created));
  });

  app.put("/v1/accounts/attributes/:id", { config: { auth: "bearer" } }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update account attribute values");
    const current = recordOfOrganization(store.attributeValues, idParams.parse(request.params).id, user.organizationId, "Attribute value");
    const input = parseInput(updateAttributeValueSchema, request.body);
    requireClosableWhenClosed(current.attribute, input.isClosed);
    if (input.value !== undefined) requireUniqueValue(store, user.organizationId, current.attribute, input.value, current.id);
    const updated = store.attributeValues.update(current.id, { ...input, updatedAt: timestamp() });
    if (updated.isDefault) clearOtherDefaults(store, updated);
    return attributeValueView(updated);
  });

  app.delete("/v1/accounts/attributes/:id", { config: { auth: "apiKey" } }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "delete account attribute values");
    const current = recordOfOrganization(store.attributeValues, idParams.parse(request.params).id, user.organizationId, "Attribute value");
    store.attributeValues.delete(current.id);
    return reply.code(204).send();
  });
}

/** The value with the older reference's top-level fields and the newer one's `configuration`. */
function attributeValueView(value: AttributeValue) {
  const { icon, color, isClosed } = value;
  return { ...value, configuration: { icon, color, ...(isClosed !== undefined && { isClosed }) } };
}

function requireClosableWhenClosed(attribute: string, isClosed: boolean | undefined): void {
  if (isClosed !== undefined && attribute !== CLOSABLE_ATTRIBUTE) {
    throw badRequest([`isClosed only applies to ${CLOSABLE_ATTRIBUTE} values, not ${attribute}`]);
  }
}

/** Values are unique per attribute in an organization, compared without regard to case. */
function requireUniqueValue(store: Store, organizationId: string, attribute: string, value: string, exceptId?: string): void {
  const taken = store.attributeValues.find(
    (candidate) =>
      candidate.organizationId === organizationId &&
      candidate.attribute === attribute &&
      candidate.id !== exceptId &&
      candidate.value.toLowerCase() === value.toLowerCase(),
  );
  if (taken) throw badRequest([`value ${value} already exists for attribute ${attribute}`]);
}

/** At most one default per attribute: the new default takes the flag from the others. */
function clearOtherDefaults(store: Store, chosen: AttributeValue): void {
  const others = store.attributeValues.filter(
    (value) =>
      value.organizationId === chosen.organizationId && value.attribute === chosen.attribute && value.id !== chosen.id && value.isDefault,
  );
  for (const other of others) store.attributeValues.update(other.id, { isDefault: false, updatedAt: chosen.updatedAt });
}

export type AttributeValueView = ReturnType<typeof attributeValueView>;
