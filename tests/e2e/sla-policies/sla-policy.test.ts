// SlaPolicy through the real CLI against the emulator's SLA host. The dynamic face makes policies in
// two teams in one up, previews no change, sees a policy changed in the dashboard (its durations sent
// as the docs' numeric strings) in a refresh that reads the organization's one list, restores it with
// one PATCH, and destroys by retiring: the policies stay on the platform, inactive. The native face
// imports a policy by id and adopts another, both made in the dashboard with numeric-string
// durations, without a write, lists them alike on both faces, and retires them on destroy.
import * as fs from "node:fs";
import * as path from "node:path";
import { nativeProject } from "../../harness/native-project";
import { type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { send } from "../../harness/seed-organization";

interface ServerPolicy {
  uid: string;
  teamId: string;
  name: string;
  isActive: boolean;
  version: number;
  policyMetrics: { metric: string; durationInMinutes: string; specific: { durationInMinutes: string }[] }[];
}

/** The organization's policies, as the dashboard lists them from the SLA host. */
const policiesOf = async (platform: Platform) =>
  (await send(platform, "sla", "GET", "/v1/sla/policy", undefined)) as unknown as ServerPolicy[];
const routes = async (platform: Platform) => (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);

const open = { field: "status", operator: "equals", values: [{ label: "Open" }] };
const urgent = { field: "priority", operator: "in", values: [{ label: "High" }, { label: "Urgent" }] };

describe("SlaPolicy", () => {
  const current = platformPerTest();

  it("makes policies in two teams, restores drift in one up with one list, and retires them on destroy (dynamic face)", async () => {
    const { platform } = current;
    const [billing, technical] = platform.organizations[0]!.teams;
    const program = `
import * as sp from "pulumi-support-platform";
const standard = new sp.SlaPolicy("standard", {
  teamId: "${billing!.id}",
  name: "Standard",
  description: "Two hours to a first answer",
  filter: { all: [${JSON.stringify(open)}] },
  policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: 120, specific: [{ ...${JSON.stringify(urgent)}, durationInMinutes: 30 }] }],
  pauseConditions: { any: [{ field: "status", operator: "equals", values: [{ label: "On hold" }] }] },
});
const night = new sp.SlaPolicy("night", {
  teamId: "${technical!.id}",
  name: "Night shift",
  description: "",
  policyMetrics: [{ metric: "RESOLUTION_TIME", durationInMinutes: 480 }],
});
export const ids = { standard: standard.id, night: night.id };`;
    const stack = await current.stack({ program, projectName: "sla-dynamic" });
    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 3 });
    expect(await routes(platform)).toEqual(["POST /v1/sla/policy", "POST /v1/sla/policy"]);
    const ids = up.outputs.ids!.value as { standard: string; night: string };
    // Sent as the docs' numeric strings.
    expect(await policiesOf(platform)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uid: ids.standard,
          teamId: billing!.id,
          isActive: true,
          policyMetrics: [
            expect.objectContaining({ durationInMinutes: "120", specific: [expect.objectContaining({ durationInMinutes: "30" })] }),
          ],
        }),
        expect.objectContaining({ uid: ids.night, teamId: technical!.id, name: "Night shift", isActive: true }),
      ]),
    );
    await stack.preview({ expectNoChanges: true });

    // Changed in the dashboard: Standard's first response target, as a numeric string. A refresh of both reads one list.
    await send(platform, "sla", "PATCH", `/v1/sla/policy/${ids.standard}`, {
      policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: "240" }],
    });
    await platform.control.clearRequests();
    await stack.refresh();
    expect((await platform.control.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(["GET /v1/sla/policy"]);
    await platform.control.clearRequests();
    const restored = await stack.up();
    expect(restored.summary.resourceChanges).toMatchObject({ update: 1 });
    expect(await routes(platform)).toEqual([`PATCH /v1/sla/policy/${ids.standard}`]);
    expect((await policiesOf(platform)).find((policy) => policy.uid === ids.standard)?.policyMetrics).toEqual([
      expect.objectContaining({ durationInMinutes: "120", specific: [expect.objectContaining({ durationInMinutes: "30" })] }),
    ]);
    await stack.preview({ expectNoChanges: true });

    // No delete exists: destroy retires each policy with one PATCH, and they stay, inactive.
    await platform.control.clearRequests();
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect((await routes(platform)).sort()).toEqual([`PATCH /v1/sla/policy/${ids.night}`, `PATCH /v1/sla/policy/${ids.standard}`].sort());
    expect((await policiesOf(platform)).map(({ uid, isActive }) => ({ uid, isActive })).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      [
        { uid: ids.standard, isActive: false },
        { uid: ids.night, isActive: false },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );
  });

  it("imports a policy by id and adopts another without a write, lists them on both faces, and retires them (native face)", async () => {
    const { platform } = current;
    const [billing] = platform.organizations[0]!.teams;
    // Made in the dashboard, durations as the docs' examples send them: numeric strings.
    const made = async (body: Record<string, unknown>) =>
      (await send(platform, "sla", "POST", "/v1/sla/policy", { teamId: billing!.id, ...body })) as unknown as ServerPolicy;
    const imported = await made({
      name: "Imported",
      description: "By hand",
      filter: { all: [{ entity: "ticket", ...open }], any: [] },
      policyMetrics: [
        {
          metric: "FIRST_RESPONSE_TIME",
          default: true,
          durationInMinutes: "60",
          specific: [{ entity: "ticket", ...urgent, durationInMinutes: "15" }],
        },
      ],
    });
    const adopted = await made({ name: "Adopted", description: "", policyMetrics: [{ metric: "UPDATE_TIME", durationInMinutes: "1440" }] });
    const program = `
import * as sp from "pulumi-support-platform/native";
import * as dynamic from "pulumi-support-platform";
new sp.SlaPolicy("imported", {
  teamId: "${billing!.id}",
  name: "Imported",
  description: "By hand",
  filter: { all: [${JSON.stringify(open)}] },
  policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: 60, specific: [{ ...${JSON.stringify(urgent)}, durationInMinutes: 15 }] }],
});
new sp.SlaPolicy("adopted", {
  teamId: "${billing!.id}",
  name: "Adopted",
  description: "",
  policyMetrics: [{ metric: "UPDATE_TIME", durationInMinutes: 1440 }],
  adoptId: "${adopted.uid}",
});
export const listed = sp.getSlaPoliciesOutput({ teamId: "${billing!.id}" });
export const dynamicListed = dynamic.getSlaPoliciesOutput({ teamId: "${billing!.id}" });`;
    const stack = await current.stack({ projectDir: nativeProject("sla-native", program), projectName: "sla-native" });
    fs.writeFileSync(
      path.join(stack.workDir, "import.json"),
      JSON.stringify({ resources: [{ type: "supportplatform:index:SlaPolicy", name: "imported", id: imported.uid }] }),
    );

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ same: 2, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    const listed = up.outputs.listed!.value as { id: string; name: string; policyMetrics: { durationInMinutes: number }[] }[];
    expect(
      listed.map(({ id, name, policyMetrics }) => ({ id, name, minutes: policyMetrics.map((metric) => metric.durationInMinutes) })),
    ).toEqual([
      { id: imported.uid, name: "Imported", minutes: [60] },
      { id: adopted.uid, name: "Adopted", minutes: [1440] },
    ]);
    expect(up.outputs.dynamicListed!.value).toEqual(listed);
    await stack.preview({ expectNoChanges: true });

    await platform.control.clearRequests();
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect((await routes(platform)).sort()).toEqual([`PATCH /v1/sla/policy/${adopted.uid}`, `PATCH /v1/sla/policy/${imported.uid}`].sort());
    expect((await policiesOf(platform)).map(({ name, isActive }) => ({ name, isActive }))).toEqual([
      { name: "Imported", isActive: false },
      { name: "Adopted", isActive: false },
    ]);
  });
});
