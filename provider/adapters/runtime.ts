// What the serialized shims load when they run (`pulumi-support-platform/runtime`): the runtime of
// the provider process, over the package's HTTP client, whose waits show on the engine's log, as
// do the resources' check warnings.
import { PlatformClient } from "../http/platform-client";
import { engineAddressArgument, engineStatus, engineWarnings } from "./engine-status";
import { providerRuntime } from "./provider-runtime";

const engine = engineAddressArgument();
const progress = engineStatus(engine);

export const { providerFor } = providerRuntime((config) => new PlatformClient(config, { progress }), engineWarnings(engine));
