// HS256 JSON Web Tokens with node:crypto: enough of RFC 7519 for the platform's bearer tokens.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  sub: string;
  org: string;
  typ: "access" | "refresh";
  iat: number;
  exp: number;
  jti: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const sign = (input: string, secret: string) => createHmac("sha256", secret).update(input).digest();

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString("base64url")}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise why not. */
export function verifyToken(token: string, secret: string, nowSeconds: number): { claims: TokenClaims } | { failure: string } {
  const parts = token.split(".");
  if (parts.length !== 3) return { failure: "Malformed token" };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { failure: "Invalid token signature" };
  const decodedHeader = decodeJson(header);
  if (decodedHeader?.alg !== "HS256") return { failure: "Unsupported token algorithm" };
  const claims = decodeJson(payload);
  if (!claims || !isClaims(claims)) return { failure: "Malformed token" };
  if (claims.exp <= nowSeconds) return { failure: "Token has expired" };
  return { claims };
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isClaims(value: Record<string, unknown>): value is Record<string, unknown> & TokenClaims {
  return (
    typeof value.sub === "string" &&
    typeof value.org === "string" &&
    (value.typ === "access" || value.typ === "refresh") &&
    typeof value.exp === "number" &&
    typeof value.iat === "number" &&
    typeof value.jti === "string"
  );
}
