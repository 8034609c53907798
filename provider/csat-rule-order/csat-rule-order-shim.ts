// The serialized provider of CsatRuleOrder (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("CsatRuleOrder");
