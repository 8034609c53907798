// What the serialized shims load when they run (`pulumi-support-platform/runtime`): the runtime of
// the provider process, over the package's HTTP client.
import { PlatformClient } from "../http/platform-client";
import { providerRuntime } from "./provider-runtime";

export const { providerFor } = providerRuntime((config) => new PlatformClient(config));
