// The serialized provider of CsatRule (see adapters/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("CsatRule");
