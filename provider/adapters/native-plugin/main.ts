// The native plugin's process: serves the resource provider service on a local port and prints the
// port on stdout, which is how the engine finds a plugin it started. Started by the executable
// bin/pulumi-resource-supportplatform.
import * as fs from "node:fs";
import { PlatformClient } from "../../http/platform-client";
import { engineAddressArgument, engineNotes, engineStatus, engineWarnings } from "../engine-status";
import { packageFile } from "../../core/package-files";
import { startPluginServer } from "./server";
import { resourceProviderService } from "./service";

async function main(): Promise<void> {
  const { version } = JSON.parse(fs.readFileSync(packageFile("package.json"), "utf8")) as { version: string };
  // The engine starts the plugin with its own address: the client's waits and check's warnings and diff's notes show on its log.
  const engine = engineAddressArgument();
  const progress = engineStatus(engine);
  const { port } = await startPluginServer(
    resourceProviderService(version, (config) => new PlatformClient(config, { progress }), engineWarnings(engine), engineNotes(engine)),
  );
  process.stdout.write(`${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-supportplatform: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
