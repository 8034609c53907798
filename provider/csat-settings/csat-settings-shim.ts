// The serialized provider of CsatSettings (see adapters/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("CsatSettings");
