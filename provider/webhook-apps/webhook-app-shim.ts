// The serialized provider of WebhookApp (see program/shim.ts): this module's whole export.
import { providerShim } from "../program/shim";

export = providerShim("WebhookApp");
