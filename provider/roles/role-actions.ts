// The actions a role's permission may allow, as plain values: programs import them from the package
// without loading the provider's schemas (zod).

/** The actions the spec names. */
export const roleActions = ["view", "create", "update", "delete", "assign", "comment"] as const;
