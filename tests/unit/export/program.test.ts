import { renderProgram } from "../../../provider/export/program";

const teams = [
  { id: "T2", name: "Technical Support" },
  { id: "T1", name: "Billing" },
  { id: "T3", name: "支持" },
];
const role = (id: string, name: string) => ({
  kind: "Role" as const,
  listed: { id, state: { name } },
  inputs: { name, permissions: [], adoptId: id },
});

describe("renderProgram", () => {
  it("names teams as constants and resources after their objects, stable and unique", () => {
    const rule = (id: string) => ({
      kind: "CsatRule" as const,
      listed: { id, state: { teamId: "T1", name: "VIP" } },
      inputs: { teamId: "T1", name: "VIP", triggerConfig: {}, feedbackConfig: {}, adoptId: id },
    });
    const app = {
      kind: "WebhookApp" as const,
      listed: { id: "A1", state: { slug: "hook" } },
      inputs: { name: "Hook", slug: "hook", eventsUrl: "https://e.example", teamIds: ["T1", "T3", "T9"], adoptId: "A1" },
    };
    const skipped = [{ kind: "Role" as const, id: "R0", label: "Super Admin", reason: "a built-in system role" }];
    const { program } = renderProgram(teams, [rule("C2"), role("R2", "Leads"), rule("C1"), role("R1", "Leads"), app], skipped, {
      retainOnDelete: true,
      face: "dynamic",
    });
    expect(program).toContain(
      'const BILLING = "T1"; // Billing\nconst TEAM_T3 = "T3"; // 支持\nconst TECHNICAL_SUPPORT = "T2"; // Technical Support\n',
    );
    expect(program).toContain('// Left out: "Super Admin" (R0), a built-in system role.\n');
    // Same names: ordered by id, so the same organization always exports the same names.
    expect(program).toContain(
      'new sp.Role("leads", { name: "Leads", permissions: [], adoptId: "R1" }, retained);\nnew sp.Role("leads-2", { name: "Leads", permissions: [], adoptId: "R2" }, retained);',
    );
    expect(program.indexOf('new sp.CsatRule("billing-vip", { teamId: BILLING,')).toBeLessThan(
      program.indexOf('new sp.CsatRule("billing-vip-2", { teamId: BILLING,'),
    );
    expect(program).toContain('adoptId: "C1" }, retained);\nnew sp.CsatRule("billing-vip-2"');
    // A team the key's user is not in has no constant: its id stays as it is.
    expect(program).toContain('teamIds: [BILLING, TEAM_T3, "T9"]');
    expect(program).toContain("const retained = { retainOnDelete: true };");
  });

  it("declares teams first, each in a variable after its parent, and refers to them wherever a team id is taken", () => {
    const team = (id: string, name: string, parentTeamId?: string) => ({
      kind: "Team" as const,
      listed: { id, state: { name, ...(parentTeamId && { parentTeamId }) } },
      inputs: { name, ...(parentTeamId && { parentTeamId }), adoptId: id },
    });
    const member = {
      kind: "TeamMember" as const,
      listed: { id: "T3/U1", state: { teamId: "T3", name: "Ada" } },
      inputs: { teamId: "T3", userId: "U1", adoptId: "T3/U1" },
    };
    const rule = {
      kind: "CsatRule" as const,
      listed: { id: "C1", state: { teamId: "T1", name: "VIP" } },
      inputs: { teamId: "T1", name: "VIP", triggerConfig: {}, feedbackConfig: {}, adoptId: "C1" },
    };
    const app = {
      kind: "WebhookApp" as const,
      listed: { id: "A1", state: { slug: "hook" } },
      inputs: { name: "Hook", slug: "hook", eventsUrl: "https://e.example", teamIds: ["T2", "T1", "T9"], adoptId: "A1" },
    };
    // 支持 (T3) is a sub-team of Technical Support (T2), which sorts after it.
    const declarations = [rule, member, app, team("T3", "支持", "T2"), team("T1", "Billing"), team("T2", "Technical Support")];
    const { program, resources } = renderProgram(teams, declarations, [], { retainOnDelete: false, face: "dynamic" });
    expect(program).not.toContain("// Teams, by id.");
    expect(program).toContain(
      [
        "// Teams, each after its parent team.",
        'const billingTeam = new sp.Team("billing", { name: "Billing", adoptId: "T1" });',
        'const technicalSupportTeam = new sp.Team("technical-support", { name: "Technical Support", adoptId: "T2" });',
        'const teamT3 = new sp.Team("team-t3", { name: "支持", parentTeamId: technicalSupportTeam.id, adoptId: "T3" });',
        "",
        "// Team members.",
        'new sp.TeamMember("ada", { teamId: teamT3.id, userId: "U1", adoptId: "T3/U1" });',
      ].join("\n"),
    );
    expect(program).toContain('new sp.CsatRule("billing-vip", { teamId: billingTeam.id,');
    expect(program).toContain('teamIds: [technicalSupportTeam.id, billingTeam.id, "T9"]');
    expect(program.indexOf("new sp.Team(")).toBeLessThan(program.indexOf("new sp.CsatRule("));
    expect(resources.slice(0, 4)).toEqual([
      { type: "supportplatform:index:Team", name: "billing", id: "T1" },
      { type: "supportplatform:index:Team", name: "technical-support", id: "T2" },
      { type: "supportplatform:index:Team", name: "team-t3", id: "T3" },
      { type: "supportplatform:index:TeamMember", name: "ada", id: "T3/U1" },
    ]);
  });

  it("declares a team's rule order with the rules it names as references, each rule in a variable before it", () => {
    const rule = (id: string, name: string) => ({
      kind: "CsatRule" as const,
      listed: { id, state: { teamId: "T1", name } },
      inputs: { teamId: "T1", name, triggerConfig: {}, feedbackConfig: {}, adoptId: id },
    });
    const order = {
      kind: "CsatRuleOrder" as const,
      listed: { id: "T1", state: { teamId: "T1", ruleIds: ["C2", "C1", "C9"] } },
      inputs: { teamId: "T1", ruleIds: ["C2", "C1", "C9"], adoptId: "T1" },
    };
    const declarations = [order, rule("C1", "VIP"), rule("C2", "VIP"), rule("C3", "Unordered")];
    const { program } = renderProgram(teams, declarations, [], { retainOnDelete: false, face: "dynamic" });
    expect(program).toContain(
      [
        "// CSAT rules, by team.",
        'new sp.CsatRule("billing-unordered", { teamId: BILLING, name: "Unordered", triggerConfig: {}, feedbackConfig: {}, adoptId: "C3" });',
        'const billingVipRule = new sp.CsatRule("billing-vip", { teamId: BILLING, name: "VIP", triggerConfig: {}, feedbackConfig: {}, adoptId: "C1" });',
        'const billingVipRule_2 = new sp.CsatRule("billing-vip-2", { teamId: BILLING, name: "VIP", triggerConfig: {}, feedbackConfig: {}, adoptId: "C2" });',
        "",
        "// The order of each team's CSAT rules.",
        // A rule the export does not declare keeps its id.
        'new sp.CsatRuleOrder("billing-csat-rule-order", { teamId: BILLING, ruleIds: [billingVipRule_2.id, billingVipRule.id, "C9"], adoptId: "T1" });',
      ].join("\n"),
    );
  });

  it("leaves resources deletable when asked", () => {
    const { program } = renderProgram(teams, [role("R1", "Leads")], [], { retainOnDelete: false, face: "dynamic" });
    expect(program).not.toContain("retain");
    expect(program).toContain('new sp.Role("leads", { name: "Leads", permissions: [], adoptId: "R1" });');
  });

  it("writes the native face's program and names each resource for pulumi import", () => {
    const { name, permissions } = role("R1", "Leads").inputs;
    const declaration = { ...role("R1", "Leads"), inputs: { name, permissions } };
    const { program, resources } = renderProgram(teams, [declaration], [], { retainOnDelete: true, face: "native" });
    expect(program).toContain('import * as sp from "pulumi-support-platform/native";');
    expect(program).toContain('new sp.Role("leads", { name: "Leads", permissions: [] }, retained);');
    expect(resources).toEqual([{ type: "supportplatform:index:Role", name: "leads", id: "R1" }]);
  });
});
