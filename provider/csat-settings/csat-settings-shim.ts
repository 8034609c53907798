// The serialized provider of CsatSettings (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("CsatSettings");
