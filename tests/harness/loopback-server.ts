// Starting and stopping a test's own HTTP server on 127.0.0.1.
import type * as http from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on 127.0.0.1 at `port` (any free one by default) and answers the server's URL. */
export async function listenOnLoopback(server: http.Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Drops every connection, keep-alive ones too, and closes the server. */
export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
