// What an export declares for each object: its declarable inputs (core/declarable-inputs.ts),
// adopting it by id. A declaration is checked
// the way `up` will treat it (the input schema, then the adoption's comparison), so an exported
// program never fails at preview nor writes anything when first applied.
import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import { checkInputs } from "../core/check-inputs";
import { declarableInputs } from "../core/declarable-inputs";
import { projectOnto } from "../core/project-onto";
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
export function declaredInputs(kind: ResourceKind, definition: SomeResourceDefinition, listed: Listed<object>, adopt = true): Record<string, unknown> {
  const object = `${kind} ${listed.id}`;
  const shape: Record<string, z.ZodType> = definition.inputs.shape;
  const state = listed.state as Record<string, unknown>;
  const declared = declarableInputs(definition, listed.state);
  if (adopt && adoptIdKey in shape) declared[adoptIdKey] = listed.id;

  const { failures } = checkInputs(definition.inputs, declared);
  if (failures !== undefined) throw new InexpressibleObjectError(object, failures.map((failure) => `${failure.property} ${failure.reason}`).join("; "));
  const parsed: Record<string, unknown> = definition.inputs.parse(declared);
  const changed = Object.keys(parsed).filter((key) => key !== adoptIdKey && !isDeepStrictEqual(parsed[key], normalized(shape[key]!, projectOnto(state[key], parsed[key]))));
  if (changed.length > 0) {
    throw new InexpressibleObjectError(object, `the inputs would normalize ${changed.join(", ")} to other values than the platform holds, so adopting it would change it`);
  }
  return declared;
}

/** `value` as the input schema normalizes it (sorted lists, trimmed names); a value it refuses as is. */
function normalized(field: z.ZodType, value: unknown): unknown {
  const parsed = field.safeParse(value);
  return parsed.success ? parsed.data : value;
}
