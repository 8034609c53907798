// The serialized provider of AccountAttributeValue (see adapters/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("AccountAttributeValue");
