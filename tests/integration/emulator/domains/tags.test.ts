// Tags: the organization's (`/v1/tags`) with the update page's rules (a name of 1 to 50
// characters, a hex color, the type ticket or skills, all three required on update) and answer
// (no type echoed), and each team's own (`/v1/teams/{teamId}/tags`), answered as the team tag
// update page shows: the envelope with `teamUuid` and the team's tags as `{count, items}`.
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { envelopeWith, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

interface TagAnswer {
  id: string;
  name: string;
  description: string | null;
  color: string;
  createdAt: string;
  updatedAt: string;
}
type TeamTagsAnswer = PlatformEnvelope<{ count: number; items: TagAnswer[] }> & { teamUuid: string };

const emulator = useEmulator();
const send = platformCaller(emulator);
const billing = () => seedTeams(emulator())[0]!.id;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const createTag = (body: Record<string, unknown>) => send<PlatformEnvelope<TagAnswer>>("POST", "/v1/tags", body);
const vip = { name: "VIP", color: "#db1f61", tagType: "ticket", description: "Customers on the premium plan" };

describe("organization tags", () => {
  test("create, list, update and delete, each answering the update page's object without the type", async () => {
    const created = await createTag(vip);
    expect(created.status).toBe(201);
    const expected = {
      id: expect.stringMatching(uuidPattern),
      name: "VIP",
      description: "Customers on the premium plan",
      color: "#db1f61",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(created.body).toEqual(envelopeWith(expected));
    const { id } = created.body.data;
    expect((await send("GET", "/v1/tags")).body).toEqual(envelopeWith([expected]));

    const updated = await send<PlatformEnvelope<TagAnswer>>("PATCH", `/v1/tags/${id}`, {
      name: "VIP customer",
      color: "#abc",
      tagType: "ticket",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...expected, name: "VIP customer", color: "#abc" });
    expect((await send("DELETE", `/v1/tags/${id}`)).status).toBe(204);
    expect((await send<PlatformEnvelope<TagAnswer[]>>("GET", "/v1/tags")).body.data).toEqual([]);
    expect((await send("DELETE", `/v1/tags/${id}`)).status).toBe(404);
  });

  test("the list takes the type as a filter: the answers do not carry it", async () => {
    await createTag(vip);
    await createTag({ name: "Spanish", color: "#1fdb8a", tagType: "skills" });
    const names = async (query: string) =>
      (await send<PlatformEnvelope<TagAnswer[]>>("GET", `/v1/tags${query}`)).body.data.map((tag) => tag.name);
    expect(await names("?tagType=skills")).toEqual(["Spanish"]);
    expect(await names("?tagType=ticket")).toEqual(["VIP"]);
    expect(await names("")).toEqual(["VIP", "Spanish"]);
    expect((await send("GET", "/v1/tags?tagType=label")).status).toBe(400);
  });

  test("a name of 1 to 50 characters, a hex color and the type ticket or skills; every problem named, nothing made", async () => {
    expect((await createTag({ ...vip, name: "N".repeat(50) })).status).toBe(201);
    const refused = await expectRefusedUnchanged(emulator(), ["tags"], () =>
      send<ErrorBody>("POST", "/v1/tags", { name: "N".repeat(51), color: "red", tagType: "label", description: "D".repeat(256) }),
    );
    expect(refused.body.problems).toEqual([
      "name must be at most 50 characters long",
      "color must be a hex color such as #1f74db",
      "tagType must be one of the following values: ticket, skills",
      "description must be at most 255 characters long",
    ]);
    const blank = await expectRefusedUnchanged(emulator(), ["tags"], () =>
      send<ErrorBody>("POST", "/v1/tags", { name: "", color: "#12345" }),
    );
    expect(blank.body.problems).toEqual(["name should not be empty", "color must be a hex color such as #1f74db", "tagType is required"]);
  });

  test("the update page requires name, color and tagType; description may be null", async () => {
    const { id } = (await createTag(vip)).body.data;
    const partial = await expectRefusedUnchanged(emulator(), ["tags"], () =>
      send<ErrorBody>("PATCH", `/v1/tags/${id}`, { name: "Renamed" }),
    );
    expect(partial.body.problems).toEqual(["color is required", "tagType is required"]);
    const cleared = await send<PlatformEnvelope<TagAnswer>>("PATCH", `/v1/tags/${id}`, { ...vip, description: null });
    expect(cleared.body.data.description).toBeNull();
  });

  test("names are unique among the organization's tags of a type, whatever their case", async () => {
    await createTag(vip);
    const taken = await expectRefusedUnchanged(emulator(), ["tags"], () => send<ErrorBody>("POST", "/v1/tags", { ...vip, name: "vip" }));
    expect(taken.body.problems).toEqual(["name vip is already a ticket tag of the organization"]);
    expect((await createTag({ ...vip, tagType: "skills" })).status).toBe(201);
    expect((await send("POST", "/v1/tags", vip, seedUser(emulator(), "Organization Admin", 1).apiKey)).status).toBe(201);
  });

  test("any member lists; only an Organization Admin writes; another organization's tag is a 404", async () => {
    const { id } = (await createTag(vip)).body.data;
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", "/v1/tags", undefined, member)).status).toBe(200);
    expect((await send("POST", "/v1/tags", { ...vip, name: "Other" }, member)).status).toBe(403);
    expect((await send("DELETE", `/v1/tags/${id}`, undefined, seedUser(emulator(), "Organization Admin", 1).apiKey)).status).toBe(404);
  });
});

describe("team tags", () => {
  const teamTagsPath = (teamId: string) => `/v1/teams/${teamId}/tags`;

  test("every answer but delete's is the envelope with teamUuid and the team's tags as {count, items}", async () => {
    const empty = await send<TeamTagsAnswer>("GET", teamTagsPath(billing()));
    expect(empty.body).toEqual({ ...envelopeWith({ count: 0, items: [] }), teamUuid: billing() });

    const created = await send<TeamTagsAnswer>("POST", teamTagsPath(billing()), { name: "Refund", color: "#1f74db" });
    expect(created.status).toBe(201);
    const refund = {
      id: expect.stringMatching(uuidPattern),
      name: "Refund",
      description: null,
      color: "#1f74db",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(created.body).toEqual({ ...envelopeWith({ count: 1, items: [refund] }), teamUuid: billing() });
    await send("POST", teamTagsPath(billing()), { name: "Chargeback", color: "#db7a1f", description: "Disputed payments" });

    const { id } = created.body.data.items[0]!;
    const updated = await send<TeamTagsAnswer>("PUT", `${teamTagsPath(billing())}/${id}`, { description: "Money back" });
    expect(updated.status).toBe(200);
    expect(updated.body.teamUuid).toBe(billing());
    expect(updated.body.data.count).toBe(2);
    expect(updated.body.data.items[0]).toEqual({ ...refund, description: "Money back" });

    expect((await send("DELETE", `${teamTagsPath(billing())}/${id}`)).status).toBe(204);
    expect((await send<TeamTagsAnswer>("GET", teamTagsPath(billing()))).body.data.items.map((tag) => tag.name)).toEqual(["Chargeback"]);
  });

  test("team tags are apart from the organization's and from other teams'; names unique in a team; limits as the page says", async () => {
    const technical = seedTeams(emulator())[1]!.id;
    const { id } = (await send<TeamTagsAnswer>("POST", teamTagsPath(billing()), { name: "Refund", color: "#1f74db" })).body.data.items[0]!;
    expect((await send<PlatformEnvelope<TagAnswer[]>>("GET", "/v1/tags")).body.data).toEqual([]);
    expect((await send("PUT", `${teamTagsPath(technical)}/${id}`, { name: "x" })).status).toBe(404);
    expect((await send("PATCH", `/v1/tags/${id}`, { ...vip })).status).toBe(404);
    const taken = await expectRefusedUnchanged(emulator(), ["teamTags"], () =>
      send<ErrorBody>("POST", teamTagsPath(billing()), { name: "REFUND", color: "#1f74db" }),
    );
    expect(taken.body.problems).toEqual([`name REFUND is already a tag of team ${billing()}`]);
    expect((await send("POST", teamTagsPath(technical), { name: "Refund", color: "#1f74db" })).status).toBe(201);
    const limits = await expectRefusedUnchanged(emulator(), ["teamTags"], () =>
      send<ErrorBody>("PUT", `${teamTagsPath(billing())}/${id}`, {
        name: "",
        color: "blue",
        description: "D".repeat(256),
        tagType: "ticket",
      }),
    );
    expect(limits.body.problems).toEqual([
      "name should not be empty",
      "color must be a hex color such as #1f74db",
      "description must be at most 255 characters long",
      "property tagType should not exist",
    ]);
  });

  test("a team with tags is not deleted; members read; only an Organization Admin writes", async () => {
    const team = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Tagged" })).body.data;
    const { id } = (await send<TeamTagsAnswer>("POST", teamTagsPath(team.id), { name: "Mine", color: "#000" })).body.data.items[0]!;
    expect((await send<ErrorBody>("DELETE", `/v1/teams/${team.id}`)).body.message).toMatch(/team tags/);
    await send("DELETE", `${teamTagsPath(team.id)}/${id}`);
    expect((await send("DELETE", `/v1/teams/${team.id}`)).status).toBe(204);

    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", teamTagsPath(billing()), undefined, member)).status).toBe(200);
    expect((await send("POST", teamTagsPath(billing()), { name: "x", color: "#000" }, member)).status).toBe(403);
  });
});
