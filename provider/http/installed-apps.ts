// The organization's installed-apps list (`GET {apps_studio_url}/apps/installed-apps`, docs): one row
// per app and team, paged. A webhook app reads its installation from it, and a team refused deletion
// the apps installed in it; it lives below the resource folders because no resource folder imports
// another.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import { sharedEndpoints } from "./endpoints";

/** A row of the list: one app installed in one team. */
export const installedAppRow = z.object({
  appId: z.string(),
  teamId: z.string(),
  installationId: z.string(),
  name: z.string().optional(),
  appManifest: z.string().optional(),
  appConfiguration: z.string().optional(),
});
export type InstalledAppRow = z.output<typeof installedAppRow>;

const installedAppsPage = z.object({ totalPages: z.number().int().nonnegative(), apps: z.array(installedAppRow) });
/** The largest page the list serves (contract: limit at most 100): fewest requests. */
const pageSize = 100;

/** Every row of every page of the list. */
export async function installedAppRows(api: PlatformApi): Promise<InstalledAppRow[]> {
  const rows: InstalledAppRow[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const listed = await api.call(sharedEndpoints.listInstalledApps, { query: { page, limit: pageSize }, response: installedAppsPage });
    pages = listed.totalPages;
    rows.push(...listed.apps);
  }
  return rows;
}
