// The serialized provider of TeamMember (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("TeamMember");
