// Scenario: `export` of an organization of 1,000 objects, populated out of band, at the spec's
// standard rate limit (60 requests per 60 s), with the client the command uses. Measured: the
// requests it sent (429s included) against the fewest the API allows (one list per kind, attribute,
// team and page of installations, plus one read per CSAT rule and per app, whose lists carry only
// part of them), and its time against that minimum sent at the steady allowed rate.
import { accountAttributes } from "../../provider/account-attribute-values/account-attributes";
import { resolveProviderConfig } from "../../provider/config/provider-config";
import { exportOrganization } from "../../provider/export/export-organization";
import { PlatformClient } from "../../provider/http/platform-client";
import { startPlatform } from "../harness/platform-stack";
import { seedOrganization } from "../harness/seed-organization";
import type { ScenarioResult } from "./scenario-result";
import { timed } from "./timed";

const TARGET = 1.05;
const limit = 60;
const windowSeconds = 60;
const shape = { teams: 9, roles: 409, attributeValues: 300, rulesPerTeam: 12, apps: 120 };
/** The installed-apps list's largest page. */
const pageSize = 100;

export async function exportAtStandardRateLimit(): Promise<ScenarioResult> {
  const platform = await startPlatform({ rateLimit: false });
  try {
    const seeded = await seedOrganization(platform, shape);
    const teams = seeded.teamIds.length;
    await platform.control.setRateLimit(limit, windowSeconds);
    await platform.control.clearRequests();
    const client = new PlatformClient(
      resolveProviderConfig(
        { get: () => undefined },
        {
          SUPPORT_PLATFORM_API_KEY: platform.admin.apiKey,
          SUPPORT_PLATFORM_BASE_URL: platform.baseUrl,
          SUPPORT_PLATFORM_APPS_STUDIO_URL: platform.appsStudioUrl,
        },
      ),
    );
    const quiet = { reading: () => undefined, read: () => undefined };
    const { result, seconds } = await timed(() =>
      exportOrganization(client, { projectName: "bench", retainOnDelete: true, face: "dynamic", language: "typescript" }, quiet),
    );
    const requests = await platform.control.requests();
    const rateLimited = requests.filter((request) => request.status === 429);

    const rules = result.counts.CsatRule;
    const apps = result.counts.WebhookApp + result.skipped.filter((object) => object.kind === "WebhookApp").length;
    // Installed-apps rows: one per app and team (the first app is in every team).
    const installationRows = teams + (shape.apps - 1) + 1;
    // The last 1: the organization's ticket statuses, every team's in one list.
    const minimum = 1 + 1 + accountAttributes.length + teams + teams + Math.ceil(installationRows / pageSize) + rules + apps + 1;
    const objects = Object.values(result.counts).reduce((sum, count) => sum + count, 0) + result.skipped.length;
    return {
      name: "export: requests per minimum, 1,000 objects at 60/min",
      measured: Number((requests.length / minimum).toFixed(3)),
      target: TARGET,
      unit: "ratio",
      better: "lower",
      details: {
        objects,
        counts: result.counts,
        skipped: result.skipped.length,
        requests: requests.length,
        rateLimitedAnswers: rateLimited.length,
        minimumRequests: minimum,
        seconds: Number(seconds.toFixed(1)),
        // Fixed windows let the first window's budget through at once, so an export can beat this.
        minimumAtSteadyRateSeconds: (minimum / limit) * windowSeconds,
      },
    };
  } finally {
    await platform.stop();
  }
}
