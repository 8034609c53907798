// Response envelopes of the contract: the platform's `{status, message, timestamp, data}` and the
// CSAT endpoints' double envelope whose `data` is `{ok, data}`. Apps and attribute values are bare.
import { z } from "zod";

export function platformEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), timestamp: z.string(), data });
}

export function csatEnvelope<T extends z.ZodType>(data: T) {
  return platformEnvelope(z.object({ ok: z.boolean(), data }));
}
