// TeamConfiguration's calls to the API, through the generic provider and a real PlatformClient,
// against a scripted local server: the read's array and the update's object (each answer in either
// shape), taking the configuration over without a write when it matches, sending only the declared
// settings and days that differ, no diff for the days the platform fills, and a delete that sends nothing.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { teamConfigurationDefinition } from "../../../provider/team-configurations/definition";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, notFound } from "../http/fake-platform";

const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const nineToFive = { isActive: true, slots: [{ start: "09:00", end: "17:00" }] };
const dayOff = { isActive: false, slots: [] };
/** A configuration as the platform holds it: all seven days, whatever was declared. */
const configuration = (overrides: Record<string, unknown> = {}) => ({
  teamId: "T1",
  timezone: "UTC",
  holidays: [],
  commonDailyConfig: false,
  commonSlots: [],
  dailyConfig: Object.fromEntries(days.map((day) => [day, day === "saturday" || day === "sunday" ? dayOff : nineToFive])),
  userRoutingStrategy: "manual",
  routingRespectsTimezone: false,
  routingRespectsUserCapacity: false,
  routingRespectsUserTimezone: false,
  routingRespectsUserAvailability: false,
  routingRespectsUserBusinessHours: false,
  fallbackSubTeam: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
/** The read page's shape: `data` an array. */
const asRead = (overrides?: Record<string, unknown>) => ({ status: 200, body: envelope([configuration(overrides)]) });
/** The update page's shape: `data` the object. */
const asUpdate = (overrides?: Record<string, unknown>) => ({ status: 200, body: envelope(configuration(overrides)) });
const times = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };

describe("TeamConfiguration API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = testClient(platform.url);
    provider = dynamicProvider(teamConfigurationDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);
  const bodyOf = (index: number) => JSON.parse(platform.requests[index]!.body);
  const route = "/v1/teams/T1/configurations";

  it("takes over a configuration the read answers as an array without a write, keeping only the declared settings and days", async () => {
    platform.on(`GET ${route}`, asRead());
    const created = await provider.create({ teamId: "T1", timezone: "UTC", dailyConfig: { monday: nineToFive } });
    expect(routes()).toEqual([`GET ${route}`]);
    expect(created).toEqual({ id: "T1", outs: { teamId: "T1", timezone: "UTC", dailyConfig: { monday: nineToFive }, ...times } });
  });

  it("reads a configuration answered as the object, as the update page shows it", async () => {
    platform.on(`GET ${route}`, asUpdate({ timezone: "Europe/Paris" }));
    const read = await provider.read!("T1", { teamId: "T1", timezone: "Europe/Paris", ...times });
    expect(read.props).toEqual({ teamId: "T1", timezone: "Europe/Paris", ...times });
  });

  it("sends only the declared settings and days that differ, and reads the update's object answer", async () => {
    platform.on(`GET ${route}`, asRead());
    const friday = { isActive: true, slots: [{ start: "09:00", end: "12:00" }] };
    platform.on(`PATCH ${route}`, asUpdate({ timezone: "Europe/Paris", holidays: ["25-12"] }));
    const created = await provider.create({
      teamId: "T1",
      timezone: "Europe/Paris",
      holidays: ["25-12", "25-12"],
      userRoutingStrategy: "manual",
      dailyConfig: { monday: nineToFive, friday },
    });
    expect(routes()).toEqual([`GET ${route}`, `PATCH ${route}`]);
    // Monday and the strategy already match; Friday, the time zone and the holidays do not.
    expect(bodyOf(1)).toEqual({ timezone: "Europe/Paris", holidays: ["25-12"], dailyConfig: { friday } });
    // State is what the platform answered (its Friday unchanged here), cut down to the declared days.
    expect(created.outs).toMatchObject({ dailyConfig: { monday: nineToFive, friday: nineToFive }, holidays: ["25-12"] });
  });

  it("reads an update answered as an array, as the read page shows it", async () => {
    platform.on(`PATCH ${route}`, asRead({ routingRespectsUserCapacity: true }));
    const { outs } = await provider.update!(
      "T1",
      { teamId: "T1", routingRespectsUserCapacity: false, ...times },
      { teamId: "T1", routingRespectsUserCapacity: true },
    );
    expect(bodyOf(0)).toEqual({ routingRespectsUserCapacity: true });
    expect(outs).toEqual({ teamId: "T1", routingRespectsUserCapacity: true, ...times });
  });

  it("shows no diff for the days the platform fills, and shows a declared day that drifted", async () => {
    platform.on(`GET ${route}`, asRead(), asRead({ dailyConfig: { ...configuration().dailyConfig, monday: dayOff } }));
    const declared = { teamId: "T1", dailyConfig: { monday: nineToFive } };
    const refreshed = await provider.read!("T1", { ...declared, ...times });
    await expect(provider.diff!("T1", refreshed.props, declared)).resolves.toMatchObject({ changes: false });
    const drifted = await provider.read!("T1", { ...declared, ...times });
    await expect(provider.diff!("T1", drifted.props, declared)).resolves.toMatchObject({
      changes: true,
      detailedDiff: { "dailyConfig.monday.isActive": "update" },
    });
  });

  it("updates a drifted day alone: a day declared without slots, as state holds it, is no change", async () => {
    platform.on(`PATCH ${route}`, asUpdate());
    const declared = { teamId: "T1", dailyConfig: { monday: nineToFive, saturday: { isActive: false } } };
    await provider.update!("T1", { ...declared, dailyConfig: { monday: dayOff, saturday: { isActive: false } }, ...times }, declared);
    expect(bodyOf(0)).toEqual({ dailyConfig: { monday: nineToFive } });
  });

  it("reads the read page's upper-case strategy as the update pages' lower-case one", async () => {
    platform.on(`GET ${route}`, asRead({ userRoutingStrategy: "ROUND_ROBIN" }));
    const created = await provider.create({ teamId: "T1", userRoutingStrategy: "round_robin" });
    expect(routes()).toEqual([`GET ${route}`]);
    expect(created.outs).toMatchObject({ userRoutingStrategy: "round_robin" });
  });

  it("fails, naming the operation, an update answer that holds no configuration of the team", async () => {
    platform.on(`PATCH ${route}`, { status: 200, body: envelope([configuration({ teamId: "T2" })]) });
    await expect(
      provider.update!("T1", { teamId: "T1", timezone: "UTC", ...times }, { teamId: "T1", timezone: "Asia/Tokyo" }),
    ).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("update team configuration returned an unexpected response: data holds no configuration of team T1"),
    });
  });

  it("is gone with its team", async () => {
    platform.on(`GET ${route}`, notFound("Team not found"));
    await expect(provider.read!("T1", { teamId: "T1", ...times })).resolves.toEqual({ id: "", props: {} });
  });

  it("deletes without a request: the configuration stays as it is", async () => {
    await provider.delete!("T1", { teamId: "T1", timezone: "Europe/Paris", ...times });
    expect(routes()).toEqual([]);
  });
});
