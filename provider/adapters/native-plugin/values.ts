// Property values between the engine's protobuf Structs and plain JavaScript: secrets come in
// wrapped (the plugin accepts secrets) and are unwrapped for the resource rules; the outputs a
// definition names secret go back wrapped, so the engine encrypts them whatever the program says.
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { isPlainObject } from "../../core/is-plain-object";

/** The engine's markers (sdk/go/common/resource/sig): a value's kind, and the secret kind. */
const signatureKey = "4dabf18193072939515e22adb298388d";
const secretSignature = "1b47061264138c4ac30d75fd1eb44270";

type Values = Record<string, unknown>;

/** `value` with every secret replaced by the value it wraps. */
export function unwrapSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (!isPlainObject(value)) return value;
  if (value[signatureKey] === secretSignature) return unwrapSecrets(value.value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unwrapSecrets(item)]));
}

/** The Struct's properties, secrets unwrapped; an absent Struct has none. */
export function valuesOf(struct: structproto.Struct | undefined): Values {
  return struct === undefined ? {} : (unwrapSecrets(struct.toJavaScript()) as Values);
}

/** A Struct of `values` (undefined properties left out), with the properties `secrets` names wrapped as secrets. */
export function structOf(values: Values, secrets: readonly string[] = []): structproto.Struct {
  const defined = JSON.parse(JSON.stringify(values)) as Values;
  for (const key of secrets) {
    if (defined[key] !== undefined) defined[key] = { [signatureKey]: secretSignature, value: defined[key] };
  }
  return structproto.Struct.fromJavaScript(defined as Record<string, structproto.JavaScriptValue>);
}
