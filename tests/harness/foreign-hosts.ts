// Servers that are not the platform, for tests of misconfiguration: each answers every request the
// same way and records it (see FakePlatform).
import * as net from "node:net";
import { FakePlatform } from "../unit/http/fake-platform";

/** The redirect statuses a server may answer, each of which a client could follow. */
export const redirectStatuses = [301, 302, 303, 307, 308] as const;

/** Redirects every request, path and query kept, to the same path on `target`: a moved host. */
export const redirector = (status: number, target: FakePlatform) =>
  new FakePlatform().otherwise((request) => ({ status, headers: { location: `${target.url}${request.path}` } }));

/** Answers every request 200 with an empty JSON object: where a followed redirect would land. */
export const recorder = () => new FakePlatform().otherwise(() => ({ status: 200, body: {} }));

/** A plain web server that has none of the platform's paths: an HTML 404 for everything. */
export const htmlNotFound = () =>
  new FakePlatform().otherwise(() => ({
    status: 404,
    raw: "<html><body><h1>404 Not Found</h1></body></html>",
    headers: { "content-type": "text/html" },
  }));

/**
 * A local address where nothing listens. A privileged port: the kernel never hands one out as an
 * ephemeral port, so no other process of a busy machine can take it between this check and the
 * test's requests (as one did with a port just freed). The check fails loudly should one listen.
 */
export async function closedAddress(): Promise<string> {
  const address = { host: "127.0.0.1", port: 9 };
  const refused = await new Promise<boolean>((resolve) => {
    const socket = net.connect(address, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
  if (!refused) throw new Error(`something listens on ${address.host}:${address.port}; the unreachable-host case needs a closed port`);
  return `http://${address.host}:${address.port}`;
}
