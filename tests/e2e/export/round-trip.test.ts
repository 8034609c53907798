// `pulumi-support-platform export` end to end: an organization populated out of band is exported
// by the installed command, the exported project is installed from the packed package, and its
// first `up` takes everything over without one write; it then previews and refreshes clean, an edit
// of the exported code applies as exactly that change, and destroy leaves the organization intact.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { accountAttributes } from "../../../provider/account-attribute-values/account-attributes";
import { packPackage, startPackageRegistry } from "../../harness/package-registry";
import { type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { makeScratchDir, offlineEnv, repoRoot } from "../../harness/pulumi-stack";
import { installRelayApp, seedOrganization } from "../../harness/seed-organization";
import { runExport } from "../../harness/export-command";
import { everyKind } from "../../harness/every-kind";

const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));

/** Every object an export reads, as the platform holds it, for before/after comparisons. */
async function organizationSnapshot(platform: Platform) {
  const organizationId = platform.organizations[0]!.id;
  const kinds = [
    "roles",
    "accountAttributeValues",
    "csatRules",
    "csatSettings",
    "apps",
    "installations",
    "tags",
    "ticketStatuses",
    "teamRoutingRules",
    "teamTags",
    "accountRelationshipTypes",
    "customFields",
    "slaPolicies",
  ] as const;
  const [
    roles,
    attributeValues,
    csatRules,
    csatSettings,
    apps,
    installations,
    tags,
    ticketStatuses,
    routingRules,
    teamTags,
    relationshipTypes,
    customFields,
    slaPolicies,
  ] = await Promise.all(kinds.map((kind) => platform.control.listResources(kind, organizationId)));
  // Teams with their memberships, and which teams each user is in.
  const organization = (await platform.control.organizations()).find((candidate) => candidate.id === organizationId)!;
  const memberships = organization.users.map((user) => ({ id: user.id, teamIds: user.teamIds }));
  return {
    teams: organization.teams,
    memberships,
    roles: roles!,
    attributeValues,
    csatRules,
    csatSettings,
    apps: apps!,
    installations: installations!,
    tags: tags!,
    ticketStatuses,
    routingRules,
    teamTags,
    relationshipTypes,
    customFields,
    slaPolicies,
  };
}

describe("export", () => {
  const current = platformPerTest();

  it("fails in one line, writing nothing, for a folder in use, a wrong key, an unreachable platform and an inexpressible object", async () => {
    const { platform } = current;
    const scratch = makeScratchDir("export-errors");
    const used = path.join(scratch, "used");
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, "notes.txt"), "mine");
    const out = path.join(scratch, "out");
    const failures = [
      await runExport(platform, ["export", "--out", used]),
      await runExport(platform, ["export", "--out", out], { SUPPORT_PLATFORM_API_KEY: "sp_wrong_key_0123456789" }),
      await runExport(platform, ["export", "--out", out], {
        SUPPORT_PLATFORM_BASE_URL: "http://127.0.0.1:9",
        SUPPORT_PLATFORM_MAX_RETRIES: "0",
      }),
    ];
    // A color the platform accepts and the provider's inputs cannot hold.
    await fetch(`${platform.baseUrl}/v1/accounts/attributes`, {
      method: "POST",
      headers: { "x-api-key": platform.admin.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ attribute: "task_priority", value: "Blocker", color: "crimson" }),
    });
    failures.push(await runExport(platform, ["export", "--out", out]));
    const usage = await runExport(platform, ["export", "--outt", out]);

    const messages = failures.map((failure) => failure.stderr.trim().split("\n").pop());
    expect(failures.map((failure) => failure.code)).toEqual([1, 1, 1, 1]);
    expect(messages[0]).toMatch(/used is not empty; choose another --out, or add --force/);
    expect(messages[1]).toMatch(/^error: list teams failed with HTTP 401/);
    expect(messages[2]).toMatch(
      /^error: list teams could not reach the platform at all: ECONNREFUSED .*127\.0\.0\.1:9\); check supportplatform:baseUrl \(or SUPPORT_PLATFORM_BASE_URL\)$/,
    );
    expect(messages[3]).toMatch(/^error: cannot export AccountAttributeValue AV\w+: color must be a hex color/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: Unknown option '--outt'/);
    for (const failure of [...failures, usage]) expect(failure.stderr + failure.stdout).not.toContain(platform.admin.apiKey);
    expect(fs.readdirSync(used)).toEqual(["notes.txt"]);
    expect(fs.readdirSync(scratch).sort()).toEqual(["used"]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("lists every configuration problem at once, and shows its retries on stderr", async () => {
    const { platform } = current;
    const scratch = makeScratchDir("export-said");
    const out = path.join(scratch, "out");
    const unconfigured = await runExport(platform, ["export", "--out", out], {
      SUPPORT_PLATFORM_API_KEY: "",
      SUPPORT_PLATFORM_BASE_URL: "",
      SUPPORT_PLATFORM_MAX_RETRIES: "lots",
    });
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.stderr.trim()).toBe(
      [
        "error: invalid supportplatform configuration:",
        "  - supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
        "  - supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
        "  - supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
      ].join("\n"),
    );

    await platform.control.addFault({ method: "GET", path: "/v1/teams", status: 503, times: 1 });
    const retried = await runExport(platform, ["export", "--out", out]);
    expect(retried.code).toBe(0);
    expect(retried.stderr.split("\n")[0]).toMatch(/^list teams: HTTP 503; retry 1 of 15 in \d+\.\d s$/);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("round-trips an organization: zero writes on the first up, then exactly the edits", async () => {
    const { platform } = current;
    const seeded = await seedOrganization(platform, { teams: 1, roles: 14, attributeValues: 8, rulesPerTeam: 2, apps: 3 });

    const scratch = makeScratchDir("export");
    const out = path.join(scratch, "project");
    await platform.control.clearRequests();
    const exported = await runExport(platform, ["export", "--out", out, "--project-name", "exported"]);
    expect(exported.code).toBe(0);
    // Progress, a line per step when stderr is not a terminal.
    // Billing's four members, Technical Support's two, and the admin in the team it made.
    expect(exported.stderr).toBe(
      "Read Team: 3\nRead TeamMember: 7\nRead TeamConfiguration: 3\nRead Role: 17\nRead AccountAttributeValue: 36\nRead CsatRule: 6\nRead CsatRuleOrder: 3\nRead CsatSettings: 3\nRead WebhookApp: 4\nRead Tag: 3\nRead TicketStatus: 18\nRead TeamRoutingRule: 2\nRead TeamTag: 3\nRead AccountRelationshipType: 4\nRead CustomField: 3\nRead SlaPolicy: 3\n",
    );
    // Objects of every kind of the registry: seedOrganization makes some of each.
    const readOfKind = new Map([...exported.stderr.matchAll(/^Read (\w+): (\d+)$/gm)].map(([, kind, count]) => [kind, Number(count)]));
    for (const kind of everyKind) expect({ kind, someRead: (readOfKind.get(kind) ?? 0) > 0 }).toEqual({ kind, someRead: true });
    const program = fs.readFileSync(path.join(out, "index.ts"), "utf8");
    const stack = await current.stack({ projectDir: out, projectName: "exported" });
    fs.rmSync(scratch, { recursive: true, force: true });
    // The export's reads: teams, each team's members and configuration, roles, each attribute's values, each team's
    // settings once (for its rules, their order and the settings resource), a page of installations;
    // then each rule and each app; the tags, a list of each type; the organization's
    // ticket statuses, once; then each team's routing rules; then each team's tags; the relationship types, one list; the
    // organization's custom fields, one page; the SLA policies, one list.
    const reads = await platform.control.requests();
    expect(reads.every((request) => request.method === "GET")).toBe(true);
    expect(reads).toHaveLength(1 + 3 + 3 + 1 + accountAttributes.length + 3 + 1 + (6 + 4) + 2 + 1 + 3 + 3 + 1 + 1 + 1);

    expect(exported.stdout).toContain("Exported 102 objects to");
    expect(exported.stdout).toMatch(
      /Team\s+3\n\s+TeamMember\s+7\n\s+TeamConfiguration\s+3\n\s+Role\s+14\n\s+AccountAttributeValue\s+36\n\s+CsatRule\s+6\n\s+CsatRuleOrder\s+3\n\s+CsatSettings\s+3\n\s+WebhookApp\s+3\n\s+Tag\s+3\n\s+TicketStatus\s+6\n\s+TeamRoutingRule\s+2\n\s+TeamTag\s+3\n\s+AccountRelationshipType\s+4\n\s+CustomField\s+3\n\s+SlaPolicy\s+3\n/,
    );
    // The system roles, the widget app, and each team's four parent statuses.
    expect(exported.stdout).toMatch(/Left out 16:/);
    expect(exported.stdout).toContain('WebhookApp "sidebar-widget"');
    expect(program).toContain('// Left out: "Super Admin"');
    // Teams are resources that adopt them, and every team id refers to one.
    const madeTeam = seeded.teamIds[2]!;
    expect(program).toContain(
      `const assistanceIleDeFranceTeam = new sp.Team("assistance-ile-de-france", { name: "Assistance Île-de-France", identifier: "${madeTeam}", adoptId: "${madeTeam}" }, retained);`,
    );
    expect(program).toContain(
      `new sp.TeamMember("billing-lead", { teamId: billingTeam.id, userId: "UACME00002", isAdmin: true, adoptId: "TACME00001/UACME00002" }, retained);`,
    );
    expect(program).not.toMatch(/teamIds?: \[?"T/);
    expect(program).toContain('new sp.CsatRule("billing-vip-customers", {');
    expect(program).toContain('new sp.CsatRule("billing-vip-customers-2", {');
    // Each team's rule order adopts it, naming its rules by their declarations (the two rules of one
    // name are numbered by id, so either may come first in the team's order).
    expect(program).toMatch(
      /new sp\.CsatRuleOrder\("billing-csat-rule-order", \{\n\s+teamId: billingTeam\.id,\n\s+ruleIds: \[(billingVipCustomersRule\.id, billingVipCustomersRule_2\.id|billingVipCustomersRule_2\.id, billingVipCustomersRule\.id)\],\n\s+adoptId: "TACME00001",\n\}, retained\);/,
    );
    expect(program).toContain('name: "サポート窓口"');
    // Routing rules route to the teams' declarations; conditions the platform took as JSON text are objects.
    expect(program).toMatch(
      /new sp\.TeamRoutingRule\("billing-urgent-technique", \{\n\s+teamId: billingTeam\.id,\n\s+name: "Urgent → technique",\n\s+resultTeamId: technicalSupportTeam\.id,/,
    );
    expect(program).toContain('orRules: [{ field: "title", operator: "CONTAINS", value: "facture é", precedence: 2 }]');
    expect(program).toContain("resultTeamId: billingTeam.id");
    // Team tags belong to the teams' declarations; one named as an organization tag is its team's own.
    expect(program).toMatch(
      /new sp\.TeamTag\("billing-billing", \{\n\s+teamId: billingTeam\.id,\n\s+name: "Billing",\n\s+color: "#1f74db",\n\s+adoptId: "TACME00001\/[\w-]+",\n\}, retained\);/,
    );
    expect(program).toMatch(
      /new sp\.TeamTag\("assistance-ile-de-france-vip", \{\n\s+teamId: assistanceIleDeFranceTeam\.id,\n\s+name: "VIP ✓",\n\s+color: "#0a7",\n\s+description: "Premium plan",/,
    );
    const sharedApp = /new sp.WebhookApp\("hook-0", \{\n\s+name: "Routage des événements",.*?teamIds: \[([^\]]*)\]/s.exec(program);
    expect(sharedApp?.[1]?.split(", ").sort()).toEqual(["assistanceIleDeFranceTeam.id", "billingTeam.id", "technicalSupportTeam.id"]);
    expect(program).toMatch(
      /appConfiguration: \{\n\s+requiredSettings: \[\{ key: "region", value: "eu-west" \}\],\n\s+optionalSettings: \[\{ key: "verbose", value: false \}\],/,
    );
    expect(program).toMatch(
      /new sp.CsatSettings\("billing-csat-settings", \{ teamId: billingTeam.id, cooldownPeriodDays: 14, closedStatusIds: \["closed", "resolved"\] \}, retained\);/,
    );
    // Each team's configuration, declaring what differs from a new team's: Monday of its seven days.
    const compact = (text: string) => text.replace(/\s+/g, "").replace(/,([}\]])/g, "$1");
    const billingHours = /new sp\.TeamConfiguration\("billing-configuration", (\{.*?\}), retained\);/s.exec(program)?.[1];
    expect(compact(billingHours ?? "")).toBe(
      compact(`{ teamId: billingTeam.id, timezone: "Europe/Paris", holidays: ["25-12", "01-05-2027"],
        dailyConfig: { monday: { isActive: true, slots: [{ start: "08:30", end: "12:00" }, { start: "13:00", end: "18:00" }] } },
        userRoutingStrategy: "round_robin" }`),
    );
    expect(program).toContain(
      'new sp.TeamConfiguration("technical-support-configuration", { teamId: technicalSupportTeam.id }, retained);',
    );
    // Tags of both types, one name in both: each type's its own resource.
    expect(program).toMatch(
      /new sp\.Tag\("ticket-billing", \{\n\s+name: "Billing",\n\s+color: "#1f74db",\n\s+tagType: "ticket",\n\s+description: "Invoices and refunds",\n\s+adoptId: "[0-9a-f-]{36}",\n\}, retained\);/,
    );
    expect(program).toMatch(/new sp\.Tag\("skills-billing", \{\n\s+name: "Billing",\n\s+color: "#0a7",\n\s+tagType: "skills",/);
    expect(program).toMatch(
      /new sp\.Tag\("ticket-facturacion", \{\n\s+name: "Facturación ✓",\n\s+color: "#AA00FF",\n\s+tagType: "ticket",\n\s+adoptId: /,
    );
    // Each team's sub-statuses, under their parents by id (a parent is left out: it comes with its team).
    expect(program).toMatch(
      /new sp\.TicketStatus\("billing-in-review", \{\n\s+teamId: billingTeam\.id,\n\s+parentStatusId: "STACME00002",\n\s+name: "in_review",\n\s+displayName: "En révision ✓",/,
    );
    expect(program).toContain('// Left out: "Billing open" (STACME00001), one of the team\'s four parent statuses');
    // Each pair of relationship types declared once: the later of the two names the earlier, so no cycle.
    expect(program).toMatch(
      /const parentType = new sp\.AccountRelationshipType\("parent", \{ name: "Parent", adoptId: "ART\w+" \}, retained\);/,
    );
    expect(program).toMatch(
      /new sp\.AccountRelationshipType\("subsidiary", \{ name: "Subsidiary", inverseTypeId: parentType\.id, adoptId: "ART\w+" \}, retained\);/,
    );
    expect(program).toMatch(/new sp\.AccountRelationshipType\("partenaire", \{ name: "Partenaire ✓", selfInverse: true, adoptId: /);
    expect(program).toMatch(/new sp\.AccountRelationshipType\("fournisseur", \{ name: "Fournisseur", adoptId: /);
    // Custom fields: the team's refers to its team's declaration; options as strings, whichever shape made them; an inactive one declared so.
    expect(program).toMatch(
      /new sp\.CustomField\("[\w-]+", \{\n\s+name: "Référence client",\n\s+source: "ticket",\n\s+fieldType: "single_line",\n\s+teamId: billingTeam\.id,\n\s+hintText: "Comme sur la facture",\n\s+regexForValidation: "\^\[A-Z\]\{2\}-\\\\d\+\$",\n\s+adoptId: "CF\w+",/,
    );
    expect(program).toMatch(
      /name: "Customer tier",\n\s+source: "ticket",\n\s+fieldType: "single_choice",\n\s+options: \["Gold", "Silver ✓"\],\n\s+mandatoryOnClose: true,/,
    );
    expect(program).toMatch(/name: "Legacy region",\n\s+source: "account",\n\s+fieldType: "single_line",\n\s+isActive: false,/);
    // SLA policies under their teams' declarations, durations (numeric strings on the platform) as
    // numbers, without what the platform fills in; a retired one declares isActive: false.
    expect(program).toMatch(
      /new sp\.SlaPolicy\("billing-standard", \{\n\s+teamId: billingTeam\.id,\n\s+name: "Standard ✓",\n\s+description: "Première réponse en deux heures",\n\s+filter: \{\n\s+all: \[\{ field: "status", operator: "in", values: \[\{ label: "Open" \}, \{ label: "In progress" \}\] \}\],/,
    );
    expect(program).toMatch(/metric: "FIRST_RESPONSE_TIME",\n\s+durationInMinutes: 120,\n\s+specific: \[\n\s+\{\n\s+field: "priority",/);
    expect(program).toContain('{ metric: "RESOLUTION_TIME", durationInMinutes: 2880, default: false }');
    expect(program).toMatch(
      /new sp\.SlaPolicy\("billing-ancienne", \{\n\s+teamId: billingTeam\.id,\n\s+name: "Ancienne",\n\s+description: "",\n\s+isActive: false,/,
    );
    expect(program).toMatch(/new sp\.SlaPolicy\("assistance-ile-de-france-night-shift", \{\n\s+teamId: assistanceIleDeFranceTeam\.id,/);
    expect(program).not.toContain('entity: "ticket"');
    expect(program).not.toContain("visibility");
    expect(program).not.toContain(platform.admin.apiKey);

    // The native face's project compiles as exported (the scopes' `reason` and `description`
    // included), with the TypeScript it pins, under Pulumi's own settings for it and under the
    // older `node` resolution of many users' tsconfig.json.
    const native = path.join(makeScratchDir("export-native"), "project");
    expect((await runExport(platform, ["export", "--face", "native", "--out", native])).code).toBe(0);
    const nativeProgram = fs.readFileSync(path.join(native, "index.ts"), "utf8");
    expect(nativeProgram).toContain('reason: "Receive events"');
    expect(JSON.parse(fs.readFileSync(path.join(native, "package.json"), "utf8")).devDependencies).toEqual({
      typescript: packageJson.devDependencies.typescript,
    });
    const tsc = path.join(repoRoot, "node_modules", ".bin", "tsc");
    for (const resolution of [
      ["--module", "nodenext", "--moduleResolution", "nodenext"],
      ["--module", "commonjs", "--moduleResolution", "node", "--ignoreDeprecations", "6.0"],
    ]) {
      // Rejects with tsc's diagnostics on stdout when the program does not compile.
      await promisify(execFile)(
        tsc,
        ["--ignoreConfig", "--noEmit", "--strict", "--target", "es2020", "--skipLibCheck", ...resolution, path.join(native, "index.ts")],
        { cwd: repoRoot },
      );
    }
    fs.rmSync(path.dirname(native), { recursive: true, force: true });

    // The exported project, installed as a user installs it: this package from its packed tarball.
    const registry = await startPackageRegistry([packPackage(repoRoot)]);
    try {
      await promisify(execFile)("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], {
        cwd: stack.workDir,
        env: { ...process.env, npm_config_registry: registry.url },
      });
    } finally {
      await registry.stop();
    }
    const before = await organizationSnapshot(platform);

    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 102 + 1 });
    expect(await writesReceived(platform)).toEqual([]);
    expect(await organizationSnapshot(platform)).toEqual(before);
    await stack.preview({ expectNoChanges: true });
    await stack.refresh({ expectNoChanges: true });

    // Three edits of the exported code: a role renamed, a team renamed, and the shared app removed from one team.
    const edited = program
      .replace('name: "サポート窓口"', 'name: "サポート窓口 (EMEA)"')
      .replace('name: "Assistance Île-de-France"', 'name: "Assistance Paris"')
      .replace(sharedApp![0], sharedApp![0].replace(/assistanceIleDeFranceTeam.id, |, assistanceIleDeFranceTeam.id/, ""));
    expect(edited).not.toBe(program);
    stack.writeProgram(edited);
    await platform.control.clearRequests();
    const applied = await stack.up();
    expect(applied.summary.resourceChanges).toEqual({ same: 100, update: 3 });
    const writes = (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);
    const renamed = seeded.roleIds[1]!;
    // The app's manifest is as the platform holds it: only its installation changes, no update-app.
    expect(writes.sort()).toEqual(["POST /apps/uninstall", `PATCH /v1/roles/${renamed}`, `PATCH /v1/teams/${madeTeam}`].sort());
    const after = await organizationSnapshot(platform);
    expect(after.roles.find((role) => role.id === renamed)?.name).toBe("サポート窓口 (EMEA)");
    expect(after.teams.find((team) => team.id === madeTeam)?.name).toBe("Assistance Paris");
    const shared = after.installations.find((installation) => installation.appId === seeded.sharedAppId);
    expect([...((shared?.teamIds ?? []) as string[])].sort()).toEqual(seeded.teamIds.slice(0, 2).sort());
    expect(after.apps.find((app) => app.id === seeded.sharedAppId)?.manifest).toEqual(
      before.apps.find((app) => app.id === seeded.sharedAppId)?.manifest,
    );

    await platform.control.clearRequests();
    await stack.destroy();
    expect(await writesReceived(platform)).toEqual([]);
    expect(await organizationSnapshot(platform)).toEqual(after);
  });

  it("moves a token in an app's URL into the stack's encrypted config: no file holds it, and the first up writes nothing", async () => {
    const { platform } = current;
    const token = `relay-${Math.random().toString(36).slice(2, 14)}`;
    const eventsUrl = `https://relay.example.test/hook?token=${token}`;
    await installRelayApp(platform, eventsUrl);

    // The export sets the stack's config through the Pulumi CLI, in the backend the stack then uses.
    const scratch = makeScratchDir("export-secrets");
    const out = path.join(scratch, "project");
    const pulumiEnv = offlineEnv(scratch);
    fs.mkdirSync(fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!), { recursive: true });
    fs.mkdirSync(pulumiEnv.PULUMI_HOME!, { recursive: true });
    const exported = await runExport(platform, ["export", "--out", out, "--project-name", "relay-org", "--stack", "dev"], pulumiEnv);
    expect(exported.stderr).not.toContain("error");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(
      "Moved 1 credential-like value into the secret config of stack dev:\n  relay-events-url (WebhookApp relay eventsUrl)",
    );
    expect(exported.stdout).toContain("pulumi stack select --create dev && pulumi up");
    expect(fs.readFileSync(path.join(out, "index.ts"), "utf8")).toContain('eventsUrl: config.requireSecret("relay-events-url")');
    const found = (folder: string) =>
      fs
        .readdirSync(folder, { recursive: true, encoding: "utf8" })
        .map((name) => path.join(folder, name))
        .filter(
          (file) =>
            fs.statSync(file).isFile() &&
            [token, Buffer.from(token).toString("base64")].some((form) => fs.readFileSync(file, "utf8").includes(form)),
        );
    expect(found(out)).toEqual([]);
    expect(found(fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!))).toEqual([]);

    const stack = await current.stack({
      projectDir: out,
      projectName: "relay-org",
      env: { PULUMI_BACKEND_URL: pulumiEnv.PULUMI_BACKEND_URL!, PULUMI_HOME: pulumiEnv.PULUMI_HOME! },
    });
    expect((await stack.stack.getConfig("relay-events-url")).value).toBe(eventsUrl);
    await platform.control.clearRequests();
    const up = await stack.up();
    const objects = Number(/Exported (\d+) objects/.exec(exported.stdout)![1]);
    expect(up.summary.resourceChanges).toEqual({ create: objects + 1 });
    expect(await writesReceived(platform)).toEqual([]);
    await stack.preview({ expectNoChanges: true });
    expect(found(stack.workDir)).toEqual([]);
    expect(found(fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!))).toEqual([]);
    await stack.destroy();
    expect(await writesReceived(platform)).toEqual([]);
    fs.rmSync(scratch, { recursive: true, force: true });
  });
});
