// Account attribute values on {base_url}, answered as bare objects (docs). Any member of the
// organization may list; only an Organization Admin may create, update or delete.
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { parseInput } from "../../http/validation";
import type { Store } from "../state";
import { registerCrudRoutes } from "../crud-routes";
import type { AttributeValue } from "./types";
import { CLOSABLE_ATTRIBUTE, createAttributeValueSchema, listAttributeValuesQuery, updateAttributeValueSchema } from "./schemas";

export function registerAccountAttributeRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  registerCrudRoutes(app, {
    table: store.accountAttributeValues,
    path: "/v1/accounts/attributes",
    label: "Attribute value",
    plural: "account attribute values",
    idPrefix: "AV",
    auth: { update: "bearer" },
    updateMethod: "put",
    gettable: false,
    createSchema: createAttributeValueSchema,
    updateSchema: updateAttributeValueSchema,
    build: ({ isClosed, icon, color, ...input }, base) => ({
      ...base,
      ...input,
      icon: icon ?? null,
      color: color ?? null,
      ...(input.attribute === CLOSABLE_ATTRIBUTE && { isClosed: isClosed ?? false }),
    }),
    // Values are unique per attribute in an organization, compared without regard to case.
    unique: {
      field: "value",
      sameScope: (candidate, subject) => candidate.attribute === subject.attribute,
      taken: ({ value, attribute }) => badRequest([`value ${value} already exists for attribute ${attribute}`]),
    },
    checkCreate: (input) => requireClosableWhenClosed(input.attribute, input.isClosed),
    checkUpdate: (input, current) => requireClosableWhenClosed(current.attribute, input.isClosed),
    afterWrite: (value) => clearOtherDefaults(store, value),
    listed(values, request) {
      const { attribute } = parseInput(listAttributeValuesQuery, request.query, "query");
      return values.filter((value) => value.attribute === attribute).map(attributeValueView);
    },
    answer: attributeValueView,
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

/** At most one default per attribute: the new default takes the flag from the others. */
function clearOtherDefaults(store: Store, chosen: AttributeValue): void {
  if (!chosen.isDefault) return;
  const others = store.accountAttributeValues.filter(
    (value) =>
      value.organizationId === chosen.organizationId && value.attribute === chosen.attribute && value.id !== chosen.id && value.isDefault,
  );
  for (const other of others) store.accountAttributeValues.update(other.id, { isDefault: false, updatedAt: chosen.updatedAt });
}

export type AttributeValueView = ReturnType<typeof attributeValueView>;
