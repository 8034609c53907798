// Team's check and diff, through the dynamic-provider adapter built from its definition. No request
// is made. (Each invalid input, with its path: tests/unit/reliability/invalid-inputs/team.ts.)
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { teamDefinition } from "../../../provider/teams/definition";
import { unreachablePlatform } from "../core/unreachable-platform";

const provider = dynamicProvider(teamDefinition, () => unreachablePlatform);
const olds = { name: "Night shift", identifier: "NIGHT", parentTeamId: "T0", createdAt: "t", updatedAt: "t", __provider: "shim" };

describe("Team check", () => {
  it("trims the name and keeps every other input as declared", async () => {
    const news = {
      name: "  Night shift ",
      description: "",
      identifier: "night-1_a",
      icon: "moon",
      color: "navy",
      isPrivate: true,
      parentTeamId: "T0",
    };
    await expect(provider.check!({}, { ...news, __provider: "shim" })).resolves.toEqual({ inputs: { ...news, name: "Night shift" } });
  });

  it("reports every problem at once, each at its path", async () => {
    const result = await provider.check!({}, { name: " ", identifier: "night shift", color: "", isPrivate: "yes", parentTeamId: "" });
    expect((result.failures ?? []).map((failure) => failure.reason).sort()).toEqual([
      "color: must not be empty",
      'identifier: must be letters, digits, hyphens or underscores (got "night shift")',
      "isPrivate: Invalid input: expected boolean, received string",
      "name: must not be empty",
      "parentTeamId: must not be empty",
    ]);
  });
});

describe("Team diff", () => {
  it("updates a changed name, description, identifier, icon, color or privacy in place", async () => {
    const diff = await provider.diff!("T1", olds, { name: "Nights", identifier: "NIGHT", parentTeamId: "T0", isPrivate: true });
    expect(diff).toMatchObject({ changes: true, replaces: [], detailedDiff: { name: "update", isPrivate: "add" } });
  });

  it("replaces the team for another parent, deleting the old one first while the identifier stays", async () => {
    await expect(provider.diff!("T1", olds, { name: "Night shift", identifier: "NIGHT", parentTeamId: "T9" })).resolves.toMatchObject({
      replaces: ["parentTeamId"],
      deleteBeforeReplace: true,
    });
    await expect(provider.diff!("T1", olds, { name: "Night shift", identifier: "NIGHT2", parentTeamId: "T9" })).resolves.toMatchObject({
      replaces: ["parentTeamId"],
      deleteBeforeReplace: false,
    });
  });

  it("sees no change in the computed fields or in inputs the stack does not declare", async () => {
    await expect(
      provider.diff!("T1", { ...olds, updatedAt: "later" }, { name: "Night shift", identifier: "NIGHT", parentTeamId: "T0" }),
    ).resolves.toMatchObject({ changes: false });
  });
});
