// The five fastify listeners, one per host: the spec's three placeholders and the docs' SLA and
// workflow hosts. Each answers only its own
// paths, so a call sent to the wrong host fails with a 404 as it would against the platform.
import fastify, { type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./auth/routes";
import type { EmulatorContext } from "./domains/context";
import type { HostName } from "./http/request-log";
import { registerConsoleRoutes } from "./console/routes";
import { registerControlRoutes } from "./controls/routes";
import type { RouteRegistrar } from "./domains/domain";
import { domainRoutes } from "./domains/registry";
import { installAtomicRequests } from "./http/atomic-requests";
import { frameworkErrorHandler, installErrorHandling } from "./http/error-handling";
import { BODY_LIMIT_BYTES, installJsonBodyParser } from "./http/json-body";
import { installPlatformGate } from "./http/platform-gate";

/** Each host's routes: the domains' (from their registry) and the emulator's own. */
const ROUTES_OF: Record<HostName, RouteRegistrar[]> = {
  base: [...domainRoutes("base"), registerControlRoutes, registerConsoleRoutes],
  api: [registerAuthRoutes, ...domainRoutes("api")],
  apps: domainRoutes("apps"),
  sla: domainRoutes("sla"),
  workflows: domainRoutes("workflows"),
};

export type Listeners = Record<HostName, FastifyInstance>;

export function buildListeners(context: EmulatorContext): Listeners {
  const hosts = Object.keys(ROUTES_OF) as HostName[];
  return Object.fromEntries(hosts.map((host) => [host, buildListener(context, host)])) as Listeners;
}

function buildListener(context: EmulatorContext, host: HostName): FastifyInstance {
  const app = fastify({
    logger: context.options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(context, host),
    forceCloseConnections: true,
  });
  installJsonBodyParser(app);
  installAtomicRequests(app, context.store.transactions);
  installPlatformGate(app, context, host);
  installErrorHandling(app, host);
  for (const register of ROUTES_OF[host]) register(app, context);
  return app;
}
