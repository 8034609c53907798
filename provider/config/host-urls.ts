// What a host setting (baseUrl, apiUrl, appsStudioUrl, slaUrl, workflowsUrl) may be: an absolute http(s) URL without user
// information (credentials have their own, secret, settings: a password in a URL is plain config,
// and shows wherever the URL does), and http:// only to this machine unless the user allows it: the
// API key, tokens and passwords would cross the network in clear.
import * as net from "node:net";
import { httpUrl } from "../core/schema-parts";

/** A host's URL, without a trailing slash (endpoint paths start with one); one-line reasons that never echo it. */
export const hostUrlSchema = httpUrl
  .refine((url) => {
    // A URL that does not parse is httpUrl's to report.
    const parsed = URL.parse(url);
    return parsed === null || (parsed.username === "" && parsed.password === "");
  }, "must not carry user information (user:password@): the provider's credentials have settings of their own")
  .transform((url) => url.replace(/\/+$/, ""));

/** Whether `url` names this machine: localhost, 127.0.0.0/8 or ::1 (an IPv4-mapped 127.x too). */
export function isLoopbackUrl(url: string): boolean {
  // URL has already made every spelling of an address canonical (127.1, 0x7f.0.0.1, [0:0::1]).
  const host = new URL(url).hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost") return true;
  if (net.isIPv4(host)) return host.startsWith("127.");
  return host === "::1" || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host);
}

/** Whether the URL sends requests unencrypted to another machine, which only allowInsecureHttp permits. */
export function isInsecureRemoteUrl(url: string): boolean {
  return new URL(url).protocol === "http:" && !isLoopbackUrl(url);
}
