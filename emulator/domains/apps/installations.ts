// Installing apps into teams, on {apps_studio_url}. An app has one installation per organization
// listing its teams: installing adds teams, uninstalling removes them, and each change is posted
// to the app's installation webhook. Only an Organization Admin may (un)install.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../../context";
import { notFound } from "../../errors";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { prefixedId, secretToken } from "../../store/ids";
import { recordOfOrganization } from "../../store/tenancy";
import type { Installation } from "./types";
import { installedAppsQuery, installSchema, uninstallSchema } from "./schemas";

const config = { auth: "apiKey" as const };
const DEFAULT_PAGE_SIZE = 10;

export function registerInstallationRoutes(app: FastifyInstance, { store, events }: EmulatorContext): void {
  app.post("/apps/install", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "install apps");
    const input = parseInput(installSchema, request.body);
    const installed = recordOfOrganization(store.apps, input.appId, user.organizationId, "App");
    const teamIds = [...new Set(input.teamIds)].map((teamId) => teamOfOrganization(store, user, teamId).id);

    const at = timestamp();
    const existing = store.installations.find((candidate) => candidate.appId === installed.id);
    let installation: Installation;
    if (existing) {
      const added = teamIds.filter((teamId) => !existing.teamIds.includes(teamId));
      installation = store.installations.update(existing.id, { teamIds: [...existing.teamIds, ...added], configuration: input.appConfiguration, updatedAt: at });
      if (added.length > 0) events.installationChanged(installation, "app:team:added", added);
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
      events.installationChanged(installation, "app:installation", teamIds);
    }

    return reply.code(201).send({
      appName: installed.name,
      botSub: installation.botSub,
      botTokenKey: `${installed.slug}-bot-token`,
      botToken: installation.botToken,
      installedBySub: user.id,
      installedByEmail: user.email,
      appInstalledForTeams: installation.teamIds,
      appIdentifier: installed.id,
      installedByOrgId: user.organizationId,
      metadata: { installationId: installation.id, installedAt: installation.createdAt, appConfiguration: installation.configuration },
    });
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
      events.installationChanged(installation, "app:uninstall", removed);
    } else if (removed.length > 0) {
      const updated = store.installations.update(installation.id, { teamIds: remaining, updatedAt: timestamp() });
      events.installationChanged(updated, "app:team:removed", removed);
    }
    return { appId: target.id, appInstalledForTeams: remaining };
  });

  app.get("/apps/installed-apps", { config }, async (request) => {
    const { user } = principalOf(request);
    const { page = 1, limit = DEFAULT_PAGE_SIZE } = parseInput(installedAppsQuery, request.query, "query");
    const rows = store.installations
      .filter((installation) => installation.organizationId === user.organizationId)
      .flatMap((installation) => {
        const installedApp = store.apps.get(installation.appId);
        return installation.teamIds.map((teamId) => ({
          installationId: installation.id,
          appId: installation.appId,
          name: installedApp?.name ?? "",
          slug: installedApp?.slug ?? "",
          teamId,
          installedBy: installation.installedBy,
          installedAt: installation.createdAt,
        }));
      });
    return {
      organizationId: user.organizationId,
      totalCount: rows.length,
      currentPage: page,
      totalPages: Math.ceil(rows.length / limit),
      apps: rows.slice((page - 1) * limit, page * limit),
    };
  });
}
