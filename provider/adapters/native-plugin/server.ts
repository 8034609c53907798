// The gRPC server of the native plugin, on a free local port: the engine finds the port on the
// plugin's stdout (main.ts); tests connect to it directly.
import * as grpc from "@grpc/grpc-js";
import * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";

export async function startPluginServer(service: provrpc.IResourceProviderServer): Promise<{ port: number; server: grpc.Server }> {
  // Messages as large as the engine's own limit: a schema or a state of many properties.
  const server = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024 });
  server.addService(provrpc.ResourceProviderService, service);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return { port, server };
}
