// The package's `./runtime` export, what the shims load when they run: the dynamic provider
// process's runtime (dynamic-provider-runtime.ts), over the package's HTTP client, whose waits show
// on the engine's log, as do the resources' check warnings.
import { PlatformClient } from "../http/platform-client";
import { engineAddressArgument, engineStatus, engineWarnings } from "./engine-status";
import { dynamicProviderRuntime } from "./dynamic-provider-runtime";

const engine = engineAddressArgument();
const progress = engineStatus(engine);

export const { providerFor } = dynamicProviderRuntime((config) => new PlatformClient(config, { progress }), engineWarnings(engine));
