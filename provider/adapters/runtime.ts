// What the serialized shims load when they run (`pulumi-support-platform/runtime`): the runtime of
// the provider process, over the package's HTTP client, whose waits show on the engine's log.
import { PlatformClient } from "../http/platform-client";
import { engineAddressArgument, engineStatus } from "./engine-status";
import { providerRuntime } from "./provider-runtime";

const progress = engineStatus(engineAddressArgument());

export const { providerFor } = providerRuntime((config) => new PlatformClient(config, { progress }));
