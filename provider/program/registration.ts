// What a dynamic resource's class tells its provider that Pulumi's dynamic provider host does not:
// the resource's name, and which of its inputs the program marked secret (the host hands the
// provider plain values, markers stripped). Only the kinds whose provider needs it are told
// (OutputSecrecy.secretInputsTold): a preview's note must never quote a secret, and another kind's
// output that carries one of these inputs must be secret when it is. A class adds it to its inputs
// as it registers (secret-output-options.ts's withRegistration); it is no secret itself.
import { isPlainObject } from "../core/is-plain-object";

/** The input that carries it; Pulumi neither shows nor compares inputs named `__…`. */
export const registrationKey = "__registration";

export interface Registration {
  /** The resource's name in the program (its URN's last part). */
  readonly name: string;
  /** The top-level inputs that hold a secret. */
  readonly secretInputs: readonly string[];
}

/** The registration a value holds, or undefined when it holds none (a class that told nothing, state from before). */
export function registrationOf(value: unknown): Registration | undefined {
  if (!isPlainObject(value)) return undefined;
  const { name, secretInputs } = value;
  if (typeof name !== "string" || !Array.isArray(secretInputs) || !secretInputs.every((input) => typeof input === "string"))
    return undefined;
  return { name, secretInputs };
}
