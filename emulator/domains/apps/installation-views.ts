// Installations as the apps studio answers them (docs): the install answer, and one row per
// installed team in the installed-apps list, where the manifest and configuration are JSON strings.
import type { User } from "../../store/types";
import type { App, Installation } from "./types";
import { appDescription } from "./manifest";

export function installAnswer(app: App, installation: Installation, caller: User) {
  return {
    appName: app.name,
    botSub: installation.botSub,
    botTokenKey: `${app.slug}-bot-token`,
    botToken: installation.botToken,
    installedBySub: caller.id,
    installedByEmail: caller.email,
    appInstalledForTeams: installation.teamIds,
    appIdentifier: app.id,
    installedByOrgId: caller.organizationId,
    metadata: {
      app_identifier: app.id,
      installationId: installation.id,
      installedAt: installation.createdAt,
      appConfiguration: installation.configuration,
    },
  };
}

export type InstallAnswer = ReturnType<typeof installAnswer>;

export function installedAppRows(app: App | undefined, installation: Installation, installer: User | undefined) {
  return installation.teamIds.map((teamId) => ({
    installationId: installation.id,
    appId: installation.appId,
    name: app?.name ?? "",
    slug: app?.slug ?? "",
    description: app ? appDescription(app) : "",
    teamId,
    appManifest: JSON.stringify(app?.manifest ?? {}),
    appConfiguration: JSON.stringify(installation.configuration),
    installedBy: installation.installedBy,
    installedBySub: installation.installedBy,
    installedByEmail: installer?.email ?? null,
    installedAt: installation.createdAt,
    updatedAt: installation.updatedAt,
    botUserId: installation.botSub,
  }));
}

export type InstalledAppRow = ReturnType<typeof installedAppRows>[number];
