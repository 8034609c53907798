// TeamMember's calls to the API, through the dynamic-provider adapter and a real PlatformClient,
// against a scripted local server: a membership is added by user id or e-mail address, read from the
// team's member list, removed by team and user, and settled by that list when a create is lost.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { teamMemberDefinition } from "../../../provider/team-members/definition";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, failure, notFound } from "../http/fake-platform";

const time = "2024-01-01T00:00:00Z";
/** The member as the docs show it (a raw object when added, in the envelope's list when listed). */
const serverMember = (overrides: Record<string, unknown> = {}) => ({
  id: "U3",
  name: "Mia Member",
  email: "Mia@Acme.test",
  invitedBy: "U1",
  teamId: "T1",
  teamName: "Billing",
  isActive: true,
  role: "Team Member",
  userType: "USER",
  isOwner: false,
  avatarUrl: null,
  joinedAt: time,
  createdAt: time,
  metadata: { isAdmin: false },
  ...overrides,
});
const computed = { memberId: "U3", name: "Mia Member", joinedAt: time };
const members = (...list: unknown[]) => ({ status: 200, body: envelope(list) });

describe("TeamMember API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = testClient(platform.url);
    provider = dynamicProvider(teamMemberDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it("adds by e-mail address with POST, and keeps the declared inputs as the platform holds them, with the user's id", async () => {
    platform.on("POST /v1/teams/T1/members", { status: 201, body: serverMember() });
    const created = await provider.create({ teamId: "T1", email: "MIA@acme.test", __provider: "shim" });
    expect(created).toEqual({ id: "T1/U3", outs: { teamId: "T1", email: "mia@acme.test", ...computed } });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ email: "mia@acme.test" });
  });

  it("adds by user id, with the admin flag", async () => {
    platform.on("POST /v1/teams/T1/members", { status: 201, body: serverMember({ metadata: { isAdmin: true } }) });
    await expect(provider.create({ teamId: "T1", userId: "U3", isAdmin: true })).resolves.toEqual({
      id: "T1/U3",
      outs: { teamId: "T1", userId: "U3", isAdmin: true, ...computed },
    });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ userId: "U3", isAdmin: true });
  });

  it("finds the membership a lost create made in the team's members instead of adding the user again", async () => {
    platform.on("POST /v1/teams/T1/members", "reset");
    platform.on("GET /v1/teams/T1/members", members(serverMember({ id: "U1", email: "ada@acme.test" }), serverMember()));
    await expect(provider.create({ teamId: "T1", email: "mia@acme.test" })).resolves.toMatchObject({ id: "T1/U3" });
    expect(routes()).toEqual(["POST /v1/teams/T1/members", "GET /v1/teams/T1/members"]);
  });

  it("names an existing membership by its id and the input that adopts it", async () => {
    platform.on("POST /v1/teams/T1/members", failure(400, "User U3 is already a member of team T1"));
    platform.on("GET /v1/teams/T1/members", members(serverMember()));
    await expect(provider.create({ teamId: "T1", userId: "U3" })).rejects.toMatchObject({
      code: "ERR_ALREADY_EXISTS",
      message: "U3's membership of team T1 already exists as T1/U3: to manage it, add adoptId: \"T1/U3\" to this resource's inputs",
    });
  });

  it("fails with the platform's words for a user who is not in the organization", async () => {
    platform.on("POST /v1/teams/T1/members", notFound("User U9 not found in the organization"));
    await expect(provider.create({ teamId: "T1", userId: "U9" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "add team member failed with HTTP 404: User U9 not found in the organization",
    });
  });

  it("reads from the team's member list: a member removed, or a team deleted, out of band is gone", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember({ metadata: { isAdmin: true }, name: "Mia M." })), members());
    platform.on("GET /v1/teams/T2/members", notFound("Team T2 not found"));
    const outs = { teamId: "T1", userId: "U3", isAdmin: false, ...computed, __provider: "shim" };
    await expect(provider.read!("T1/U3", outs)).resolves.toEqual({
      id: "T1/U3",
      props: { teamId: "T1", userId: "U3", isAdmin: true, ...computed, name: "Mia M." },
      inputs: { teamId: "T1", userId: "U3", isAdmin: true },
    });
    // The next run (a client of its own) lists the team again, and finds the member gone.
    const nextRun = dynamicProvider(teamMemberDefinition, () => testClient(platform.url));
    await expect(nextRun.read!("T1/U3", outs)).resolves.toEqual({ id: "", props: {} });
    await expect(nextRun.read!("T2/U3", outs)).resolves.toEqual({ id: "", props: {} });
  });

  it("lists a team's members once for the reads of all its memberships, and afresh after a write of one of them", async () => {
    const lead = serverMember({ id: "U2", email: "lee@acme.test", metadata: { isAdmin: true } });
    platform.on("GET /v1/teams/T1/members", members(serverMember(), lead), members(lead));
    platform.on("DELETE /v1/teams/T1/members/U3", { status: 204 });
    await Promise.all([provider.read!("T1/U3", {}), provider.read!("T1/U2", {})]);
    expect(platform.requestsTo("GET /v1/teams/T1/members")).toHaveLength(1);
    await provider.delete!("T1/U3", { teamId: "T1", userId: "U3" });
    await expect(provider.read!("T1/U3", {})).resolves.toEqual({ id: "", props: {} });
    expect(platform.requestsTo("GET /v1/teams/T1/members")).toHaveLength(2);
  });

  it("records, for a read by id alone (an import), the team, the user's id and a non-default admin flag", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember()));
    platform.on("GET /v1/teams/T2/members", members(serverMember({ teamId: "T2", metadata: { isAdmin: true } })));
    expect((await provider.read!("T1/U3", {})).inputs).toEqual({ teamId: "T1", userId: "U3" });
    expect((await provider.read!("T2/U3", {})).inputs).toEqual({ teamId: "T2", userId: "U3", isAdmin: true });
  });

  it("refuses an id that is not <teamId>/<userId>, before any request", async () => {
    await expect(provider.read!("U3", {})).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: '"U3" is not a team membership\'s id: it is <teamId>/<userId>',
    });
    expect(routes()).toEqual([]);
  });

  it("adopts a membership with another admin flag by removing the member and adding them again, the platform having no update", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember()));
    platform.on("DELETE /v1/teams/T1/members/U3", { status: 204 });
    platform.on("POST /v1/teams/T1/members", { status: 201, body: serverMember({ metadata: { isAdmin: true } }) });
    await expect(provider.create({ teamId: "T1", userId: "U3", isAdmin: true, adoptId: "T1/U3" })).resolves.toMatchObject({
      id: "T1/U3",
      outs: { isAdmin: true, adoptId: "T1/U3" },
    });
    expect(routes()).toEqual(["GET /v1/teams/T1/members", "DELETE /v1/teams/T1/members/U3", "POST /v1/teams/T1/members"]);
    expect(JSON.parse(platform.requests[2]!.body)).toEqual({ userId: "U3", isAdmin: true });
  });

  it("says the member is gone when adding them back fails", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember()));
    platform.on("DELETE /v1/teams/T1/members/U3", { status: 204 });
    platform.on("POST /v1/teams/T1/members", failure(403, "Only an Organization Admin may add team members"));
    await expect(provider.create({ teamId: "T1", userId: "U3", isAdmin: true, adoptId: "T1/U3" })).rejects.toMatchObject({
      code: "ERR_FORBIDDEN",
      message: expect.stringMatching(
        /^add team member failed with HTTP 403: Only an Organization Admin may add team members; .* \(U3 was removed from team T1 to change isAdmin, and is no longer a member\)$/,
      ),
    });
  });

  it("refuses to adopt another user's membership, before any write", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember()));
    await expect(provider.create({ teamId: "T1", email: "ada@acme.test", isAdmin: true, adoptId: "T1/U3" })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: "cannot adopt T1/U3: it is the membership of Mia@Acme.test in team T1, not the one declared",
    });
    expect(routes()).toEqual(["GET /v1/teams/T1/members"]);
  });

  it("writes nothing for a change of adoptId alone, the only update that is not an adoption", async () => {
    const outs = { teamId: "T1", userId: "U3", ...computed, adoptId: "T1/U3" };
    await expect(provider.update!("T1/U3", outs, { teamId: "T1", userId: "U3" })).resolves.toEqual({
      outs: { teamId: "T1", userId: "U3", ...computed },
    });
    expect(routes()).toEqual([]);
  });

  it("removes with DELETE by team and user, a member already gone counting as removed", async () => {
    platform.on("DELETE /v1/teams/T1/members/U3", { status: 204 });
    platform.on("DELETE /v1/teams/T1/members/U4", notFound("User U4 is not a member of team T1"));
    await provider.delete!("T1/U3", {});
    await provider.delete!("T1/U4", {});
    expect(routes()).toEqual(["DELETE /v1/teams/T1/members/U3", "DELETE /v1/teams/T1/members/U4"]);
  });

  it("lists each team's members with one request per team, for an export", async () => {
    platform.on("GET /v1/teams/T1/members", members(serverMember(), serverMember({ id: "U1", email: "ada@acme.test" })));
    platform.on("GET /v1/teams/T2/members", members(serverMember({ teamId: "T2" })));
    const listed = await teamMemberDefinition.list(testClient(platform.url), { teamIds: ["T1", "T2"] });
    expect(listed.map((member) => member.id)).toEqual(["T1/U3", "T1/U1", "T2/U3"]);
    expect(routes().sort()).toEqual(["GET /v1/teams/T1/members", "GET /v1/teams/T2/members"]);
  });
});
