// What of a stack's exported state a failed operation must leave alone. Pulumi itself rewrites
// some of it on every operation, failed or not (checked with the pinned CLI): the manifest's time,
// the default provider's record (the configuration it ran with), every secret's ciphertext (each
// checkpoint encrypts afresh, so values are compared decrypted) and, on a refresh, each resource's
// `propertyDependencies`. Everything else is the resources'.
import { createTestStack, type TestStack, type TestStackOptions } from "./pulumi-stack";

interface ExportedState {
  deployment: { resources?: { type: string }[]; pending_operations?: unknown[] };
}

/** Every resource but the providers (whose record is Pulumi's), and the pending operations. */
export async function resourcesInState(stack: TestStack) {
  const { deployment } = JSON.parse(await stack.exportText({ showSecrets: true })) as ExportedState;
  return {
    resources: (deployment.resources ?? []).filter((resource) => !resource.type.startsWith("pulumi:providers:")),
    pendingOperations: deployment.pending_operations ?? [],
  };
}

/**
 * A stack of `options`, applied, and refreshed so that its state already holds what Pulumi's refresh
 * writes; with that state's resources, the baseline a later failed operation must leave alone.
 */
export async function appliedStack(options: TestStackOptions) {
  const stack = await createTestStack(options);
  await stack.up();
  await stack.refresh();
  return { stack, state: await resourcesInState(stack) };
}
