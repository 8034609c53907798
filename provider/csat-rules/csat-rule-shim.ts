// The serialized provider of CsatRule (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("CsatRule");
