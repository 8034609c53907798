// Team configurations: a singleton each team has from its creation (the seed's, the API's and the
// controls' teams), read as an array and updated as an object (the docs show both), its days
// filled by the server, its business hours and holidays checked, and gone with its team.
import type { TeamConfiguration } from "../../../../emulator/domains/team-configurations/types";
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { envelopeWith, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

type ConfigurationAnswer = Omit<TeamConfiguration, "id" | "organizationId">;

const emulator = useEmulator();
const send = platformCaller(emulator);
const billing = () => seedTeams(emulator())[0]!.id;
const configurationPath = (teamId: string) => `/v1/teams/${teamId}/configurations`;
const read = async (teamId: string) => (await send<PlatformEnvelope<ConfigurationAnswer[]>>("GET", configurationPath(teamId))).body;

const workday = { isActive: true, slots: [{ start: "09:00", end: "17:00" }] };
const dayOff = { isActive: false, slots: [] };
const defaults = (teamId: string) => ({
  teamId,
  timezone: "UTC",
  routingRespectsTimezone: false,
  routingRespectsUserCapacity: false,
  routingRespectsUserTimezone: false,
  routingRespectsUserAvailability: false,
  routingRespectsUserBusinessHours: false,
  fallbackSubTeam: null,
  holidays: [],
  userRoutingStrategy: "manual",
  commonDailyConfig: false,
  commonSlots: [],
  dailyConfig: {
    monday: workday,
    tuesday: workday,
    wednesday: workday,
    thursday: workday,
    friday: workday,
    saturday: dayOff,
    sunday: dayOff,
  },
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
});

describe("team configurations", () => {
  test("every seeded team has the defaults; the read answers the envelope around an array", async () => {
    for (const organization of [0, 1] as const) {
      for (const team of seedTeams(emulator(), organization)) {
        const answer = await send<PlatformEnvelope<ConfigurationAnswer[]>>(
          "GET",
          configurationPath(team.id),
          undefined,
          seedUser(emulator(), "Organization Admin", organization).apiKey,
        );
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(envelopeWith([defaults(team.id)]));
      }
    }
  });

  test("the update answers the envelope around the object; days not sent are kept, so all seven come back", async () => {
    const splitMonday = {
      isActive: true,
      slots: [
        { start: "08:00", end: "12:00" },
        { start: "13:00", end: "18:00" },
      ],
    };
    const changes = {
      timezone: "America/New_York",
      routingRespectsUserBusinessHours: true,
      holidays: ["25-12", "01-01-2027", "29-02"],
      userRoutingStrategy: "round_robin",
    };
    const answer = await send<PlatformEnvelope<ConfigurationAnswer>>("PATCH", configurationPath(billing()), {
      ...changes,
      dailyConfig: { monday: splitMonday },
    });
    expect(answer.status).toBe(200);
    const expected = { ...defaults(billing()), ...changes, dailyConfig: { ...defaults(billing()).dailyConfig, monday: splitMonday } };
    expect(answer.body).toEqual(envelopeWith(expected));
    expect((await read(billing())).data).toEqual([expected]);

    // A second update of one day leaves the first's changes and the other days as they were.
    const second = await send<PlatformEnvelope<ConfigurationAnswer>>("PATCH", configurationPath(billing()), {
      dailyConfig: { saturday: { isActive: true, slots: [{ start: "10:00", end: "14:00" }] } },
    });
    expect(second.body.data.dailyConfig.monday).toEqual(expected.dailyConfig.monday);
    expect(second.body.data.dailyConfig.saturday).toEqual({ isActive: true, slots: [{ start: "10:00", end: "14:00" }] });
    expect(second.body.data.timezone).toBe("America/New_York");
  });

  test("a common schedule is kept as sent", async () => {
    const answer = await send<PlatformEnvelope<ConfigurationAnswer>>("PATCH", configurationPath(billing()), {
      commonDailyConfig: true,
      commonSlots: [{ start: "07:30", end: "15:30" }],
    });
    expect(answer.body.data).toMatchObject({ commonDailyConfig: true, commonSlots: [{ start: "07:30", end: "15:30" }] });
  });

  test("every problem of an update is named, and a refused update changes nothing", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["teamConfigurations"], () =>
      send<ErrorBody>("PATCH", configurationPath(billing()), {
        timezone: "Mars/Olympus",
        holidays: ["31-02", "1-1", "25-12", "25-12"],
        userRoutingStrategy: "ROUND_ROBIN",
        commonSlots: [{ start: "17:00", end: "09:00" }],
        dailyConfig: {
          monday: {
            isActive: true,
            slots: [
              { start: "09:00", end: "12:00" },
              { start: "11:00", end: "13:00" },
            ],
          },
          someday: dayOff,
        },
        colour: "red",
      }),
    );
    expect(answer.body.problems).toEqual(
      expect.arrayContaining([
        "timezone must be an IANA time zone name such as America/New_York",
        "holidays.0 must be a date that exists",
        "holidays.1 must be a date DD-MM or DD-MM-YYYY",
        "holidays must not repeat a date",
        "userRoutingStrategy must be one of the following values: manual, round_robin",
        "commonSlots.0.end must start before it ends",
        "dailyConfig.monday.slots.1 overlaps slot 0",
        "property dailyConfig.someday should not exist",
        "property colour should not exist",
      ]),
    );
  });

  test("the fallback is a sub-team of the team; the team shows it; a sub-team fallen back to is not deleted", async () => {
    const sub = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Night desk", parentTeamId: billing() })).body.data;
    const other = seedTeams(emulator())[1]!.id;
    const refused = await expectRefusedUnchanged(emulator(), ["teamConfigurations"], () =>
      send<ErrorBody>("PATCH", configurationPath(billing()), { fallbackSubTeam: other }),
    );
    expect(refused.body.problems).toEqual([`fallbackSubTeam ${other} is not a sub-team of team ${billing()}`]);

    expect((await send("PATCH", configurationPath(billing()), { fallbackSubTeam: sub.id })).status).toBe(200);
    expect((await send<PlatformEnvelope<TeamView>>("GET", `/v1/teams/${billing()}`)).body.data.fallbackSubTeam).toBe(sub.id);
    const inUse = await send<ErrorBody>("DELETE", `/v1/teams/${sub.id}`);
    expect(inUse.status).toBe(400);
    expect(inUse.body.message).toMatch(/team configurations that fall back to it/);

    expect((await send("PATCH", configurationPath(billing()), { fallbackSubTeam: null })).status).toBe(200);
    expect((await send("DELETE", `/v1/teams/${sub.id}`)).status).toBe(204);
  });

  test("a team made through the API or the controls starts with the defaults, which go with it", async () => {
    const made = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Onboarding" })).body.data;
    const controlled = await emulator().control.createTeam({ organizationId: emulator().organizations[0]!.id, name: "Out of band" });
    for (const teamId of [made.id, controlled.id]) expect((await read(teamId)).data).toEqual([defaults(teamId)]);

    expect((await send("DELETE", `/v1/teams/${made.id}`)).status).toBe(204);
    const left = await emulator().control.listResources<TeamConfiguration>("teamConfigurations");
    expect(left.map((configuration) => configuration.teamId)).not.toContain(made.id);
    expect(left.map((configuration) => configuration.teamId)).toContain(controlled.id);
  });

  test("members read their team's configuration; only an Organization Admin updates it; another organization's team is a 404", async () => {
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", configurationPath(billing()), undefined, member)).status).toBe(200);
    expect((await send("GET", configurationPath(seedTeams(emulator())[1]!.id), undefined, member)).status).toBe(403);
    expect(
      (await send("PATCH", configurationPath(billing()), { timezone: "Europe/Paris" }, seedUser(emulator(), "Team Lead").apiKey)).status,
    ).toBe(403);
    expect((await send("GET", configurationPath(seedTeams(emulator(), 1)[0]!.id))).status).toBe(404);
    expect((await send("PATCH", configurationPath(seedTeams(emulator(), 1)[0]!.id), { timezone: "Europe/Paris" })).status).toBe(404);
  });
});
