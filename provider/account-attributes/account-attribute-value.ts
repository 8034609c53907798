// AccountAttributeValue: one value of an account attribute (a status, a type, a priority...).
// Schema and API calls: account-attribute-value-provider.ts.
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { ArgsOf } from "../dynamic/input-types";
import type { AccountAttribute, accountAttributeValueInputs } from "./account-attribute-value-provider";
import accountAttributeValueShim = require("./account-attribute-value-shim");

export type AccountAttributeValueArgs = ArgsOf<z.input<typeof accountAttributeValueInputs>>;

/**
 * Claims of `isDefault: true` per attribute in this program. Two values that both claim to be
 * their attribute's default would take the flag from each other on every `up`; where both
 * claims are plain values this program can tell, and refuses the second.
 */
const defaultClaims = new Map<string, string>();

/**
 * A value of an account attribute. Changing `attribute` replaces it; anything else updates it in
 * place. `adoptId` takes an existing value (such as a built-in one) under management.
 */
export class AccountAttributeValue extends pulumi.dynamic.Resource {
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
    if (args.isDefault === true && typeof args.attribute === "string") {
      const other = defaultClaims.get(args.attribute);
      if (other !== undefined) {
        throw new Error(
          `AccountAttributeValue "${name}" and "${other}" both set isDefault for ${args.attribute}: only one value of an attribute can be its default`,
        );
      }
      defaultClaims.set(args.attribute, name);
    }
    super(
      accountAttributeValueShim,
      name,
      { ...args, createdAt: undefined, updatedAt: undefined },
      opts,
      "supportplatform",
      "AccountAttributeValue",
    );
  }
}
