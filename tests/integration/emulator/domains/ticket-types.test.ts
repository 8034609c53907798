import type { TicketType } from "../../../../emulator/domains/ticket-types/types";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, envelopeWith, login, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const url = (suffix = "") => `${emulator().baseUrl}/v1/tickets/type${suffix}`;

describe("ticket types", () => {
  test("get answers the envelope with the spec's TicketType fields", async () => {
    const admin = seedUser(emulator(), "Organization Admin");
    const [type] = await emulator().control.listResources("ticketTypes", emulator().organizations[0]!.id);
    const answer = await call(url(`/${type!.id}`), { token: await login(emulator(), admin) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      envelopeWith({
        id: type!.id,
        name: expect.any(String),
        color: expect.any(String),
        icon: expect.any(String),
        isActive: expect.any(Boolean),
        teamId: seedTeams(emulator())[0]!.id,
        organizationId: emulator().organizations[0]!.id,
        autoAssign: expect.any(Boolean),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
  });

  test("list by team answers the team's types; without teamId, those of the caller's teams", async () => {
    const [first, second] = seedTeams(emulator());
    const admin = seedUser(emulator(), "Organization Admin").apiKey;
    const byTeam = await call<PlatformEnvelope<TicketType[]>>(url(`?teamId=${second!.id}`), { apiKey: admin });
    expect(byTeam.status).toBe(200);
    expect(byTeam.body.data.length).toBeGreaterThan(0);
    expect(byTeam.body.data.every((type) => type.teamId === second!.id)).toBe(true);
    const member = await call<PlatformEnvelope<TicketType[]>>(url(), { apiKey: seedUser(emulator(), "Team Member").apiKey });
    expect(new Set(member.body.data.map((type) => type.teamId))).toEqual(new Set([first!.id]));
    const all = await call<PlatformEnvelope<TicketType[]>>(url(), { apiKey: admin });
    expect(new Set(all.body.data.map((type) => type.teamId))).toEqual(new Set([first!.id, second!.id]));
  });

  test("a type of a team the caller is not in is a 403; of another organization, or unknown, a 404", async () => {
    const types = await emulator().control.listResources("ticketTypes");
    const [, secondTeam] = seedTeams(emulator());
    const secondTeamType = types.find((type) => type.teamId === secondTeam!.id)!;
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await call(url(`/${secondTeamType.id}`), { apiKey: member })).status).toBe(403);
    const globexType = types.find((type) => type.organizationId === emulator().organizations[1]!.id)!;
    const foreign = await call(url(`/${globexType.id}`), { apiKey: member });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      statusCode: 404,
      message: "Resource not found!",
      error: "Not Found",
      reason: `Ticket type ${globexType.id} not found`,
    });
    expect((await call(url("/TYNOTHERE1"), { apiKey: member })).status).toBe(404);
    expect((await call(url(`?teamId=${seedTeams(emulator(), 1)[0]!.id}`), { apiKey: member })).status).toBe(404);
  });

  test("missing credentials are a 401", async () => {
    expect((await call(url("/TYACME0001"))).status).toBe(401);
  });
});
