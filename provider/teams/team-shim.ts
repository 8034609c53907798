// The serialized provider of Team (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("Team");
