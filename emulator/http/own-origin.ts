// The control routes and the console belong to the emulator's own origin, not to any page a browser
// happens to show. Through DNS rebinding (a name of another site's that resolves to 127.0.0.1) a page
// could read the request log; with a form or a fetch it could reset or change the state. So every
// request to them must be addressed to one of the emulator's own host names (Host, with the port it
// reached), and every one that may change something must also come from the emulator's own pages:
// no other Origin, no cross-site or same-site Sec-Fetch-Site, and the header CONTROL_HEADER, which a
// form cannot send and a script of another origin cannot send without a CORS preflight the emulator
// never grants. The platform's own routes take none of this: they answer as the platform does.
import type { IncomingHttpHeaders } from "node:http";
import { CONTROL_HEADER } from "./control-header";
import { type ErrorBody, HttpError, statusName } from "../errors";

/** A refusal of the controls' own: its message is the explanation (not the platform's wording for a 403). */
class ControlRefusal extends HttpError {
  override get body(): ErrorBody {
    return { statusCode: this.statusCode, message: this.message, error: statusName(this.statusCode) };
  }
}

const forbidden = (message: string) => new ControlRefusal(403, message);

/** The names every emulator answers to on its controls, whatever address it listens on. */
export const LOOPBACK_HOST_NAMES = ["127.0.0.1", "localhost", "[::1]"] as const;

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A host name as a URL spells it (lower-case, an IPv6 address in brackets); undefined for anything else (a port, a path). */
export function hostName(name: string): string | undefined {
  const bracketed = name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
  try {
    const url = new URL(`http://${bracketed}`);
    const bare = url.host === url.hostname && url.username === "" && url.password === "" && url.pathname === "/" && url.search === "";
    return bare && url.hash === "" ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** The host names the controls answer: the loopback names, the address it listens on, and those the user allowed. */
export function ownHostNames(listenHost: string, allowedHosts: readonly string[]): ReadonlySet<string> {
  const names = [...LOOPBACK_HOST_NAMES, listenHost, ...allowedHosts].map(hostName);
  return new Set(names.filter((name): name is string => name !== undefined));
}

export interface ControlRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The port the request reached: the emulator's own, which its Host and Origin must name. */
  localPort: number | undefined;
}

/** Why a control or console request is refused (421 foreign Host, 403 cross-site), or undefined when it is the emulator's own. */
export function controlRefusal(request: ControlRequest, ownNames: ReadonlySet<string>): HttpError | undefined {
  const own = ownAuthority(request.headers.host, request.localPort, ownNames);
  if (own === undefined) {
    return new ControlRefusal(
      421,
      `The emulator's controls and console answer only requests addressed to its own host names (${[...ownNames].join(", ")}) and port; start it with --allow-host <name> to add one`,
    );
  }
  if (READ_ONLY_METHODS.has(request.method)) return undefined;
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    return forbidden(`Cross-site request refused: the emulator's controls change state only for its own pages (Sec-Fetch-Site: ${site})`);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${own}`) {
    return forbidden("Cross-site request refused: the emulator's controls change state only for its own pages (Origin is another site)");
  }
  if (request.headers[CONTROL_HEADER] !== "1") {
    return forbidden(`Control request refused: a request that changes the emulator's state must carry the header ${CONTROL_HEADER}: 1`);
  }
  return undefined;
}

/** `host:port` as the Host header names it, when that is one of the emulator's names and the port the request reached. */
function ownAuthority(host: string | undefined, localPort: number | undefined, ownNames: ReadonlySet<string>): string | undefined {
  if (host === undefined || localPort === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  if (url.host !== host.toLowerCase() || !ownNames.has(url.hostname)) return undefined;
  const port = url.port === "" ? 80 : Number(url.port);
  return port === localPort ? url.host : undefined;
}
