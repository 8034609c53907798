// The serialized provider of AccountAttributeValue (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("AccountAttributeValue");
