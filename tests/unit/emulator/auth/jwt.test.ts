import { signToken, verifyToken, type TokenClaims } from "../../../../emulator/auth/jwt";

const claims: TokenClaims = { sub: "UACME00001", org: "OACME00001", typ: "access", iat: 1_000, exp: 2_000, jti: "j" };

describe("HS256 tokens", () => {
  test("a signed token verifies to its claims before it expires", () => {
    expect(verifyToken(signToken(claims, "secret"), "secret", 1_500)).toEqual({ claims });
  });

  test("expiry, another secret, tampering and malformed tokens fail", () => {
    const token = signToken(claims, "secret");
    expect(verifyToken(token, "secret", 2_000)).toEqual({ failure: "Token has expired" });
    expect(verifyToken(token, "other", 1_500)).toEqual({ failure: "Invalid token signature" });
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "UGLOBEX001" })).toString("base64url");
    expect(verifyToken(`${header}.${forged}.${signature}`, "secret", 1_500)).toEqual({ failure: "Invalid token signature" });
    expect(verifyToken("abc", "secret", 1_500)).toEqual({ failure: "Malformed token" });
  });

  test("a token whose header names another algorithm is refused even with a valid HMAC", () => {
    const { createHmac } = require("node:crypto") as typeof import("node:crypto");
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const signature = createHmac("sha256", "secret").update(`${header}.${payload}`).digest("base64url");
    expect(verifyToken(`${header}.${payload}.${signature}`, "secret", 1_500)).toEqual({ failure: "Unsupported token algorithm" });
  });
});
