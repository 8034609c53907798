// Who is calling: an API key (`x-api-key`) or a bearer JWT from login, or both for the same user.
// Issues and refreshes tokens. Credentials that are present but wrong are a failure even when
// the other scheme is valid: a caller never gets through on half-bad credentials.
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { unauthorized } from "../errors";
import type { OrganizationStore } from "../store/store";
import type { User } from "../store/types";
import { signToken, verifyToken, type TokenClaims } from "./jwt";

export type CredentialKind = "apiKey" | "bearer";

export interface Principal {
  user: User;
  via: CredentialKind;
}

export interface Identification {
  principal?: Principal;
  /** Why the credentials sent were refused; both fields unset means none were sent. */
  failure?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: "Bearer";
  expiresIn: number;
}

/** Refresh tokens outlive access tokens; the spec gives no figure, a week is common. */
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export class Authenticator {
  constructor(
    private readonly store: OrganizationStore,
    readonly secret: string,
    private readonly accessTokenTtlSeconds: number,
    /** Milliseconds since the epoch; a test injects its own to expire tokens without waiting. */
    private readonly clock: () => number = Date.now,
  ) {}

  identify(headers: IncomingHttpHeaders): Identification {
    const apiKey = headers["x-api-key"];
    const authorization = headers.authorization;
    if (apiKey === undefined && authorization === undefined) return {};

    let keyUser: User | undefined;
    if (apiKey !== undefined) {
      keyUser = typeof apiKey === "string" && apiKey !== "" ? this.store.users.find((user) => user.apiKey === apiKey) : undefined;
      if (!keyUser) return { failure: "Invalid API key" };
    }
    if (authorization === undefined) return { principal: { user: keyUser!, via: "apiKey" } };

    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!bearer) return { failure: "Authorization header must be of the form 'Bearer <token>'" };
    const verified = this.verify(bearer[1]!, "access");
    if ("failure" in verified) return verified;
    if (keyUser && keyUser.id !== verified.user.id) return { failure: "API key and bearer token belong to different users" };
    return { principal: { user: verified.user, via: "bearer" } };
  }

  login(email: string, password: string): IssuedTokens {
    const user = this.store.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!user || user.password !== password) throw unauthorized("Invalid email or password");
    return this.issue(user);
  }

  refresh(refreshToken: string): IssuedTokens {
    const verified = this.verify(refreshToken, "refresh");
    if ("failure" in verified) throw unauthorized(verified.failure);
    return this.issue(verified.user);
  }

  private issue(user: User): IssuedTokens {
    const now = Math.floor(this.clock() / 1000);
    const claims = (typ: TokenClaims["typ"], ttl: number): TokenClaims => ({
      sub: user.id,
      org: user.organizationId,
      typ,
      iat: now,
      exp: now + ttl,
      jti: randomUUID(),
    });
    return {
      accessToken: signToken(claims("access", this.accessTokenTtlSeconds), this.secret),
      refreshToken: signToken(claims("refresh", REFRESH_TOKEN_TTL_SECONDS), this.secret),
      tokenType: "Bearer",
      expiresIn: this.accessTokenTtlSeconds,
    };
  }

  private verify(token: string, type: TokenClaims["typ"]): { user: User } | { failure: string } {
    const verified = verifyToken(token, this.secret, Math.floor(this.clock() / 1000));
    if ("failure" in verified) return verified;
    if (verified.claims.typ !== type)
      return { failure: type === "access" ? "A refresh token is not an access token" : "Not a refresh token" };
    const user = this.store.users.get(verified.claims.sub);
    if (!user || user.organizationId !== verified.claims.org) return { failure: "Token subject no longer exists" };
    return { user };
  }
}
