// A create that made the object but could not finish, as Pulumi's protocol carries it: a gRPC error
// whose status details hold an ErrorResourceInitFailed with the id and the outputs, which the
// engine (pkg/resource/plugin/provider_plugin.go, parseError) keeps in state as a partial create.
import * as grpc from "@grpc/grpc-js";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";
import * as anyproto from "google-protobuf/google/protobuf/any_pb";
import type * as structproto from "google-protobuf/google/protobuf/struct_pb";

export function partialCreateStatus(message: string, id: string, properties: structproto.Struct): Partial<grpc.StatusObject> {
  const detail = new provproto.ErrorResourceInitFailed().setId(id).setProperties(properties).setReasonsList([message]);
  const any = new anyproto.Any();
  any.pack(detail.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
  const status = new statusproto.Status().setCode(grpc.status.UNKNOWN).setMessage(message).setDetailsList([any]);
  const metadata = new grpc.Metadata();
  metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
  return { code: grpc.status.UNKNOWN, details: message, metadata };
}
