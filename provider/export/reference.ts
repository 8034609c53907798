// A value of an exported program that is a name the program knows rather than data: a declared
// team's id, a declared CSAT rule's id (in a team's rule order), a declared account relationship
// type's id (its inverse's), the constant of a team's id, a value of the stack's secret config. Each language's
// writer prints it its own way (`billingTeam.id` in TypeScript, `${billing.id}` in YAML).
export type ReferenceTarget =
  /** The id of the team declared for this team id. */
  | { team: string }
  /** The id of the CSAT rule declared for this rule id. */
  | { rule: string }
  /** The id of the account relationship type declared for this type id. */
  | { relationshipType: string }
  /** The named constant holding a team id the program does not declare. */
  | { constant: string }
  /** The stack's secret config value under this key. */
  | { secret: string };

export class Reference {
  constructor(readonly to: ReferenceTarget) {}
}

/** Plain data with references in it: what a declaration's inputs are once the export has named things. */
export type Literal = string | number | boolean | null | Reference | readonly Literal[] | { readonly [key: string]: Literal | undefined };
