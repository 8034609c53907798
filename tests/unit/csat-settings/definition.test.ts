// CsatSettings' calls to the API, through the generic provider and a real PlatformClient, against a
// scripted local server: taking the settings over (no write when they match), updating only what is
// declared, and putting the declared settings back on delete.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { csatSettingsDefinition } from "../../../provider/csat-settings/definition";
import { testClient } from "../http/client-fixtures";
import { csatTeamSettingsFixture } from "../http/csat-team-settings-fixture";
import { envelope, FakePlatform, notFound } from "../http/fake-platform";

const serverSettings = csatTeamSettingsFixture;
const answer = (overrides: Record<string, unknown> = {}) => ({
  status: 200,
  body: envelope({ ok: true, data: serverSettings(overrides) }),
});
const previousSettings = { cooldownPeriodDays: 30, userCooldownPeriodDays: 7, emailConfigId: "", closedStatusIds: [] };
const computed = {
  settingsId: "s1",
  isEnabled: true,
  previousSettings,
  createdAt: "2024-01-01T00:00:00Z",
  updatedAt: "2024-01-01T00:00:00Z",
};

describe("CsatSettings API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = testClient(platform.url);
    provider = dynamicProvider(csatSettingsDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);
  const bodyOf = (index: number) => JSON.parse(platform.requests[index]!.body);

  it("takes over settings that already match without a write, keeping only the declared ones", async () => {
    platform.on("GET /v1/csat/team/T1", answer());
    await expect(provider.create({ teamId: "T1", cooldownPeriodDays: 30, __provider: "shim" })).resolves.toEqual({
      id: "T1",
      outs: { teamId: "T1", cooldownPeriodDays: 30, ...computed },
    });
    expect(routes()).toEqual(["GET /v1/csat/team/T1"]);
  });

  it("changes only the declared settings that differ, and remembers what they were", async () => {
    platform.on("GET /v1/csat/team/T1", answer());
    platform.on("PATCH /v1/csat/team/T1/update", answer({ cooldownPeriodDays: 14, closedStatusIds: ["a", "b"] }));
    const created = await provider.create({
      teamId: "T1",
      cooldownPeriodDays: 14,
      userCooldownPeriodDays: 7,
      closedStatusIds: ["b", "a", "b"],
    });
    expect(routes()).toEqual(["GET /v1/csat/team/T1", "PATCH /v1/csat/team/T1/update"]);
    expect(bodyOf(1)).toEqual({ cooldownPeriodDays: 14, closedStatusIds: ["b", "a"] });
    expect(created.outs).toEqual({
      teamId: "T1",
      cooldownPeriodDays: 14,
      userCooldownPeriodDays: 7,
      closedStatusIds: ["a", "b"],
      ...computed,
    });
  });

  it("takes closed statuses declared in another order, or with repeats, as matching: no write", async () => {
    platform.on("GET /v1/csat/team/T1", answer({ closedStatusIds: ["resolved", "closed"] }));
    const created = await provider.create({ teamId: "T1", closedStatusIds: ["closed", "resolved", "closed"] });
    expect(routes()).toEqual(["GET /v1/csat/team/T1"]);
    // State holds them as the platform answered them.
    expect(created.outs).toMatchObject({ closedStatusIds: ["resolved", "closed"] });
  });

  it("fails a team without settings with the fix in the message, and writes nothing", async () => {
    platform.on("GET /v1/csat/team/T9", notFound("CSAT settings not found for team T9"));
    await expect(provider.create({ teamId: "T9", cooldownPeriodDays: 1 })).rejects.toThrow(
      "team T9 has no CSAT settings yet: the platform creates them with the team's first CSAT rule; declare a CsatRule for the team and give this resource dependsOn: [thatRule]",
    );
    expect(routes()).toEqual(["GET /v1/csat/team/T9"]);
  });

  it("updates only what changed, and keeps the settings from before the takeover", async () => {
    platform.on("PATCH /v1/csat/team/T1/update", answer({ userCooldownPeriodDays: 3 }));
    const olds = {
      teamId: "T1",
      cooldownPeriodDays: 30,
      userCooldownPeriodDays: 7,
      ...computed,
      previousSettings: { ...previousSettings, cooldownPeriodDays: 60 },
    };
    const { outs } = await provider.update!("T1", olds, { teamId: "T1", cooldownPeriodDays: 30, userCooldownPeriodDays: 3 });
    expect(bodyOf(0)).toEqual({ userCooldownPeriodDays: 3 });
    expect(outs).toMatchObject({ userCooldownPeriodDays: 3, previousSettings: { cooldownPeriodDays: 60 } });
  });

  it("reads the settings by team, keeping the takeover's record; an import takes them as they are", async () => {
    platform.on("GET /v1/csat/team/T1", answer({ cooldownPeriodDays: 5 }), answer({ cooldownPeriodDays: 5 }));
    const kept = { ...previousSettings, cooldownPeriodDays: 60 };
    const refreshed = await provider.read!("T1", { teamId: "T1", cooldownPeriodDays: 30, ...computed, previousSettings: kept });
    expect(refreshed.props).toMatchObject({ cooldownPeriodDays: 5, previousSettings: kept });
    expect(refreshed.props).not.toHaveProperty("emailConfigId");
    const imported = await provider.read!("T1", {});
    // As an export would declare them: the settings at the platform's defaults are left out.
    expect(imported.props).toMatchObject({
      teamId: "T1",
      cooldownPeriodDays: 5,
      previousSettings: { ...previousSettings, cooldownPeriodDays: 5 },
    });
    expect(imported.props).not.toHaveProperty("emailConfigId");
  });

  it("is gone when the team's settings are", async () => {
    platform.on("GET /v1/csat/team/T1", notFound("not found"));
    await expect(provider.read!("T1", { teamId: "T1", ...computed })).resolves.toEqual({ id: "", props: {} });
  });

  it("puts back, on delete, the declared settings as they were before the takeover, and nothing else", async () => {
    platform.on("PATCH /v1/csat/team/T1/update", answer());
    await provider.delete!("T1", { teamId: "T1", cooldownPeriodDays: 14, closedStatusIds: ["x"], ...computed });
    expect(routes()).toEqual(["PATCH /v1/csat/team/T1/update"]);
    expect(bodyOf(0)).toEqual({ cooldownPeriodDays: 30, closedStatusIds: [] });
  });

  it("deletes without a request when it declared no setting or none differs, and counts settings already gone as restored", async () => {
    await provider.delete!("T1", { teamId: "T1", ...computed });
    await provider.delete!("T1", { teamId: "T1", cooldownPeriodDays: 30, closedStatusIds: [], ...computed });
    expect(routes()).toEqual([]);
    platform.on("PATCH /v1/csat/team/T1/update", notFound("gone"));
    await expect(provider.delete!("T1", { teamId: "T1", emailConfigId: "e", ...computed })).resolves.toBeUndefined();
  });
});
