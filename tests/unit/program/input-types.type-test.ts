// Resource arguments accept outputs wherever a user may have one. Compile-time checks only, so no
// jest test: `npm run test:unit` type-checks this file first (tsc --noEmit) and fails on a
// regression, including an @ts-expect-error that no longer finds its error.
import type * as pulumi from "@pulumi/pulumi";
import type { AccountAttribute, AccountAttributeValueArgs, CsatRuleArgs, RoleArgs } from "../../../provider";

declare const attribute: pulumi.Output<AccountAttribute>;
declare const flag: pulumi.Output<boolean>;
declare const text: pulumi.Output<string>;
declare const actions: pulumi.Output<("view" | "update")[]>;

/** Outputs of booleans, of enum unions and of whole arrays, at any depth. */
export function declareArguments() {
  const value: AccountAttributeValueArgs = { attribute, value: text, isDefault: flag, isClosed: Promise.resolve(false) };
  const role: RoleArgs = { name: text, permissions: [{ resource: "tickets", actions }] };
  const rule: CsatRuleArgs = {
    teamId: text,
    name: "Rule",
    isActive: flag,
    allFilters: { ticket: { standardFields: [{ field: "type", operator: "=", value: text }] } },
    triggerConfig: { triggerType: text },
    feedbackConfig: { enabled: flag },
  };
  // @ts-expect-error an attribute outside the enum
  const wrong: AccountAttributeValueArgs = { attribute: "account_mood", value: "x" };
  return [value, role, rule, wrong];
}
