// CsatRule through the real CLI against the emulator: several rules of one team in one up, invalid
// inputs. Its lifecycle with drift: tests/e2e/foundation/lifecycle.test.ts. The TicketType data
// source feeding a rule: tests/e2e/ticket-types/.
import { platformPerTest } from "../../harness/platform-stack";

interface ServerRule {
  id: string;
  name: string;
  teamId: string;
  settingsId: string;
  priority: number;
  triggerConfig: { randomPercentage: number };
}

describe("CsatRule", () => {
  const current = platformPerTest();
  const teamId = () => current.platform.organizations[0]!.teams[0]!.id;
  const teamRules = async () =>
    (await current.platform.control.listResources<ServerRule>("csatRules", current.platform.organizations[0]!.id)).filter(
      (rule) => rule.teamId === teamId(),
    );

  it("gives each of five rules made for one team in one up its own rule, through lost responses and shared names", async () => {
    const { platform } = current;
    // A rule made in the dashboard before, with the name of one of the stack's rules.
    const dashboard = await fetch(`${platform.baseUrl}/v1/csat/rules/${teamId()}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
      body: JSON.stringify({ name: "Rule 1" }),
    });
    expect(dashboard.status).toBe(201);
    const [foreign] = await teamRules();
    // The first two creates are made, but their responses never arrive.
    await platform.control.addFault({ method: "POST", path: "/v1/csat/rules/*", commitThenDrop: true, times: 2 });
    const names = ["Rule 1", "Rule 2", "Same name", "Same name", "Rule 5"];
    const program = `
import * as sp from "pulumi-support-platform";
export const rules = ${JSON.stringify(names)}.map((name, index) => new sp.CsatRule("rule-" + index, {
  teamId: "${teamId()}",
  name,
  priority: index + 1,
  triggerConfig: { randomPercentage: (index + 1) * 10 },
  feedbackConfig: {},
})).map((rule) => ({ id: rule.id, settingsId: rule.settingsId }));`;
    const stack = await current.stack({ program, projectName: "csat-five" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 });
    const dropped = (await platform.control.requests()).filter((request) => request.fault?.effect === "commitThenDrop");
    expect(dropped).toHaveLength(2);

    const declared = up.outputs.rules!.value as { id: string; settingsId: string }[];
    expect(new Set(declared.map((rule) => rule.id)).size).toBe(5);
    expect(declared.map((rule) => rule.id)).not.toContain(foreign!.id);
    for (const [index, rule] of declared.entries()) {
      const server = await platform.control.getResource<ServerRule>("csatRules", rule.id);
      expect([server.name, server.priority, server.triggerConfig.randomPercentage]).toEqual([names[index], index + 1, (index + 1) * 10]);
      expect(rule.settingsId).toBe(server.settingsId);
    }
    expect(await teamRules()).toHaveLength(6);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
    expect((await teamRules()).map((rule) => rule.id)).toEqual([foreign!.id]);
  });

  it("fails preview of invalid inputs with property paths, before any request", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
new sp.CsatRule("bad", {
  teamId: "${teamId()}",
  name: "",
  priority: -1,
  allFilters: { ticket: { customFields: [{ field: "custom_9", customFieldId: "42", operator: "=", value: "x" }] } },
  triggerConfig: { randomPercentage: 101, delayMinutes: -5, triggerType: "" },
  feedbackConfig: { brandingColor: "blue" },
  colour: "red",
} as any);`;
    const stack = await current.stack({ program, projectName: "csat-invalid" });
    await current.platform.control.clearRequests();
    const message = String(((await stack.preview().catch((error: Error) => error)) as Error).message);
    for (const text of [
      "has a problem: name: must not be empty",
      "has a problem: priority: must be from 0 to 1000000 (got -1)",
      "has a problem: allFilters.ticket.customFields[0].field: must be custom_42",
      "has a problem: triggerConfig.randomPercentage: ",
      "has a problem: triggerConfig.delayMinutes: ",
      "has a problem: triggerConfig.triggerType: ",
      "has a problem: feedbackConfig.brandingColor: ",
      "has a problem: colour: is not a known property",
    ]) {
      expect(message).toContain(text);
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
