// The native plugin's process: serves the resource provider service on a local port and prints the
// port on stdout, which is how the engine finds a plugin it started. Started by the executable
// bin/pulumi-resource-supportplatform.
import * as fs from "node:fs";
import * as path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import { PlatformClient } from "../../http/platform-client";
import { resourceProviderService } from "./service";

async function main(): Promise<void> {
  const manifest = [path.join(__dirname, "..", "..", "..", "package.json"), path.join(__dirname, "..", "..", "..", "..", "package.json")].find((file) => fs.existsSync(file))!;
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
  // Messages as large as the engine's own limit: a schema or a state of many properties.
  const server = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024 });
  server.addService(provrpc.ResourceProviderService, resourceProviderService(version, (config) => new PlatformClient(config)));
  const port = await new Promise<number>((resolve, reject) => server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))));
  process.stdout.write(`${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-supportplatform: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
