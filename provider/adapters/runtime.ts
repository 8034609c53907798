// The package's `./runtime` export, what the shims load when they run: the dynamic provider
// process's runtime (dynamic-provider-runtime.ts), over the package's HTTP client, whose waits show
// on the engine's log, as do the resources' check warnings and diff notes.
import { PlatformClient } from "../http/platform-client";
import { engineAddressArgument, engineNotes, engineStatus, engineWarnings } from "./engine-status";
import { dynamicProviderRuntime } from "./dynamic-provider-runtime";

const engine = engineAddressArgument();
const progress = engineStatus(engine);
const notes = engineNotes(engine);

/**
 * The lines Pulumi's dynamic provider host is about to print for failures the engine shows on their
 * resource anyway (@pulumi/pulumi 3.259, cmd/dynamic-provider: `console.error(`${e}: ${e.stack}`)`
 * in check, diff, read and delete); each is left unprinted once, every other line printed as it is.
 */
const echoes = new Set<string>();
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.length === 1 && typeof args[0] === "string" && echoes.delete(args[0])) return;
  printError(...args);
};

export const { providerFor } = dynamicProviderRuntime(
  (config) => new PlatformClient(config, { progress }),
  engineWarnings(engine),
  (line) => echoes.add(line),
  // Its host names no resource to the provider: a note goes under the stack, naming its resource.
  (note) => notes(note, ""),
);
