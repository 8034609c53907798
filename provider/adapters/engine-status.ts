// Tells the user, through the Pulumi engine, what a provider process is waiting for while it waits
// (a retry, the rate limit), so a slow run is never silent. The engine starts both faces' processes
// (the dynamic provider host, the native plugin) with its address as their first argument, and its
// Log RPC is what `pulumi.log` calls in a program: the CLI shows each line under the stack. Where
// no engine address was given, lines go to stderr.
import * as grpc from "@grpc/grpc-js";
import * as engrpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as engproto from "@pulumi/pulumi/proto/engine_pb";

/** The engine's address from a provider process's arguments (`127.0.0.1:41234`), if it has one. */
export function engineAddressArgument(argv: readonly string[] = process.argv): string | undefined {
  const address = argv[2];
  return address !== undefined && /^(?:[\w.-]+|\[[\da-fA-F:.]+\]):\d+$/.test(address) ? address : undefined;
}

/** A sink for notices: each one an info line of the engine's log at `address`, else of `fallback`. */
export function engineStatus(address: string | undefined, fallback: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): (notice: string) => void {
  if (address === undefined) return fallback;
  let engine: engrpc.EngineClient | undefined;
  return (notice) => {
    // The engine is local: never through an egress proxy that grpc-js would take from https_proxy.
    engine ??= new engrpc.EngineClient(address, grpc.credentials.createInsecure(), { "grpc.enable_http_proxy": 0 });
    const request = new engproto.LogRequest().setSeverity(engproto.LogSeverity.INFO).setMessage(notice).setEphemeral(true);
    engine.log(request, (error) => {
      if (error !== null) fallback(notice);
    });
  };
}
