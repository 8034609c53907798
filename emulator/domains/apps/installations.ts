// Installing apps into teams, on {apps_studio_url}. An app has one installation per organization
// listing its teams: installing adds teams, reinstalling renews the bot of installed teams,
// uninstalling removes them, and each change is posted to the app's installation webhook. Only an
// Organization Admin may change installations.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { notFound } from "../../errors";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { prefixedId, secretToken } from "../../store/ids";
import { recordOfOrganization } from "../../store/tenancy";
import type { Installation } from "./types";
import { installAnswer, installedAppRows } from "./installation-views";
import { installedAppsQuery, installSchema, uninstallSchema, updateConfigSchema } from "./schemas";

const config = { auth: "apiKey" as const };
const DEFAULT_PAGE_SIZE = 10;

const sameConfiguration = (left: Installation["configuration"], right: Installation["configuration"]) =>
  JSON.stringify(left) === JSON.stringify(right);

export function registerInstallationRoutes(app: FastifyInstance, { store, events }: EmulatorContext): void {
  /** The caller (an admin), the app and the deduplicated teams of an install or reinstall body. */
  const installRequest = (request: Parameters<typeof principalOf>[0], action: string) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, action);
    const input = parseInput(installSchema, request.body);
    const installed = recordOfOrganization(store.apps, input.appId, user.organizationId, "App");
    const teamIds = [...new Set(input.teamIds)].map((teamId) => teamOfOrganization(store, user, teamId).id);
    return { user, input, installed, teamIds, existing: store.installations.find((candidate) => candidate.appId === installed.id) };
  };

  app.post("/apps/install", { config }, async (request, reply) => {
    const { user, input, installed, teamIds, existing } = installRequest(request, "install apps");
    const at = timestamp();
    let installation: Installation;
    if (existing) {
      const added = teamIds.filter((teamId) => !existing.teamIds.includes(teamId));
      installation = store.installations.update(existing.id, {
        teamIds: [...existing.teamIds, ...added],
        configuration: input.appConfiguration,
        updatedAt: at,
      });
      if (added.length > 0) events.installationChanged(installation, { eventType: "app:team:added", teamIds: added, by: user });
      if (!sameConfiguration(existing.configuration, input.appConfiguration)) {
        events.installationChanged(installation, { eventType: "app:configuration:update", teamIds: installation.teamIds, by: user });
      }
    } else {
      installation = store.installations.insert({
        id: store.installations.freshId(() => prefixedId("IN")),
        organizationId: user.organizationId,
        appId: installed.id,
        teamIds,
        configuration: input.appConfiguration,
        botSub: prefixedId("U"),
        botToken: secretToken(32),
        installedBy: user.id,
        createdAt: at,
        updatedAt: at,
      });
      events.installationChanged(installation, { eventType: "app:installation", teamIds, by: user });
    }
    return reply.code(201).send(installAnswer(installed, installation, user));
  });

  // Reinstalling renews the bot token and takes the configuration sent; every team must already
  // have the app (installing is what adds teams).
  app.post("/apps/reinstall", { config }, async (request) => {
    const { user, input, installed, teamIds, existing } = installRequest(request, "reinstall apps");
    const missing = teamIds.filter((teamId) => !existing?.teamIds.includes(teamId));
    if (!existing || missing.length > 0) throw notFound(`App ${installed.id} is not installed in teams ${missing.join(", ")}`);
    const installation = store.installations.update(existing.id, {
      configuration: input.appConfiguration,
      botToken: secretToken(32),
      updatedAt: timestamp(),
    });
    events.installationChanged(installation, { eventType: "app:reinstall", teamIds, by: user });
    return installAnswer(installed, installation, user);
  });

  app.post("/apps/update-config", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "configure installations");
    const { installationId, configuration } = parseInput(updateConfigSchema, request.body);
    const current = recordOfOrganization(store.installations, installationId, user.organizationId, "Installation");
    const installation = store.installations.update(current.id, { configuration, updatedAt: timestamp() });
    events.installationChanged(installation, { eventType: "app:configuration:update", teamIds: installation.teamIds, by: user });
    return { installationId: installation.id, configuration: installation.configuration };
  });

  app.post("/apps/uninstall", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "uninstall apps");
    const input = parseInput(uninstallSchema, request.body);
    const target = recordOfOrganization(store.apps, input.appId, user.organizationId, "App");
    const teamIds = input.teamIds.map((teamId) => teamOfOrganization(store, user, teamId).id);
    const installation = store.installations.find((candidate) => candidate.appId === target.id);
    if (!installation) throw notFound(`App ${target.id} is not installed`);

    const removed = installation.teamIds.filter((teamId) => teamIds.includes(teamId));
    const remaining = installation.teamIds.filter((teamId) => !teamIds.includes(teamId));
    if (remaining.length === 0) {
      store.installations.delete(installation.id);
      events.installationChanged({ ...installation, updatedAt: timestamp() }, { eventType: "app:uninstall", teamIds: removed, by: user });
    } else if (removed.length > 0) {
      const updated = store.installations.update(installation.id, { teamIds: remaining, updatedAt: timestamp() });
      events.installationChanged(updated, { eventType: "app:team:removed", teamIds: removed, by: user });
    }
    return { appId: target.id, appInstalledForTeams: remaining };
  });

  app.get("/apps/installed-apps", { config }, async (request) => {
    const { user } = principalOf(request);
    const { page = 1, limit = DEFAULT_PAGE_SIZE } = parseInput(installedAppsQuery, request.query, "query");
    const rows = store.installations
      .filter((installation) => installation.organizationId === user.organizationId)
      .flatMap((installation) =>
        installedAppRows(store.apps.get(installation.appId), installation, store.users.get(installation.installedBy)),
      );
    return {
      organizationId: user.organizationId,
      totalCount: rows.length,
      currentPage: page,
      totalPages: Math.ceil(rows.length / limit),
      apps: rows.slice((page - 1) * limit, page * limit),
    };
  });
}
