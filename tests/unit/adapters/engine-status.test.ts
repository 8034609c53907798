// A provider process's notices reach the engine as status lines of its log (tests/e2e/reliability/
// progress.test.ts shows them through the CLI), here against a stand-in for the engine's Log RPC.
import * as grpc from "@grpc/grpc-js";
import * as engrpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as engproto from "@pulumi/pulumi/proto/engine_pb";
import * as emptyproto from "google-protobuf/google/protobuf/empty_pb";
import { engineAddressArgument, engineStatus, engineWarnings } from "../../../provider/adapters/engine-status";

const unimplemented = (_call: unknown, callback: grpc.sendUnaryData<never>) => callback({ code: grpc.status.UNIMPLEMENTED });

describe("engineStatus and engineWarnings", () => {
  let server: grpc.Server;
  let address: string;
  const received: engproto.LogRequest[] = [];

  beforeAll(async () => {
    server = new grpc.Server();
    server.addService(engrpc.EngineService, {
      log: (call: grpc.ServerUnaryCall<engproto.LogRequest, emptyproto.Empty>, callback: grpc.sendUnaryData<emptyproto.Empty>) => {
        received.push(call.request);
        callback(null, new emptyproto.Empty());
      },
      getRootResource: unimplemented,
      setRootResource: unimplemented,
      startDebugging: unimplemented,
      requirePulumiVersion: unimplemented,
    });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
    );
    address = `127.0.0.1:${port}`;
  });
  afterAll(() => server.forceShutdown());

  it("sends each notice as an ephemeral info line of the engine's log", async () => {
    const fallback: string[] = [];
    const tell = engineStatus(address, (line) => fallback.push(line));
    tell("list roles: HTTP 503; retry 1 of 15 in 0.5 s");
    while (received.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received.map((request) => [request.getMessage(), request.getSeverity(), request.getEphemeral(), request.getUrn()])).toEqual([
      ["list roles: HTTP 503; retry 1 of 15 in 0.5 s", 1, true, ""],
    ]);
    expect(fallback).toEqual([]);
  });

  it("sends each warning as a warning of the engine's log, on the resource it names", async () => {
    received.length = 0;
    const warn = engineWarnings(address, () => undefined);
    warn("permissions[0].resource: not documented", "urn:pulumi:dev::p::supportplatform:index:Role::leads");
    warn("not about one resource");
    while (received.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const sent = received.map((request) => [request.getMessage(), request.getSeverity(), request.getEphemeral(), request.getUrn()]);
    expect(sent.sort()).toEqual([
      ["not about one resource", 2, false, ""],
      ["permissions[0].resource: not documented", 2, false, "urn:pulumi:dev::p::supportplatform:index:Role::leads"],
    ]);
  });

  it("falls back when there is no engine to tell, or it does not answer", async () => {
    const lines: string[] = [];
    engineStatus(undefined, (line) => lines.push(line))("one");
    const closed = new grpc.Server();
    const port = await new Promise<number>((resolve) =>
      closed.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (_e, bound) => resolve(bound)),
    );
    closed.forceShutdown();
    engineStatus(`127.0.0.1:${port}`, (line) => lines.push(line))("two");
    while (lines.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual(["one", "two"]);
    engineWarnings(undefined, (line) => lines.push(line))("three");
    expect(lines).toEqual(["one", "two", "warning: three"]);
  });
});

describe("engineAddressArgument", () => {
  it("takes the engine's address from a provider process's first argument, and nothing else", () => {
    expect(engineAddressArgument(["node", "main.js", "127.0.0.1:41234"])).toBe("127.0.0.1:41234");
    expect(engineAddressArgument(["node", "main.js", "[::1]:41234"])).toBe("[::1]:41234");
    expect(engineAddressArgument(["node", "jest", "--selectProjects"])).toBeUndefined();
    expect(engineAddressArgument(["node", "main.js"])).toBeUndefined();
  });
});
