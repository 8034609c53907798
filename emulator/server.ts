// The three fastify listeners, one per host placeholder of the spec. Each answers only its own
// paths, so a call sent to the wrong host fails with a 404 as it would against the platform.
import fastify, { type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./auth/routes";
import type { EmulatorContext } from "./context";
import type { HostName } from "./controls/request-log";
import { registerConsoleRoutes } from "./console/routes";
import { registerControlRoutes } from "./controls/routes";
import { registerAccountAttributeRoutes } from "./domains/account-attributes/routes";
import { registerAppRoutes } from "./domains/apps/routes";
import { registerRoleRoutes } from "./domains/roles/routes";
import { registerCsatRoutes } from "./domains/csat/routes";
import { registerSurveyRoutes } from "./domains/csat/surveys";
import { registerSearchRoutes } from "./domains/search/routes";
import { registerTeamRoutes } from "./domains/teams/routes";
import { registerTicketTypeRoutes } from "./domains/ticket-types/routes";
import { installAtomicRequests } from "./http/atomic-requests";
import { frameworkErrorHandler, installErrorHandling } from "./http/error-handling";
import { BODY_LIMIT_BYTES, installJsonBodyParser } from "./http/json-body";
import { installPlatformGate } from "./http/platform-gate";

type RouteRegistrar = (app: FastifyInstance, context: EmulatorContext) => void;

const ROUTES_OF: Record<HostName, RouteRegistrar[]> = {
  base: [
    registerRoleRoutes,
    registerAccountAttributeRoutes,
    registerCsatRoutes,
    registerSurveyRoutes,
    registerTicketTypeRoutes,
    registerTeamRoutes,
    registerSearchRoutes,
    registerControlRoutes,
    registerConsoleRoutes,
  ],
  api: [registerAuthRoutes, registerSearchRoutes],
  apps: [registerAppRoutes],
};

export type Listeners = Record<HostName, FastifyInstance>;

export function buildListeners(context: EmulatorContext): Listeners {
  return { base: buildListener(context, "base"), api: buildListener(context, "api"), apps: buildListener(context, "apps") };
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
