// The dynamic face's half of the secrecy rule (core/output-secrecy.ts), applied where the program
// registers a resource. Pulumi's dynamic provider host does not accept secrets: the engine hands
// it plain values and keeps secret only the outputs named like a secret input. So the class asks
// the engine for the rest as additional secret outputs: its credentials always, and the outputs
// built from inputs once a transform has seen which inputs are secret (a transform receives them
// still marked, after every Output has resolved). The engine records the list in state and applies
// it after every step, refresh and import included.
import * as pulumi from "@pulumi/pulumi";
import { isRpcSecret } from "@pulumi/pulumi/runtime/rpc";
import { derivedSecretOutputs, type OutputSecrecy } from "../core/output-secrecy";
import { isPlainObject } from "../core/is-plain-object";
import { type Registration, registrationKey } from "./registration";

/**
 * Whether the engine runs transforms. The SDK keeps it in a store its typings do not publish; the
 * SDK's mocks (a program's unit tests) turn it off, and a registration with a transform then fails.
 */
function engineRunsTransforms(): boolean {
  const state: { getStore?: () => { supportsTransforms?: boolean } } = require("@pulumi/pulumi/runtime/state");
  return state.getStore?.().supportsTransforms !== false;
}

/**
 * Whether a property value as a transform sees it holds a secret anywhere: a secret, or an output
 * value that is secret (the engine hands an input that depends on other resources as one).
 */
async function containsSecret(value: unknown): Promise<boolean> {
  if (isRpcSecret(value)) return true;
  if (pulumi.Output.isInstance(value)) return pulumi.isSecret(value);
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return (await Promise.all(items.map(containsSecret))).includes(true);
}

/** The top-level inputs of `props` (a transform's view of them) that hold a secret. */
async function secretInputsOf(props: Record<string, unknown>): Promise<string[]> {
  const secret = await Promise.all(Object.keys(props).map(async (key) => ((await containsSecret(props[key])) ? [key] : [])));
  return secret.flat();
}

/** The outputs that `props` (a transform's view of the inputs) make secret beyond those named like an input. */
export async function transformSecretOutputs(secrecy: OutputSecrecy, props: Record<string, unknown>): Promise<string[]> {
  return derivedSecretOutputs(secrecy, await secretInputsOf(props));
}

/**
 * `opts` with the resource's secret outputs, and the transform that adds the derived ones and, for a
 * kind that is told them (registration.ts), the resource's name and its secret inputs as an input.
 */
export function withSecretOutputs(secrecy: OutputSecrecy, opts: pulumi.CustomResourceOptions = {}): pulumi.CustomResourceOptions {
  const additionalSecretOutputs = [...(opts.additionalSecretOutputs ?? []), ...secrecy.secretOutputs];
  const told = secrecy.secretInputsTold === true;
  // Without an engine that runs transforms (the SDK's mocks) there is no state to protect, and a
  // provider told nothing says nothing that could quote a secret.
  if ((Object.keys(secrecy.derivedOutputs).length === 0 && !told) || !engineRunsTransforms()) return { ...opts, additionalSecretOutputs };
  const transform: pulumi.ResourceTransform = async ({ name, props, opts: registered }) => {
    const secretInputs = await secretInputsOf(props);
    const derived = derivedSecretOutputs(secrecy, secretInputs);
    if (derived.length === 0 && !told) return undefined;
    const registration: Registration = { name, secretInputs };
    const custom: pulumi.CustomResourceOptions = registered;
    return {
      props: told ? { ...props, [registrationKey]: registration } : props,
      opts: { ...custom, additionalSecretOutputs: [...new Set([...(custom.additionalSecretOutputs ?? []), ...derived])] },
    };
  };
  return { ...opts, additionalSecretOutputs, transforms: [...(opts.transforms ?? []), transform] };
}
