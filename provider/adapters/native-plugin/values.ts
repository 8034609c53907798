// Property values between the engine's protobuf Structs and plain JavaScript. The plugin accepts
// secrets, so the engine sends them wrapped and keeps a value secret only if the plugin hands it
// back wrapped: the resource rules see plain values, and what goes back is wrapped again where an
// input was secret (the whole top-level property: the rules normalize values, so deeper paths
// move) and where a definition names an output secret.
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { isPlainObject } from "../../core/is-plain-object";
import type { Values } from "../resource-rules";

/** The engine's markers (sdk/go/common/resource/sig): a value's kind, and the secret kind. */
const signatureKey = "4dabf18193072939515e22adb298388d";
const secretSignature = "1b47061264138c4ac30d75fd1eb44270";

export const isSecret = (value: unknown): value is { value: unknown } => isPlainObject(value) && value[signatureKey] === secretSignature;

/** `value` marked secret, as the engine reads it from any provider's outputs (the dynamic provider host's too). */
export const asSecret = (value: unknown): Values => ({ [signatureKey]: secretSignature, value });

/** `value` with every secret replaced by the value it wraps. */
export function unwrapSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (!isPlainObject(value)) return value;
  if (isSecret(value)) return unwrapSecrets(value.value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unwrapSecrets(item)]));
}

export function containsSecret(value: unknown): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecret);
  return isPlainObject(value) && Object.values(value).some(containsSecret);
}

/** The Struct's properties, secrets unwrapped, and the top-level properties that held a secret; an absent Struct has none. */
export function decode(struct: structproto.Struct | undefined): { values: Values; secrets: string[] } {
  const raw = (struct?.toJavaScript() ?? {}) as Values;
  return { values: unwrapSecrets(raw) as Values, secrets: Object.keys(raw).filter((key) => containsSecret(raw[key])) };
}

/** The Struct's properties, secrets unwrapped. */
export function valuesOf(struct: structproto.Struct | undefined): Values {
  return decode(struct).values;
}

/** A Struct of `values` (undefined properties left out), with the properties `secrets` names wrapped as secrets. */
export function structOf(values: Values, secrets: readonly string[] = []): structproto.Struct {
  const defined = JSON.parse(JSON.stringify(values)) as Values;
  // Once each: a key named twice stays one secret, not a secret of a secret.
  for (const key of new Set(secrets)) {
    if (defined[key] !== undefined) defined[key] = asSecret(defined[key]);
  }
  return structproto.Struct.fromJavaScript(defined as Record<string, structproto.JavaScriptValue>);
}
