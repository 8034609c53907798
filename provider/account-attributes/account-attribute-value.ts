// AccountAttributeValue: one value of an account attribute (a status, a type, a priority...).
// Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { AccountAttribute } from "./account-attributes";
import type { accountAttributeValueInputs } from "./schema";
import { claimDefault } from "./default-claims";

export type AccountAttributeValueArgs = ArgsOf<z.input<typeof accountAttributeValueInputs>>;

/**
 * A value of an account attribute. Changing `attribute` replaces it; anything else updates it in
 * place. `adoptId` takes an existing value (such as a built-in one) under management.
 */
export class AccountAttributeValue extends DynamicResource {
  declare readonly attribute: pulumi.Output<AccountAttribute>;
  declare readonly value: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly isDefault: pulumi.Output<boolean | undefined>;
  declare readonly icon: pulumi.Output<string | undefined>;
  declare readonly color: pulumi.Output<string | undefined>;
  declare readonly isClosed: pulumi.Output<boolean | undefined>;
  declare readonly adoptId: pulumi.Output<string | undefined>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: AccountAttributeValueArgs, opts?: pulumi.CustomResourceOptions) {
    claimDefault(name, args);
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "AccountAttributeValue",
      "account-attributes/account-attribute-value",
      name,
      withImportInput({ createdAt: undefined, updatedAt: undefined, ...args }, opts),
      withoutImportOption(opts),
    );
  }
}
