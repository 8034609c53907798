// Login and token refresh on {api_url}. Both answer the platform envelope with
// `{accessToken, refreshToken, tokenType, expiresIn}`; neither needs credentials beyond its body.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { GateContext } from "../http/gate-context";
import { envelope } from "../http/envelopes";
import { parseInput } from "../http/validation";

const loginSchema = z.strictObject({ email: z.email(), password: z.string().min(1) });
const refreshSchema = z.strictObject({ refreshToken: z.string().min(1) });

export function registerAuthRoutes(app: FastifyInstance, { auth }: GateContext): void {
  const config = { auth: "none" as const };

  app.post("/v1/auth/login", { config }, async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    return envelope(auth.login(email, password), "Login successful");
  });

  app.post("/v1/auth/refresh", { config }, async (request) => {
    const { refreshToken } = parseInput(refreshSchema, request.body);
    return envelope(auth.refresh(refreshToken), "Token refreshed successfully");
  });
}
