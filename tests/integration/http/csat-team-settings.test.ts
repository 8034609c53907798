// One read of a team's CSAT settings per client serves CsatRule, CsatRuleOrder and CsatSettings,
// and every write of the team's rules or settings makes the next read load afresh: counted in the
// emulator's request log, through the resource rules both faces share, over one client (one run).
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { CsatEnvelope } from "../../../emulator/http/envelopes";
import { resourceRules } from "../../../provider/adapters/resource-rules";
import { csatRuleOrderDefinition } from "../../../provider/csat-rule-orders/definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { csatSettingsDefinition } from "../../../provider/csat-settings/definition";
import { PlatformClient } from "../../../provider/http/platform-client";
import { call, seedTeams, seedUser, useEmulator } from "../emulator/support";

const emulator = useEmulator();

const triggerConfig = { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 0 };
const feedbackConfig = { enabled: true, feedbackType: "star" };

/** A team of the seed with two rules made in the dashboard, and the three kinds' rules over one client of a run of their own. */
async function teamWithTwoRules() {
  const running = emulator();
  const { apiKey } = seedUser(running, "Organization Admin");
  const teamId = seedTeams(running)[0]!.id;
  const makeRule = async (name: string) =>
    (
      await call<CsatEnvelope<SettingsView>>(`${running.baseUrl}/v1/csat/rules/${teamId}`, { method: "POST", apiKey, body: { name } })
    ).body.data.data.rules.at(-1)!.id;
  const ruleIds = [await makeRule("First"), await makeRule("Second")];
  // Retries, so that a create whose answer is lost is settled as a run would settle it.
  const client = new PlatformClient({
    apiKey,
    baseUrl: running.baseUrl,
    apiUrl: running.apiUrl,
    appsStudioUrl: running.appsStudioUrl,
    maxRetries: 2,
    requestTimeoutSeconds: 10,
  });
  const kinds = {
    rule: resourceRules(csatRuleDefinition, () => client),
    order: resourceRules(csatRuleOrderDefinition, () => client),
    settings: resourceRules(csatSettingsDefinition, () => client),
  };
  await running.control.clearRequests();
  const requests = async () => (await running.control.requests()).map((request) => `${request.method} ${request.path}`);
  const settingsReads = async () => (await requests()).filter((request) => request === `GET /v1/csat/team/${teamId}`).length;
  return { running, client, teamId, ruleIds, makeRule, kinds, requests, settingsReads };
}

describe("a team's CSAT settings, read once per run", () => {
  it("serves the export's three lists (two rules, their order, the settings) with one read of the team", async () => {
    const { client, teamId, ruleIds, requests } = await teamWithTwoRules();
    const scope = { teamIds: [teamId] };
    const [rules, orders, settings] = await Promise.all([
      csatRuleDefinition.list(client, scope),
      csatRuleOrderDefinition.list(client, scope),
      csatSettingsDefinition.list(client, scope),
    ]);
    expect(rules.map((rule) => rule.id)).toEqual(ruleIds);
    expect(orders).toEqual([expect.objectContaining({ id: teamId, state: expect.objectContaining({ ruleIds }) })]);
    expect(settings).toEqual([expect.objectContaining({ id: teamId })]);
    const expected = [...ruleIds.map((id) => `GET /v1/csat/rules/${id}`), `GET /v1/csat/team/${teamId}`];
    expect((await requests()).sort()).toEqual(expected.sort());
  });

  it("serves an import's reads of the order and the settings by id with one read, and a read after each write loads afresh, seeing it", async () => {
    const { client, teamId, ruleIds, kinds, settingsReads } = await teamWithTwoRules();
    const order = (await kinds.order.read(teamId, {})).props;
    const imported = (await kinds.settings.read(teamId, {})).props;
    expect(order.ruleIds).toEqual(ruleIds);
    expect(imported).toMatchObject({ teamId, previousSettings: { cooldownPeriodDays: 30 } });
    // From here on, the state of a program that declares the cooldown.
    const settings = { ...imported, cooldownPeriodDays: 30 };
    expect(await settingsReads()).toBe(1);

    // Each write, then both kinds' reads: one read more per write, which sees what the write did.
    const created = await kinds.rule.create(kinds.rule.check({ teamId, name: "Third", triggerConfig, feedbackConfig }).inputs);
    expect(await settingsReads()).toBe(1); // the rule's create takes its rules from the team's read above
    expect((await kinds.order.read(teamId, order)).props.ruleIds).toEqual([...ruleIds, created.id]);
    expect((await kinds.settings.read(teamId, settings)).props).toMatchObject({ cooldownPeriodDays: 30 });
    expect(await settingsReads()).toBe(2);

    const reordered = [created.id, ...ruleIds];
    const placed = await kinds.order.update(teamId, order, kinds.order.check({ teamId, ruleIds: reordered }).inputs);
    expect(placed.outs.ruleIds).toEqual(reordered);
    expect((await kinds.order.read(teamId, placed.outs)).props.ruleIds).toEqual(reordered);
    expect(await settingsReads()).toBe(3);

    const updated = await kinds.settings.update(teamId, settings, kinds.settings.check({ teamId, cooldownPeriodDays: 14 }).inputs);
    expect(updated.outs).toMatchObject({ cooldownPeriodDays: 14 });
    expect((await kinds.settings.read(teamId, updated.outs)).props).toMatchObject({ cooldownPeriodDays: 14 });
    expect((await kinds.order.read(teamId, placed.outs)).props.ruleIds).toEqual(reordered);
    expect(await settingsReads()).toBe(4);

    await kinds.rule.update(created.id, created.outs, kinds.rule.check({ teamId, name: "Renamed", triggerConfig, feedbackConfig }).inputs);
    const listed = await csatRuleDefinition.list(client, { teamIds: [teamId] });
    expect(listed.find((rule) => rule.id === created.id)?.state.name).toBe("Renamed");
    expect(await settingsReads()).toBe(5);

    await kinds.rule.delete(created.id, created.outs);
    expect((await kinds.order.read(teamId, placed.outs)).props.ruleIds).toEqual(ruleIds);
    expect(await settingsReads()).toBe(6);

    // CsatSettings' delete puts the declared settings back.
    await kinds.settings.delete(teamId, updated.outs);
    expect((await kinds.settings.read(teamId, updated.outs)).props).toMatchObject({ cooldownPeriodDays: 30 });
    expect(await settingsReads()).toBe(7);
  });

  it("reads the team afresh after a refused reorder, to name a rule made since the run's read", async () => {
    const { teamId, ruleIds, makeRule, kinds, settingsReads } = await teamWithTwoRules();
    const order = (await kinds.order.read(teamId, {})).props;
    const extra = await makeRule("Made in the dashboard");
    await expect(
      kinds.order.update(teamId, order, kinds.order.check({ teamId, ruleIds: [...ruleIds].reverse() }).inputs),
    ).rejects.toMatchObject({
      code: "ERR_RULE_ORDER_MISMATCH",
      message: expect.stringContaining(`the team has rules that ruleIds leaves out: ${extra}`),
    });
    expect(await settingsReads()).toBe(2);
  });

  it("finds the rule a create made when its answer was lost, though the run read the team before it: no duplicate", async () => {
    const { running, teamId, ruleIds, kinds, requests, settingsReads } = await teamWithTwoRules();
    await kinds.order.read(teamId, {});
    await running.control.addFault({ method: "POST", path: `/v1/csat/rules/${teamId}`, commitThenDrop: true, times: 1 });
    const created = await kinds.rule.create(kinds.rule.check({ teamId, name: "Lossy", triggerConfig, feedbackConfig }).inputs);
    expect((await requests()).filter((request) => request.startsWith("POST"))).toHaveLength(1);
    expect(await settingsReads()).toBe(2);
    expect((await kinds.order.read(teamId, {})).props.ruleIds).toEqual([...ruleIds, created.id]);
    expect(await settingsReads()).toBe(3);
  });
});
