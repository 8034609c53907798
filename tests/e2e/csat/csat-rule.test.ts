// CsatRule and the TicketType data source through the real CLI against the emulator.
import { expectLifecycle } from "../../harness/lifecycle";
import { platformPerTest } from "../../harness/platform-stack";

interface ServerRule {
  id: string;
  name: string;
  teamId: string;
  settingsId: string;
  allFilters: { ticket?: { standardFields: { field: string; value: string }[] } };
  triggerConfig: { randomPercentage: number; triggerEvent: string };
}

describe("CsatRule", () => {
  const current = platformPerTest();
  const teamId = () => current.platform.organizations[0]!.teams[0]!.id;

  it("goes through the whole lifecycle", async () => {
    await expectLifecycle(current, {
      kind: "csatRules",
      field: "description",
      projectName: "csat-lifecycle",
      program: (description) => `
import * as sp from "pulumi-support-platform";
const rule = new sp.CsatRule("resolved", {
  teamId: "${teamId()}",
  name: "After resolution",
  description: "${description}",
  triggerConfig: { triggerType: "always", randomPercentage: 50 },
  feedbackConfig: { feedbackType: "star", brandingColor: "#1f883d" },
});
export const resourceId = rule.id;`,
    });
  });

  it("finds each of five rules created for one team in one up", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
export const rules = [1, 2, 3, 4, 5].map((n) => new sp.CsatRule("rule-" + n, {
  teamId: "${teamId()}",
  name: "Rule " + n,
  priority: n,
  triggerConfig: { randomPercentage: n * 10 },
  feedbackConfig: {},
})).map((rule) => ({ id: rule.id, name: rule.name, settingsId: rule.settingsId }));`;
    const stack = await current.stack({ program, projectName: "csat-five" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 });
    const declared = up.outputs.rules!.value as { id: string; name: string; settingsId: string }[];
    for (const [index, rule] of declared.entries()) {
      const server = await current.platform.control.getResource<ServerRule>("csatRules", rule.id);
      expect(server.name).toBe(`Rule ${index + 1}`);
      expect(server.triggerConfig.randomPercentage).toBe((index + 1) * 10);
      expect(rule.settingsId).toBe(server.settingsId);
    }
    expect(new Set(declared.map((rule) => rule.id)).size).toBe(5);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
  });

  it("takes a ticket type from the data source into a rule's filter, in preview and up", async () => {
    const program = `
import * as sp from "pulumi-support-platform";
const types = sp.getTicketTypesOutput({ teamId: "${teamId()}" });
const first = types.apply((all) => sp.getTicketType({ id: all[0]!.id }));
const rule = new sp.CsatRule("by-type", {
  teamId: "${teamId()}",
  name: "By ticket type",
  allFilters: { ticket: { standardFields: [{ field: "ticketType", operator: "=", value: first.name }] } },
  triggerConfig: {},
  feedbackConfig: {},
});
export const typeName = first.name;
export const resourceId = rule.id;`;
    const stack = await current.stack({ program, projectName: "csat-ticket-type" });
    const preview = await stack.preview();
    expect(preview.changeSummary.create).toBe(2);
    const up = await stack.up();
    const typeName = up.outputs.typeName!.value as string;
    const seeded = await current.platform.control.listResources<{ name: string; teamId: string }>("ticketTypes", current.platform.organizations[0]!.id);
    expect(seeded.filter((type) => type.teamId === teamId()).map((type) => type.name)).toContain(typeName);
    const rule = await current.platform.control.getResource<ServerRule>("csatRules", up.outputs.resourceId!.value as string);
    expect(rule.allFilters.ticket?.standardFields).toEqual([{ field: "ticketType", operator: "=", value: typeName }]);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();

    stack.writeProgram(`import * as sp from "pulumi-support-platform";\nexport const type = sp.getTicketType({ id: "TT-DOES-NOT-EXIST" });`);
    await expect(stack.preview()).rejects.toThrow(/no ticket type has the id TT-DOES-NOT-EXIST/);
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
      "property name",
      "property priority",
      "allFilters.ticket.customFields[0].field",
      "must be custom_42",
      "triggerConfig.randomPercentage",
      "triggerConfig.delayMinutes",
      "triggerConfig.triggerType",
      "feedbackConfig.brandingColor",
      "property colour",
    ]) {
      expect(message).toContain(text);
    }
    expect(await current.platform.control.requests()).toEqual([]);
  });
});
