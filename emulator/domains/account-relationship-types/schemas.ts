// Request bodies of the account relationship type endpoints (docs): `name` required on create,
// every field optional on update; `inverseRelationshipId: null` unpairs.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

const typeFields = { name: nonBlank(100), inverseRelationshipId: nonBlank(50).nullable() };

export const createRelationshipTypeSchema = z.strictObject({
  name: typeFields.name,
  inverseRelationshipId: typeFields.inverseRelationshipId.default(null),
});

export const updateRelationshipTypeSchema = z.strictObject(typeFields).partial();
