// Tells the user, through the Pulumi engine, what a provider process is waiting for while it waits
// (a retry, the rate limit), so a slow run is never silent, and what looks wrong in inputs the
// platform still accepts (a warning). The engine starts both faces' processes (the dynamic provider
// host, the native plugin) with its address as their first argument, and its Log RPC is what
// `pulumi.log` calls in a program: the CLI shows each line under the stack, or under the resource
// the line names. Where no engine address was given, lines go to stderr.
import * as grpc from "@grpc/grpc-js";
import * as engrpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as engproto from "@pulumi/pulumi/proto/engine_pb";

type Line = (line: string) => void;

const stderrLine: Line = (line) => process.stderr.write(`${line}\n`);

/** The engine's address from a provider process's arguments (`127.0.0.1:41234`), if it has one. */
export function engineAddressArgument(argv: readonly string[] = process.argv): string | undefined {
  const address = argv[2];
  return address !== undefined && /^(?:[\w.-]+|\[[\da-fA-F:.]+\]):\d+$/.test(address) ? address : undefined;
}

/** Sends log requests to the engine at `address`; a request it does not take goes to `fallback` as its message. */
function engineLog(address: string, fallback: Line): (request: engproto.LogRequest) => void {
  let engine: engrpc.EngineClient | undefined;
  return (request) => {
    // The engine is local: never through an egress proxy that grpc-js would take from https_proxy.
    engine ??= new engrpc.EngineClient(address, grpc.credentials.createInsecure(), { "grpc.enable_http_proxy": 0 });
    engine.log(request, (error) => {
      if (error !== null) fallback(request.getMessage());
    });
  };
}

/** A sink for notices: each one an info line of the engine's log at `address`, else of `fallback`. */
export function engineStatus(address: string | undefined, fallback: Line = stderrLine): (notice: string) => void {
  if (address === undefined) return fallback;
  const log = engineLog(address, fallback);
  return (notice) => log(new engproto.LogRequest().setSeverity(engproto.LogSeverity.INFO).setMessage(notice).setEphemeral(true));
}

/**
 * A sink for warnings: each one a warning of the engine's log at `address`, shown under the resource
 * `urn` when given, else under the stack; without an engine, a `warning:` line of `fallback`.
 */
export function engineWarnings(address: string | undefined, fallback: Line = stderrLine): (warning: string, urn?: string) => void {
  if (address === undefined) return (warning) => fallback(`warning: ${warning}`);
  const log = engineLog(address, (warning) => fallback(`warning: ${warning}`));
  return (warning, urn = "") => log(new engproto.LogRequest().setSeverity(engproto.LogSeverity.WARNING).setMessage(warning).setUrn(urn));
}

/**
 * A sink for notes: each one an info line of the engine's log under the resource `urn` (the CLI
 * shows it among the resource's diagnostics, in a preview as in an update); without an engine, a
 * line of `fallback`.
 */
export function engineNotes(address: string | undefined, fallback: Line = stderrLine): (note: string, urn: string) => void {
  if (address === undefined) return (note) => fallback(note);
  const log = engineLog(address, fallback);
  return (note, urn) => log(new engproto.LogRequest().setSeverity(engproto.LogSeverity.INFO).setMessage(note).setUrn(urn));
}
