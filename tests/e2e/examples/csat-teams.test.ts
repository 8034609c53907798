// examples/csat-teams: a shared rule and each team's own, for two teams.
import { platformPerTest } from "../../harness/platform-stack";
import { deployExample } from "./example-stack";

interface ServerRule {
  id: string;
  teamId: string;
  name: string;
  feedbackConfig: { brandingColor: string };
}

describe("examples/csat-teams", () => {
  const current = platformPerTest();

  it("gives every team the shared rule and its own, in the team's colour", async () => {
    const example = await deployExample(current, "csat-teams");
    const rules = await current.platform.control.listResources<ServerRule>("csatRules");
    expect(rules.map((rule) => rule.id).sort()).toEqual(Object.values(example.outputs.rules as Record<string, string>).sort());
    expect(rules.map((rule) => `${rule.teamId} ${rule.name} ${rule.feedbackConfig.brandingColor}`).sort()).toEqual([
      "TACME00001 High priority resolved #1f883d",
      "TACME00001 Refund requests #1f883d",
      "TACME00002 High priority resolved #0969da",
      "TACME00002 Sampled follow-up #0969da",
    ]);
    await example.destroy();
  });
});
