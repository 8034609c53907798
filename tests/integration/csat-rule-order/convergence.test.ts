// A team's rule order converges in one apply, as a property: 100 random cases, each a random set of
// rules on a team, a random order the stack applied before, random reorders made out of band
// through the API, and a random declared order; then ONE apply as `pulumi up --refresh` makes it
// through the resource rules both faces share (refresh's read, diff, update when it differs), or,
// for an order the stack adopts, the create with adoptId. The platform then holds the declared
// order, and the next preview (refreshed or not) shows no change. Against the emulator, with
// fast-check's fixed seed (FC_SEED overrides it); a failure prints the seed and the shrunk case.
import fc from "fast-check";
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { CsatEnvelope } from "../../../emulator/http/envelopes";
import { resourceRules } from "../../../provider/adapters/resource-rules";
import { resolveProviderConfig } from "../../../provider/config/provider-config";
import { csatRuleOrderDefinition } from "../../../provider/csat-rule-orders/definition";
import { PlatformClient } from "../../../provider/http/platform-client";
import { call, seedTeams, seedUser, useEmulator } from "../emulator/support";

const emulator = useEmulator();
const seed = Number(process.env.FC_SEED ?? 20261127);
const numRuns = 100;

/** A permutation of 0..n-1. */
const permutation = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, index) => index),
    { minLength: n, maxLength: n },
  );

const scenario = fc.integer({ min: 1, max: 7 }).chain((rules) =>
  fc.record({
    rules: fc.constant(rules),
    /** How the stack holds the order before: applied in some order earlier, or about to adopt it. */
    before: fc.oneof(fc.record({ applied: permutation(rules) }), fc.constant({ adopted: true as const })),
    outOfBand: fc.array(permutation(rules), { maxLength: 3 }),
    declared: permutation(rules),
  }),
);

/** The seeded team, its admin, the shared resource rules over a client of its own, and the platform as the API shows it. */
function platform() {
  const running = emulator();
  const { apiKey } = seedUser(running, "Organization Admin");
  const teamId = seedTeams(running)[0]!.id;
  const settings: Record<string, string> = { apiKey, baseUrl: running.baseUrl, maxRequestsPerMinute: "100000" };
  /** The resource rules over a client of their own: one run's (a run reads a team's settings once, until it writes them). */
  const run = () => {
    const client = new PlatformClient(resolveProviderConfig({ get: (key) => settings[key.replace("supportplatform:", "")] }));
    return resourceRules(csatRuleOrderDefinition, () => client);
  };
  const rules = run();
  const url = (path: string) => `${running.baseUrl}${path}`;
  const order = async () =>
    (await call<CsatEnvelope<SettingsView>>(url(`/v1/csat/team/${teamId}`), { apiKey })).body.data.data.rules.map((rule) => rule.id);
  const reorder = async (ids: string[]) => {
    const answer = await call(url(`/v1/csat/team/${teamId}/rules/reorder`), { method: "PATCH", apiKey, body: ids });
    expect(answer.status).toBe(200);
  };
  /** Makes a rule in the team as the dashboard would; answers its id (the newest rule is listed last). */
  const makeRule = async (name: string) =>
    (
      await call<CsatEnvelope<SettingsView>>(url(`/v1/csat/rules/${teamId}`), { method: "POST", apiKey, body: { name } })
    ).body.data.data.rules.at(-1)!.id;
  const writes = async () => (await running.control.requests()).filter((request) => request.method !== "GET");
  return { running, apiKey, teamId, rules, run, url, order, reorder, makeRule, writes };
}

describe("CsatRuleOrder converges in one apply", () => {
  it(`reaches the declared order from any order, and the next preview shows no change (${numRuns} cases)`, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ rules: count, before, outOfBand, declared }) => {
        cases++;
        const { running, teamId, rules, order, reorder, makeRule, writes } = platform();
        await running.control.reset();
        const ids: string[] = [];
        for (let n = 0; n < count; n++) ids.push(await makeRule(`Rule ${n}`));
        const inOrder = (positions: number[]) => positions.map((position) => ids[position]!);
        // A program that adopts the team's order keeps adoptId declared.
        const news = rules.check({ teamId, ruleIds: inOrder(declared), ...("adopted" in before && { adoptId: teamId }) }).inputs;

        let outs: Record<string, unknown>;
        if ("applied" in before) {
          // An earlier up applied another order; then people reordered the rules in the dashboard.
          let state = (await rules.create(rules.check({ teamId, ruleIds: inOrder(before.applied) }).inputs)).outs;
          for (const positions of outOfBand) await reorder(inOrder(positions));
          await running.control.clearRequests();
          // The one apply: refresh, then the update where the diff finds one.
          state = (await rules.read(teamId, state)).props;
          const diff = rules.diff(state, news);
          const drifted = JSON.stringify(state.ruleIds) !== JSON.stringify(news.ruleIds);
          expect(diff.changes).toBe(drifted);
          // The preview names the moves, as places in ruleIds.
          for (const path of Object.keys(diff.detailedDiff)) expect(path).toMatch(/^ruleIds\[\d+\]$/);
          outs = diff.changes ? (await rules.update(teamId, state, news)).outs : state;
          expect((await writes()).length).toBe(drifted ? 1 : 0);
        } else {
          for (const positions of outOfBand) await reorder(inOrder(positions));
          const current = await order();
          await running.control.clearRequests();
          // The one apply of a program that adopts the team's order: no write when it already holds.
          outs = (await rules.create(news)).outs;
          const matched = JSON.stringify(current) === JSON.stringify(news.ruleIds);
          expect((await writes()).length).toBe(matched ? 0 : 1);
        }

        expect(await order()).toEqual(inOrder(declared));
        // The next preview, with or without a refresh before it.
        expect(rules.diff(outs, news).changes).toBe(false);
        expect(rules.diff((await rules.read(teamId, outs)).props, news).changes).toBe(false);
      }),
      { numRuns, seed },
    );
    expect(cases).toBe(numRuns);
  });
});

describe("CsatRuleOrder, when the team's rules changed out of band", () => {
  it("refuses, naming them, an order that leaves out a rule made out of band or names one deleted, and writes nothing", async () => {
    const { apiKey, teamId, rules, url, order, makeRule, writes, running } = platform();
    const [first, second, third] = [await makeRule("First"), await makeRule("Second"), await makeRule("Third")];
    const { outs } = await rules.create(rules.check({ teamId, ruleIds: [third, first, second] }).inputs);

    // A rule made in the dashboard: refresh sees it in the team's order, and the declared order is a change.
    const extra = await makeRule("New");
    const refreshed = (await rules.read(teamId, outs)).props;
    expect(refreshed.ruleIds).toEqual([third, first, second, extra]);
    const declared = rules.check({ teamId, ruleIds: [first, second, third] }).inputs;
    expect(rules.diff(refreshed, declared).changes).toBe(true);
    await running.control.clearRequests();
    await expect(rules.update(teamId, refreshed, declared)).rejects.toMatchObject({
      code: "ERR_RULE_ORDER_MISMATCH",
      message: `cannot order the CSAT rules of team ${teamId}: the team has rules that ruleIds leaves out: ${extra} (add them to ruleIds, or delete them). A CsatRuleOrder names every rule of its team, each once`,
    });

    // A declared rule deleted in the dashboard.
    expect((await call(url(`/v1/csat/rules/${extra}`), { method: "DELETE", apiKey })).status).toBeLessThan(300);
    expect((await call(url(`/v1/csat/rules/${second}`), { method: "DELETE", apiKey })).status).toBeLessThan(300);
    await expect(rules.update(teamId, refreshed, declared)).rejects.toThrow(
      `ruleIds names rules that are not the team's: ${second} (deleted, or of another team)`,
    );
    expect((await writes()).filter((request) => request.method === "PATCH").map((request) => request.status)).toEqual([400, 400]);
    expect(await order()).toEqual([third, first]);
  });

  it("places last a rule the program stopped naming (the same up deletes it after the order), and refuses one it never applied", async () => {
    const { apiKey, teamId, rules, run, url, order, makeRule } = platform();
    const [first, second, third] = [await makeRule("First"), await makeRule("Second"), await makeRule("Third")];
    const { outs } = await rules.create(rules.check({ teamId, ruleIds: [first, second, third] }).inputs);

    // Second's CsatRule leaves the program with its id: the order's update comes first, then its delete.
    const declared = rules.check({ teamId, ruleIds: [third, first] }).inputs;
    const updated = (await rules.update(teamId, outs, declared)).outs;
    expect(await order()).toEqual([third, first, second]);
    expect(updated).toMatchObject({ ruleIds: [third, first], appliedRuleIds: [third, first] });
    expect(rules.diff(updated, declared).changes).toBe(false);
    expect((await call(url(`/v1/csat/rules/${second}`), { method: "DELETE", apiKey })).status).toBeLessThan(300);
    expect(rules.diff((await rules.read(teamId, updated)).props, declared).changes).toBe(false);

    // A rule made in the dashboard since: the next run's refresh shows it, and its update names it, never having applied it.
    const kept = await makeRule("Kept");
    const next = run();
    const refreshed = (await next.read(teamId, updated)).props;
    expect(refreshed.ruleIds).toEqual([third, first, kept]);
    await expect(next.update(teamId, refreshed, declared)).rejects.toThrow(`the team has rules that ruleIds leaves out: ${kept}`);
  });

  it("check names a rule listed twice, before any request", () => {
    const { rules, teamId } = platform();
    expect(rules.check({ teamId, ruleIds: ["CR1", "CR2", "CR1"] }).failures).toEqual([
      { property: "ruleIds[2]", reason: "names rule CR1 more than once" },
    ]);
  });
});
