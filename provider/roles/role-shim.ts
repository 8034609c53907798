// The serialized provider of Role (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("Role");
