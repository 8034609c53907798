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
 * Whether a property value holds a secret anywhere, as a transform sees it (a secret, or an output
 * value that is secret: the engine hands an input that depends on other resources as one) or as the
 * program gives it (an output, or a promise of a value holding one).
 */
async function containsSecret(value: unknown): Promise<boolean> {
  if (isRpcSecret(value)) return true;
  if (pulumi.Output.isInstance(value)) return pulumi.isSecret(value);
  if (value instanceof Promise) return containsSecret(await value);
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return (await Promise.all(items.map(containsSecret))).includes(true);
}

/** The top-level inputs of `props` (a transform's view of them, or the program's) that hold a secret. */
async function secretInputsOf(props: Record<string, unknown>): Promise<string[]> {
  const secret = await Promise.all(Object.keys(props).map(async (key) => ((await containsSecret(props[key])) ? [key] : [])));
  return secret.flat();
}

/** The outputs that `props` (a transform's view of the inputs) make secret beyond those named like an input. */
export async function transformSecretOutputs(secrecy: OutputSecrecy, props: Record<string, unknown>): Promise<string[]> {
  return derivedSecretOutputs(secrecy, await secretInputsOf(props));
}

/** The resources behind the output values in `value` (a transform's view of the inputs), at any depth. */
function resourcesBehind(value: unknown): pulumi.Resource[] {
  if (pulumi.Output.isInstance(value)) {
    // The SDK keeps an output's resources in a member its typings do not publish.
    const resources = (value as unknown as { resources?: () => Set<pulumi.Resource> }).resources?.();
    return resources === undefined ? [] : [...resources];
  }
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return items.flatMap(resourcesBehind);
}

/**
 * `opts` with the resource's secret outputs, and the transform that adds the derived ones. A
 * transform that answers inputs makes the SDK send them again as plain values, which drops the
 * resources they came from (the engine then takes its dependencies from the options alone): the
 * transform answers nothing unless it has outputs to add, and then names those resources in
 * `dependsOn`, so that the resource still waits for them and is deleted before them.
 */
export function withSecretOutputs(secrecy: OutputSecrecy, opts: pulumi.CustomResourceOptions = {}): pulumi.CustomResourceOptions {
  const additionalSecretOutputs = [...(opts.additionalSecretOutputs ?? []), ...secrecy.secretOutputs];
  // Without an engine that runs transforms (the SDK's mocks) there is no state to protect.
  if (Object.keys(secrecy.derivedOutputs).length === 0 || !engineRunsTransforms()) return { ...opts, additionalSecretOutputs };
  const transform: pulumi.ResourceTransform = async ({ props, opts: registered }) => {
    const derived = await transformSecretOutputs(secrecy, props);
    if (derived.length === 0) return undefined;
    const custom: pulumi.CustomResourceOptions = registered;
    const dependsOn = [...((custom.dependsOn ?? []) as pulumi.Resource[]), ...resourcesBehind(props)];
    return {
      props,
      opts: { ...custom, dependsOn, additionalSecretOutputs: [...new Set([...(custom.additionalSecretOutputs ?? []), ...derived])] },
    };
  };
  return { ...opts, additionalSecretOutputs, transforms: [...(opts.transforms ?? []), transform] };
}

/**
 * `props` with what the class of a kind that is told them (registration.ts) tells its provider: the
 * resource's name and which of its inputs hold a secret, as an input that is no secret. Found from
 * the inputs as the program gives them, not in a transform: a transform that answers inputs drops
 * the resources they come from (withSecretOutputs).
 */
export function withRegistration(secrecy: OutputSecrecy, name: string, props: pulumi.Inputs): pulumi.Inputs {
  if (secrecy.secretInputsTold !== true) return props;
  const registration = pulumi.output(secretInputsOf(props)).apply((inputs): Registration => ({ name, secretInputs: inputs }));
  return { ...props, [registrationKey]: registration };
}
