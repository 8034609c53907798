// What an export declares for each object: its declarable inputs (core/declarable-inputs.ts),
// adopting it by id. A declaration is checked the way `up` will treat it (the input schema, then
// the adoption's own comparison, adapters/resource-rules.ts), so an exported program never fails
// at preview nor writes anything when first applied.
import type { z } from "zod";
import { adoptionComparison } from "../adapters/resource-rules";
import { SupportPlatformError } from "../core/errors";
import { checkInputs } from "../core/check-inputs";
import { declarableInputs } from "../core/declarable-inputs";
import type { Listed } from "../core/resource-definition";
import { adoptIdKey } from "../core/schema-parts";
import type { ResourceKind, SomeResourceDefinition } from "../resource-definitions";

/** An object that no declaration of its resource can reproduce: an export stops rather than write a program that would change it. */
export class InexpressibleObjectError extends SupportPlatformError {
  constructor(
    readonly object: string,
    readonly reason: string,
  ) {
    super("ERR_INEXPRESSIBLE", `cannot export ${object}: ${reason}`);
  }
}

/** The inputs that declare `listed` (a `kind` object), adopting it where the kind can be adopted and `adopt` asks. */
export function declaredInputs(
  kind: ResourceKind,
  definition: SomeResourceDefinition,
  listed: Listed<object>,
  adopt = true,
): Record<string, unknown> {
  const object = `${kind} ${listed.id}`;
  const shape: Record<string, z.ZodType> = definition.inputs.shape;
  const declared = declarableInputs(definition, listed.state);
  if (adopt && adoptIdKey in shape) declared[adoptIdKey] = listed.id;

  const { failures } = checkInputs(definition.inputs, declared);
  if (failures !== undefined)
    throw new InexpressibleObjectError(object, failures.map((failure) => `${failure.property} ${failure.reason}`).join("; "));
  const { [adoptIdKey]: _, ...parsed }: Record<string, unknown> = definition.inputs.parse(declared);
  const changed = adoptionComparison(definition.inputs, parsed, listed.state).differing;
  if (changed.length > 0) {
    throw new InexpressibleObjectError(
      object,
      `the inputs would normalize ${changed.join(", ")} to other values than the platform holds, so adopting it would change it`,
    );
  }
  return declared;
}
