// CsatRule's calls and diff: how a create finds its own rule among the team's, and what diff reports.
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import type { CsatRuleInputs } from "../../../provider/csat-rules/schema";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { unknownValue } from "../../../provider/core/unknowns";
import { FakeCsatTeam } from "./fake-csat-team";

const rule = (name: string, priority: number): CsatRuleInputs => ({
  teamId: "T1",
  name,
  priority,
  triggerConfig: { randomPercentage: priority },
  feedbackConfig: {},
});

describe("CsatRule create", () => {
  it("gives each of several rules created at once for one team its own rule, even under one name", async () => {
    const team = new FakeCsatTeam();
    team.addRule("Rule 1"); // made in the dashboard before; not ours
    const declared = [rule("Rule 1", 1), rule("Rule 2", 2), rule("Same", 3), rule("Same", 4), rule("Rule 5", 5)];
    const created = await Promise.all(declared.map((inputs) => csatRuleDefinition.create(team.client, inputs)));
    expect(new Set(created.map(({ id }) => id)).size).toBe(5);
    for (const [index, { id, state }] of created.entries()) {
      const server = team.rules.find((candidate) => candidate.id === id)!;
      expect(server.priority).toBe(declared[index]!.priority);
      expect(state).toMatchObject({ name: declared[index]!.name, priority: declared[index]!.priority, settingsId: "settings-1" });
    }
    expect(team.rules).toHaveLength(6);
  });

  it("takes the new rule of its own name, not one someone else made in the team meanwhile", async () => {
    const team = new FakeCsatTeam();
    team.othersDuringNextCreate = ["Made in the dashboard"];
    const { id, state } = await csatRuleDefinition.create(team.client, rule("Ours", 1));
    expect(team.rules.find((server) => server.id === id)!.name).toBe("Ours");
    expect(state).toMatchObject({ name: "Ours", priority: 1 });
  });

  it("finds the rule a create made when its response was lost, instead of making another", async () => {
    const team = new FakeCsatTeam();
    team.dropCreateResponses = 1;
    const { id } = await csatRuleDefinition.create(team.client, rule("Lossy", 1));
    expect(team.rules.map((server) => server.id)).toEqual([id]);
  });

  it("creates again when a lost create made nothing, without taking an older rule of that name", async () => {
    const team = new FakeCsatTeam();
    const older = team.addRule("Lossy");
    team.failCreatesUnsent = 1;
    const { id } = await csatRuleDefinition.create(team.client, rule("Lossy", 1));
    expect(id).not.toBe(older.id);
    expect(team.rules).toHaveLength(2);
    expect(team.calls.filter((call) => call === "create CSAT rule")).toHaveLength(2);
  });

  it("reads the team's settings once for all its creates, and never reads a created rule back", async () => {
    const team = new FakeCsatTeam();
    team.addRule("Older"); // made in the dashboard before; not ours
    const created = await Promise.all(
      [rule("First", 1), rule("Older", 2), rule("Third", 3)].map((inputs) => csatRuleDefinition.create(team.client, inputs)),
    );
    expect(team.calls).toEqual(["read CSAT settings", "create CSAT rule", "create CSAT rule", "create CSAT rule"]);
    // The state comes from the create's answer (the rule's summary, the settings' id) and the inputs sent.
    expect(created[1]!.state).toEqual({
      teamId: "T1",
      name: "Older",
      description: "",
      isActive: true,
      priority: 2,
      triggerConfig: { randomPercentage: 2 },
      feedbackConfig: {},
      settingsId: "settings-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(created[1]!.id).toBe(team.rules[2]!.id);
  });

  it("reads the settings afresh for a client of another run", async () => {
    const team = new FakeCsatTeam();
    await csatRuleDefinition.create(team.client, rule("First", 1));
    const nextRun = { ...team.client };
    await csatRuleDefinition.create(nextRun, rule("Second", 2));
    expect(team.calls).toEqual(["read CSAT settings", "create CSAT rule", "read CSAT settings", "create CSAT rule"]);
  });
});

describe("CsatRule diff", () => {
  const provider = dynamicProvider(csatRuleDefinition, () => new FakeCsatTeam().client);

  it("shows no change right after a create whose server filled in defaults", async () => {
    const team = new FakeCsatTeam();
    const news = { teamId: "T1", name: "Rule", triggerConfig: { randomPercentage: 50 }, feedbackConfig: { brandingColor: "#1f883d" } };
    const { id, outs } = await dynamicProvider(csatRuleDefinition, () => team.client).create(news);
    expect(team.rules[0]!.triggerConfig).toMatchObject({ triggerType: "always", randomPercentage: 50 });
    expect(outs.triggerConfig).toEqual({ randomPercentage: 50 });
    await expect(provider.diff!(id, outs, news)).resolves.toMatchObject({ changes: false });
  });

  it("replaces on a new team and updates anything else in place", async () => {
    const olds = { teamId: "T1", name: "Rule", triggerConfig: { randomPercentage: 50 }, feedbackConfig: {} };
    await expect(provider.diff!("r1", olds, { ...olds, teamId: "T2" })).resolves.toMatchObject({ changes: true, replaces: ["teamId"] });
    await expect(provider.diff!("r1", olds, { ...olds, triggerConfig: { randomPercentage: 60 } })).resolves.toMatchObject({
      changes: true,
      replaces: [],
    });
    await expect(provider.diff!("r1", olds, { ...olds, name: " Rule " })).resolves.toMatchObject({ changes: false });
    await expect(provider.diff!("r1", olds, { ...olds, teamId: unknownValue })).resolves.toMatchObject({
      changes: true,
      replaces: ["teamId"],
    });
  });
});
