// What each operation on a stack of every kind sends, counted by kind from the emulator's request
// log: the fewest the platform allows, plus the one settings read per team that tells a CSAT rule's
// create which rule is new, the settings read CsatSettings takes them over with, and the read a team's
// configuration is taken over with. One emulator and one stack go through create, update, refresh, a native import of the exported
// organization, and destroy, in that order.
import * as fs from "node:fs";
import * as path from "node:path";
import { accountAttributes } from "../../../provider/account-attribute-values/account-attributes";
import {
  type EveryKindTeam,
  everyKindProgram,
  type EveryKindShape,
  everyKindTeams,
  minimumRequests,
  requestsByKind,
} from "../../harness/every-kind-stack";
import { exportProject } from "../../harness/export-project";
import { linkNodeModules } from "../../harness/native-project";
import { createPlatformStack, type Platform, startPlatform } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { send } from "../../harness/seed-organization";
import type { TestStack } from "../../harness/pulumi-stack";

/** Five values over four attributes: the first attribute has two, whose reads share one list. */
const shape: EveryKindShape = {
  roles: 2,
  values: 5,
  rulesPerTeam: 2,
  apps: 1,
  routingRulesPerTeam: 2,
  tags: 4,
  subStatusesPerTeam: 1,
  teamConfigurations: true,
  teamTagsPerTeam: 2,
  customFields: 3,
  slaPoliciesPerTeam: 2,
};

describe("requests per operation", () => {
  let platform: Platform;
  let stack: TestStack;
  let teams: EveryKindTeam[];
  let teamIds: string[];
  const stacks: TestStack[] = [];

  /** Runs `operation` from an empty request log; answers what it sent, by kind. */
  const sent = async (operation: () => Promise<unknown>) => {
    await platform.control.clearRequests();
    await operation();
    return requestsByKind(await platform.control.requests());
  };
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: false });
    teams = await everyKindTeams(platform);
    teamIds = teams.map((team) => team.id);
    stack = await createPlatformStack(platform, { program: everyKindProgram(teams, shape), projectName: "request-counts" });
    stacks.push(stack);
  });
  afterAll(async () => {
    await Promise.all(stacks.map((each) => each.dispose()));
    await platform?.stop();
  });

  it("creates with one write per object and one install per app, reading each team's CSAT settings once for its rules", async () => {
    const counts = await sent(() => stack.up());
    expect(counts).toEqual({
      "POST /v1/roles": 2,
      "POST /v1/accounts/attributes": 5,
      // Per team: one read before its first rule's create, one when CsatSettings takes the settings over.
      "GET /v1/csat/team/{id}": 2 * teamIds.length,
      "POST /v1/csat/rules/{id}": 4,
      "PATCH /v1/csat/team/{id}/update": 2,
      "POST /apps/create-app": 1,
      "POST /apps/install": 1,
      "POST /v1/teams/{id}/routing": 4,
      "POST /v1/tags": 4,
      "POST /v1/tickets/status": 2,
      // Each team's configuration is taken over: one read, then one write of what differs.
      "GET /v1/teams/{id}/configurations": 2,
      "PATCH /v1/teams/{id}/configurations": 2,
      "POST /v1/teams/{id}/tags": 4,
      "POST /v1/custom-field": 3,
      "POST /v1/sla/policy": 4,
    });
    expect(total(counts)).toBe(minimumRequests(shape, teamIds.length).create + 2 * teamIds.length + teamIds.length);
  });

  it("updates every object with one write each", async () => {
    stack.writeProgram(everyKindProgram(teams, shape, 1));
    const counts = await sent(() => stack.up());
    expect(counts).toEqual({
      "PATCH /v1/roles/{id}": 2,
      "PUT /v1/accounts/attributes/{id}": 5,
      "PATCH /v1/csat/rules/{id}": 4,
      "PATCH /v1/csat/team/{id}/update": 2,
      "PATCH /apps/{id}/update-app": 1,
      "PATCH /v1/teams/{id}/routing/{id}": 4,
      "PATCH /v1/tags/{id}": 4,
      "PATCH /v1/tickets/status/{id}": 2,
      "PATCH /v1/teams/{id}/configurations": 2,
      "PUT /v1/teams/{id}/tags/{id}": 4,
      "PATCH /v1/custom-field": 3,
      "PATCH /v1/sla/policy/{id}": 4,
    });
    expect(total(counts)).toBe(minimumRequests(shape, teamIds.length).update);
  });

  it("refreshes with one read per object at most: one list of the roles, one per attribute, one of each team's routing rules, one of each tag type, one of each team's tags, one of the ticket statuses, one of the custom fields, one of the SLA policies and one of the installed apps serve all their objects", async () => {
    const counts = await sent(() => stack.refresh({ expectNoChanges: true }));
    expect(counts).toEqual({
      "GET /v1/roles": 1,
      "GET /v1/accounts/attributes": 4,
      "GET /v1/csat/rules/{id}": 4,
      "GET /v1/csat/team/{id}": 2,
      "GET /apps/{id}": 1,
      "GET /apps/installed-apps": 1,
      "GET /v1/teams/{id}/routing": 2,
      "GET /v1/tags": 2,
      "GET /v1/tickets/status": 1,
      "GET /v1/teams/{id}/configurations": 2,
      "GET /v1/teams/{id}/tags": 2,
      "GET /v1/custom-field": 1,
      // The organization's one list of SLA policies serves every policy.
      "GET /v1/sla/policy": 1,
    });
  });

  it("restores an app's installation removed out of band with its install alone: no update-app the platform would answer unchanged", async () => {
    const listed = (await send(platform, "apps", "GET", "/apps/installed-apps?limit=100", undefined)) as { apps: { appId: string }[] };
    const appId = listed.apps[0]!.appId;
    await send(platform, "apps", "POST", "/apps/uninstall", { appId, teamIds: [teamIds[1]] });
    await stack.refresh();
    const counts = await sent(() => stack.up());
    expect(counts).toEqual({ "GET /apps/installed-apps": 1, "POST /apps/install": 1 });
    await stack.refresh({ expectNoChanges: true });
  });

  it("imports the exported organization into the native face reading each object once per pass", async () => {
    const out = await exportProject(platform, "native");
    const imports = (JSON.parse(fs.readFileSync(path.join(out, "import.json"), "utf8")) as { resources: { type: string; id: string }[] })
      .resources;
    const imported = await createPlatformStack(platform, { projectDir: out, projectName: "request-counts-import" });
    stacks.push(imported);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    linkNodeModules(imported.workDir);
    const ofKind = (kind: string) => imports.filter((resource) => resource.type === `supportplatform:index:${kind}`);
    const of = (kind: string) => ofKind(kind).length;
    // A membership's id is <teamId>/<userId>: its team's member list serves every membership of the team.
    const teamsWithMembers = new Set(ofKind("TeamMember").map((resource) => resource.id.split("/")[0])).size;
    // A CsatSettings' and a CsatRuleOrder's id is their team's: one read of the team's settings serves both.
    const teamsWithCsat = new Set([...ofKind("CsatSettings"), ...ofKind("CsatRuleOrder")].map((resource) => resource.id)).size;
    // A routing rule's id is <teamId>/<ruleId>: its team's list serves every rule of the team.
    const teamsWithRoutingRules = new Set(ofKind("TeamRoutingRule").map((resource) => resource.id.split("/")[0])).size;
    // A team tag's id is <teamId>/<tagId>: its team's list serves every tag of the team.
    const teamsWithTags = new Set(ofKind("TeamTag").map((resource) => resource.id.split("/")[0])).size;

    const counts = await sent(() =>
      runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
        cwd: imported.workDir,
        env: imported.env,
      }),
    );
    // The import's preview and the import each run a plugin process of their own, which reads every object.
    const passes = 2;
    expect(counts).toEqual({
      // One list of the roles, once per pass, serves every role.
      "GET /v1/roles": passes,
      // A value imported by id alone may be of any attribute: each one's list, once per pass, serves every value.
      "GET /v1/accounts/attributes": passes * accountAttributes.length,
      "GET /v1/csat/rules/{id}": passes * of("CsatRule"),
      "GET /v1/csat/team/{id}": passes * teamsWithCsat,
      "GET /apps/{id}": passes * of("WebhookApp"),
      "GET /apps/installed-apps": passes,
      "GET /v1/teams/{id}": passes * of("Team"),
      "GET /v1/teams/{id}/members": passes * teamsWithMembers,
      // A configuration's id is its team's: one read each.
      "GET /v1/teams/{id}/configurations": passes * of("TeamConfiguration"),
      "GET /v1/teams/{id}/routing": passes * teamsWithRoutingRules,
      // The tags' two lists (one per type) and the organization's one list of statuses, once per pass.
      "GET /v1/tags": passes * 2,
      "GET /v1/tickets/status": passes,
      "GET /v1/teams/{id}/tags": passes * teamsWithTags,
      // One page of the organization's custom fields, once per pass, serves every field.
      "GET /v1/custom-field": passes,
      // The organization's one list of SLA policies, once per pass.
      "GET /v1/sla/policy": passes,
    });
    expect(of("CustomField")).toBe(shape.customFields);
    expect(of("TeamRoutingRule")).toBeGreaterThan(teamsWithRoutingRules);
    expect(of("Tag")).toBeGreaterThan(2);
    expect(of("TicketStatus")).toBeGreaterThan(1);
    expect(of("TeamTag")).toBeGreaterThan(teamsWithTags);
    expect(of("SlaPolicy")).toBeGreaterThan(1);
    expect(of("AccountAttributeValue")).toBeGreaterThan(accountAttributes.length);
    expect(of("TeamMember")).toBeGreaterThan(teamsWithMembers);
    expect(of("CsatSettings") + of("CsatRuleOrder")).toBeGreaterThan(teamsWithCsat);
  });

  it("destroys with one delete per object, and one uninstall per app", async () => {
    const counts = await sent(() => stack.destroy());
    expect(counts).toEqual({
      "DELETE /v1/roles/{id}": 2,
      "DELETE /v1/accounts/attributes/{id}": 5,
      "DELETE /v1/csat/rules/{id}": 4,
      // CsatSettings outlive the stack: destroy puts back the settings they replaced.
      "PATCH /v1/csat/team/{id}/update": 2,
      "POST /apps/uninstall": 1,
      "DELETE /apps/{id}": 1,
      "DELETE /v1/teams/{id}/routing/{id}": 4,
      "DELETE /v1/tags/{id}": 4,
      "DELETE /v1/tickets/status/{id}": 2,
      "DELETE /v1/teams/{id}/tags/{id}": 4,
      // The platform deletes no custom field: destroy deactivates each, in one write.
      "PATCH /v1/custom-field": 3,
      // No delete exists: each SLA policy is retired.
      "PATCH /v1/sla/policy/{id}": 4,
    });
    expect(total(counts)).toBe(minimumRequests(shape, teamIds.length).destroy);
  });
});
