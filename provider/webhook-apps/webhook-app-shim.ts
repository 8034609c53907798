// The serialized provider of WebhookApp (see adapters/shim.ts): this module's whole export.
import { providerShim } from "../adapters/shim";

export = providerShim("WebhookApp");
