// `GET /_emulator/stream`: Server-Sent Events telling a reader (the console) what changes as it
// happens: each request logged, each change of a webhook delivery, the log or deliveries cleared,
// and each commit that changed the state. `ready` comes first, once subscribed: a reader that reads
// the lists after it misses nothing (it may see a change twice, which events carry ids to merge).
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../domains/context";

export type StreamEventName = "ready" | "request" | "requests-cleared" | "delivery" | "deliveries-cleared" | "state";

export function registerStreamRoute(app: FastifyInstance, { requestLog, events, store }: EmulatorContext, path: string): void {
  app.get(path, { config: { transaction: false } }, (_request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    const send = (event: StreamEventName, data: unknown = {}) => {
      if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribes = [
      requestLog.changes.subscribe((change) => (change.type === "added" ? send("request", change.entry) : send("requests-cleared"))),
      events.delivery.changes.subscribe((change) =>
        change.type === "changed" ? send("delivery", change.delivery) : send("deliveries-cleared"),
      ),
      store.transactions.committed.subscribe(() => send("state")),
    ];
    raw.once("close", () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    });
    send("ready");
  });
}
