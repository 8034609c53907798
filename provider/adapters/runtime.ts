// The package's `./runtime` export, what the serialized shims load when they run: the dynamic
// provider process's runtime (dynamic-provider-runtime.ts) over the package's HTTP client, whose
// waits show on the engine's log.
import { PlatformClient } from "../http/platform-client";
import { engineAddressArgument, engineStatus } from "./engine-status";
import { dynamicProviderRuntime } from "./dynamic-provider-runtime";

const progress = engineStatus(engineAddressArgument());

export const { providerFor } = dynamicProviderRuntime((config) => new PlatformClient(config, { progress }));
