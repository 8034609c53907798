// The serialized provider of Role (see dynamic/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("Role");
