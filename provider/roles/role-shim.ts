// The serialized provider of Role (see adapters/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("Role");
