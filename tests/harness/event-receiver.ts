// A webhook receiver on 127.0.0.1 that records every JSON body POSTed to it and answers 200, as
// the spec's example receiver does.
import * as http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
  team_id: string | null;
  user_id: string | null;
  event_id?: string;
}

export class EventReceiver {
  readonly received: ReceivedEvent[] = [];
  private readonly server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      this.received.push(JSON.parse(body) as ReceivedEvent);
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  url = "";

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/events`;
    return this;
  }

  /** Events of one kind received so far. */
  ofType(type: string): ReceivedEvent[] {
    return this.received.filter((event) => event.type === type);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
