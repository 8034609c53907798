// Account relationship types on {base_url} (docs: create, list, update; delete assumed), answered as
// bare objects. Pairing is mutual: naming B the inverse of A names A the inverse of B, in the same
// request; a type already paired with another refuses a second partner; a type's new partner, its
// unpairing or its deletion leaves its former partner without an inverse, never a dangling one.
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import type { Store } from "../state";
import { registerCrudRoutes } from "../crud-routes";
import { createRelationshipTypeSchema, updateRelationshipTypeSchema } from "./schemas";
import type { AccountRelationshipType } from "./types";

export function registerRelationshipTypeRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const types = store.accountRelationshipTypes;

  /** The inverse a type of `organizationId` asks for exists there and is free, or already its own. */
  const requireFreeInverse = (inverseId: string, organizationId: string, subjectId: string) => {
    if (inverseId === subjectId) return;
    const inverse = types.get(inverseId);
    if (!inverse || inverse.organizationId !== organizationId)
      throw badRequest([`inverseRelationshipId ${inverseId} is not a relationship type of the organization`]);
    if (inverse.inverseRelationshipId !== null && inverse.inverseRelationshipId !== subjectId)
      throw badRequest([`inverseRelationshipId ${inverseId}: ${inverse.name} is already the inverse of ${inverse.inverseRelationshipId}`]);
  };

  /** Every type that named `type` its inverse, `type`'s own partner aside, loses it. */
  const releaseFormerPartners = (type: AccountRelationshipType, keep: string | null) => {
    for (const former of types.filter(
      (candidate) => candidate.inverseRelationshipId === type.id && candidate.id !== type.id && candidate.id !== keep,
    ))
      types.update(former.id, { inverseRelationshipId: null, updatedAt: type.updatedAt });
  };

  registerCrudRoutes(app, {
    table: types,
    path: "/v1/accounts/relationships/types",
    label: "Account relationship type",
    plural: "account relationship types",
    idPrefix: "ART",
    updateMethod: "put",
    gettable: false,
    createSchema: createRelationshipTypeSchema,
    updateSchema: updateRelationshipTypeSchema,
    build: (input, base) => ({ ...base, ...input }),
    // Names are unique in the organization, without regard to case.
    unique: { field: "name", taken: ({ name }) => badRequest([`name ${name} is already a relationship type of the organization`]) },
    checkCreate: (input, base) => {
      if (input.inverseRelationshipId !== null) requireFreeInverse(input.inverseRelationshipId, base.organizationId, base.id);
    },
    checkUpdate: (input, current) => {
      if (input.inverseRelationshipId) requireFreeInverse(input.inverseRelationshipId, current.organizationId, current.id);
    },
    afterWrite(type) {
      releaseFormerPartners(type, type.inverseRelationshipId);
      const partner = type.inverseRelationshipId === null ? undefined : types.get(type.inverseRelationshipId);
      if (partner && partner.id !== type.id && partner.inverseRelationshipId !== type.id)
        types.update(partner.id, { inverseRelationshipId: type.id, updatedAt: type.updatedAt });
    },
    beforeDelete: (type) => releaseFormerPartners(type, null),
    listed: (records) => records.map((type) => relationshipTypeView(store, type)),
    answer: (type) => relationshipTypeView(store, type),
  });
}

/** The docs' object: the type with its inverse's name. */
export function relationshipTypeView(store: Store, type: AccountRelationshipType) {
  const inverse = type.inverseRelationshipId === null ? undefined : store.accountRelationshipTypes.get(type.inverseRelationshipId);
  return {
    id: type.id,
    name: type.name,
    inverseRelationshipId: type.inverseRelationshipId,
    inverseRelationship: inverse?.name ?? null,
    createdAt: type.createdAt,
    updatedAt: type.updatedAt,
  };
}
