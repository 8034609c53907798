// What the program checks as it declares an AccountAttributeValue: the generated class calls a
// resource folder's `programCheck` when the folder has this file. Two AccountAttributeValues that
// both claim `isDefault: true` for one attribute would take the flag from each other on every `up`
// (see the README).
import { oneDefaultClaims } from "../program/one-default-claims";

export const programCheck = oneDefaultClaims("AccountAttributeValue", "attribute", "only one value of an attribute can be its default");
