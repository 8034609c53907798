// The types an organization's tag may have, as plain values: programs import them from the package
// without loading the provider's schemas (zod).

/** The org tag update page's `tagType`: a ticket's classification, or a skill that routing matches. */
export const tagTypes = ["ticket", "skills"] as const;
