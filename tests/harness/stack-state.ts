// What of a stack's exported state a failed operation must leave alone. Pulumi itself rewrites
// some of it on every operation, failed or not (checked with the pinned CLI): the manifest's time,
// the default provider's record (the configuration it ran with), every secret's ciphertext (each
// checkpoint encrypts afresh: compare an export made with showSecrets) and, on a refresh, each
// resource's `propertyDependencies`. Everything else is the resources'.

interface ExportedState {
  deployment: { resources?: { type: string }[]; pending_operations?: unknown[] };
}

/** Every resource but the providers (whose record is Pulumi's), and the pending operations. */
export function resourcesInState(exportText: string) {
  const { deployment } = JSON.parse(exportText) as ExportedState;
  return {
    resources: (deployment.resources ?? []).filter((resource) => !resource.type.startsWith("pulumi:providers:")),
    pendingOperations: deployment.pending_operations ?? [],
  };
}
