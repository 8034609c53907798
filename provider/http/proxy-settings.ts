// Which egress proxy, if any, a request goes through, from the variables curl and Go read:
// HTTPS_PROXY for https URLs, HTTP_PROXY for http ones, NO_PROXY for the exceptions, each in lower
// or upper case (the lower-case one first where both are set, as curl). As in Go, requests to
// localhost and loopback addresses never go through a proxy.
//
// NO_PROXY is a comma-separated list of: `*` (no proxy at all); a host name, which also covers its
// subdomains, with or without a leading `.` or `*.`; an IP address; a CIDR range (`10.0.0.0/8`);
// any of these with `:port`, which then covers that port only.
import * as net from "node:net";
import { ConfigError } from "../config/config-error";

/** Where a request goes: its URL's protocol, host name (IPv6 without brackets) and port. */
export interface ProxyTarget {
  protocol: string;
  hostname: string;
  port: number;
}

/** The proxy for a target, or undefined to connect directly. */
export type ProxyFor = (target: ProxyTarget) => URL | undefined;

interface Exception {
  /** A host name (covering its subdomains) or an IP address; absent for a range. */
  host?: string;
  range?: net.BlockList;
  port?: number;
}

const defaultPorts: Record<string, number> = { "http:": 80, "https:": 443 };

/** The value of a variable, lower case first; empty counts as unset. */
function variable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return [env[name.toLowerCase()], env[name]].find((value) => value !== undefined && value.trim() !== "")?.trim();
}

/** A proxy URL (`http://proxy:3128`, or `proxy:3128` as curl reads it); the value is never echoed, it may hold a password. */
function proxyUrl(name: string, value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    url = undefined;
  }
  if (url === undefined || !(url.protocol in defaultPorts) || url.hostname === "") {
    throw new ConfigError([`${name} must be the URL of an http or https proxy, such as http://proxy.example.com:3128`]);
  }
  return url;
}

/** The host of a NO_PROXY entry or target, lower case, without brackets or trailing dot. */
function normalizeHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

function parseException(entry: string): Exception | undefined {
  const [, bracketed, bracketPort] = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? [];
  const [, named, namedPort] = /^([^:]+):(\d+)$/.exec(entry) ?? [];
  const hostPart = bracketed ?? named ?? entry;
  const portPart = bracketPort ?? namedPort;
  const port = portPart === undefined ? {} : { port: Number(portPart) };
  const [address, prefix] = hostPart.split("/");
  if (prefix !== undefined) {
    const family = net.isIP(address!);
    const bits = Number(prefix);
    if (family === 0 || !/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return undefined;
    const range = new net.BlockList();
    range.addSubnet(address!, bits, family === 4 ? "ipv4" : "ipv6");
    return { range, ...port };
  }
  const host = normalizeHost(hostPart).replace(/^\*?\./, "");
  return host === "" ? undefined : { host, ...port };
}

function covers(exception: Exception, host: string, port: number): boolean {
  if (exception.port !== undefined && exception.port !== port) return false;
  if (exception.range !== undefined) {
    const family = net.isIP(host);
    return family !== 0 && exception.range.check(host, family === 4 ? "ipv4" : "ipv6");
  }
  return host === exception.host || (net.isIP(host) === 0 && host.endsWith(`.${exception.host}`));
}

function isLoopback(host: string): boolean {
  if (host === "localhost") return true;
  if (net.isIPv4(host)) return host.startsWith("127.");
  return host === "::1";
}

/**
 * The proxy settings of an environment, or undefined when it names no proxy, so that connections
 * take no detour. A malformed proxy variable fails with a ConfigError naming it.
 */
export function proxySettingsFrom(env: NodeJS.ProcessEnv): ProxyFor | undefined {
  const proxies: Record<string, URL | undefined> = {};
  for (const [protocol, name] of [
    ["https:", "HTTPS_PROXY"],
    ["http:", "HTTP_PROXY"],
  ] as const) {
    const value = variable(env, name);
    if (value !== undefined) proxies[protocol] = proxyUrl(name, value);
  }
  if (Object.keys(proxies).length === 0) return undefined;
  const entries = (variable(env, "NO_PROXY") ?? "").split(/[\s,]+/).filter((entry) => entry !== "");
  const bypassAll = entries.includes("*");
  const exceptions = entries.map(parseException).filter((exception) => exception !== undefined);

  return ({ protocol, hostname, port }) => {
    const proxy = proxies[protocol];
    if (proxy === undefined || bypassAll) return undefined;
    const host = normalizeHost(hostname);
    const effectivePort = port || defaultPorts[protocol]!;
    if (isLoopback(host) || exceptions.some((exception) => covers(exception, host, effectivePort))) return undefined;
    return proxy;
  };
}
