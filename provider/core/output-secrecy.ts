// Which outputs Pulumi must keep secret, for every face: a value derived from a secret is secret.
// A definition names its computed outputs that are credentials (always secret) and, for each
// computed output built from inputs, the inputs it is built from (secret whenever one of them is).
// An output named like an input holds that input, so it is secret when the input is. Plain data,
// so that the program-side classes can apply it without loading the provider's schemas.

export interface OutputSecrecy {
  /** Computed outputs that are credentials: always secret. */
  readonly secretOutputs: readonly string[];
  /** Each computed output that carries input values, and the inputs it carries. */
  readonly derivedOutputs: Readonly<Record<string, readonly string[]>>;
  /**
   * Whether the dynamic face's class tells its provider which inputs the program marked secret (its
   * host hides it): for the kinds whose provider says something a secret must not be in (a
   * preview's notes), or whose inputs another kind's outputs carry (a rule's name in an order).
   */
  readonly secretInputsTold?: boolean;
}

/** The computed outputs that carry a value of one of `secretInputs`. */
export function derivedSecretOutputs(secrecy: OutputSecrecy, secretInputs: Iterable<string>): string[] {
  const secret = new Set(secretInputs);
  return Object.entries(secrecy.derivedOutputs)
    .filter(([, sources]) => sources.some((input) => secret.has(input)))
    .map(([output]) => output);
}

/** Every output to keep secret when `secretInputs` (top-level input names) are secret. */
export function secretOutputKeys(secrecy: OutputSecrecy, secretInputs: Iterable<string>): string[] {
  const inputs = [...secretInputs];
  return [...new Set([...secrecy.secretOutputs, ...inputs, ...derivedSecretOutputs(secrecy, inputs)])];
}
