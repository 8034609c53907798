// TeamMember's check and diff, through the dynamic-provider adapter built from its definition. No
// request is made. (Each invalid input, with its path: tests/unit/reliability/invalid-inputs/team-member.ts.)
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { teamMemberDefinition } from "../../../provider/team-members/definition";
import { unreachablePlatform } from "../core/unreachable-platform";

const provider = dynamicProvider(teamMemberDefinition, () => unreachablePlatform);
const olds = { teamId: "T1", email: "mia@acme.test", memberId: "U3", name: "Mia", joinedAt: "t", __provider: "shim" };

describe("TeamMember check", () => {
  it("takes the user by id, by e-mail address (in lower case), or both", async () => {
    await expect(provider.check!({}, { teamId: "T1", userId: "U3" })).resolves.toEqual({ inputs: { teamId: "T1", userId: "U3" } });
    await expect(provider.check!({}, { teamId: "T1", email: "Mia@Acme.test", isAdmin: true })).resolves.toEqual({
      inputs: { teamId: "T1", email: "mia@acme.test", isAdmin: true },
    });
    await expect(provider.check!({}, { teamId: "T1", userId: "U3", email: "mia@acme.test" })).resolves.not.toHaveProperty("failures");
  });

  it("needs a user, and an adoptId of the form <teamId>/<userId>", async () => {
    const result = await provider.check!({}, { teamId: "T1", adoptId: "U3" });
    expect((result.failures ?? []).map((failure) => failure.reason)).toEqual([
      'adoptId: must be <teamId>/<userId> (got "U3")',
      "userId: give userId or email: which user is the member",
    ]);
  });
});

describe("TeamMember diff", () => {
  it("sees no change in an e-mail address that differs only in case", async () => {
    await expect(provider.diff!("T1/U3", olds, { teamId: "T1", email: "MIA@acme.test" })).resolves.toMatchObject({ changes: false });
  });

  it("replaces the membership for any change, removing the member first within one team", async () => {
    await expect(provider.diff!("T1/U3", olds, { teamId: "T1", email: "mia@acme.test", isAdmin: true })).resolves.toMatchObject({
      replaces: ["isAdmin"],
      deleteBeforeReplace: true,
    });
    await expect(provider.diff!("T1/U3", olds, { teamId: "T1", userId: "U3" })).resolves.toMatchObject({
      replaces: ["userId", "email"],
      deleteBeforeReplace: true,
    });
    await expect(provider.diff!("T1/U3", olds, { teamId: "T2", email: "mia@acme.test" })).resolves.toMatchObject({
      replaces: ["teamId"],
      deleteBeforeReplace: false,
    });
  });
});
