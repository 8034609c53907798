// CustomField through the real CLI against the emulator. The dynamic face makes an organization-wide
// field and a team's in one up, previews no change, restores a field changed in the dashboard with
// one up, and refuses an update whose field was changed in the dashboard between the preview and the
// up (ERR_VERSION_CONFLICT, nothing written over that change) until a refresh, after which up applies
// the declared change beside the dashboard's; destroy deactivates both (the platform deletes none).
// The native face imports one field by id and adopts another without one write, lists them with
// getCustomFields, and deactivates them at destroy.
import * as fs from "node:fs";
import * as path from "node:path";
import type { customFieldView } from "../../../emulator/domains/custom-fields/views";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";

/** A field as the platform answers it: its id is `uid`. */
type CustomField = ReturnType<typeof customFieldView>;
const fieldsOf = async (platform: Platform) =>
  (await api<PlatformEnvelope<CustomField[]>>(platform, "GET", "/v1/custom-field?limit=100")).data;
const fieldNamed = async (platform: Platform, name: string) => (await fieldsOf(platform)).find((field) => field.name === name)!;
const routes = async (platform: Platform) => (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);

describe("CustomField", () => {
  const current = platformPerTest();

  it("restores drift in one up, refuses an update over a change made since the preview until a refresh, and destroy deactivates", async () => {
    const { platform } = current;
    const teamId = platform.organizations[0]!.teams[0]!.id;
    const program = (hintText: string) => `
import * as sp from "pulumi-support-platform";
const tier = new sp.CustomField("tier", {
  name: "Customer tier",
  source: "ticket",
  fieldType: "single_choice",
  options: ["Gold", "Silver"],
  hintText: "${hintText}",
});
const reference = new sp.CustomField("reference", {
  name: "Référence client",
  source: "ticket",
  fieldType: "single_line",
  teamId: "${teamId}",
  regexForValidation: "^[A-Z]{2}-\\\\d+$",
  mandatoryOnClose: true,
});
export const ids = [tier.id, reference.id];
// Listed once both exist: the team's field and the organization-wide one.
export const listed = tier.id
  .apply(() => reference.id)
  .apply(() => sp.getCustomFields({ teamId: "${teamId}" }))
  .apply((fields) => fields.map((field) => field.name).sort());`;
    const stack = await current.stack({ program: program("From the contract"), projectName: "custom-fields" });
    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 3 });
    expect(await routes(platform)).toEqual(["POST /v1/custom-field", "POST /v1/custom-field"]);
    expect(up.outputs.listed!.value).toEqual(["Customer tier", "Référence client"]);
    const [tierId] = up.outputs.ids!.value as string[];
    expect(await fieldNamed(platform, "Customer tier")).toMatchObject({
      uid: tierId,
      options: ["Gold", "Silver"],
      teamId: null,
      version: 1,
    });
    expect(await fieldNamed(platform, "Référence client")).toMatchObject({
      teamId,
      regexForValidation: "^[A-Z]{2}-\\d+$",
      mandatoryOnClose: true,
    });
    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    // Changed in the dashboard: one up with its refresh puts it back, at the version the refresh read.
    await platform.control.patchResource("customFields", tierId!, { options: ["Gold"] });
    await platform.control.clearRequests();
    expect((await stack.up({ refresh: true })).summary.resourceChanges).toMatchObject({ update: 1 });
    expect(await routes(platform)).toEqual(["PATCH /v1/custom-field"]);
    expect(await fieldNamed(platform, "Customer tier")).toMatchObject({ options: ["Gold", "Silver"], version: 3 });
    await stack.preview({ expectNoChanges: true });

    // The program changes the hint; between its preview and its up, someone changes the field in the dashboard.
    stack.writeProgram(program("Read it from the contract"));
    expect((await stack.preview()).changeSummary).toMatchObject({ update: 1 });
    await platform.control.patchResource("customFields", tierId!, { placeholderText: "Set in the dashboard" });
    await platform.control.clearRequests();
    await expect(stack.up()).rejects.toThrow(
      new RegExp(
        `update custom fields failed with HTTP 409: Custom field ${tierId} \\(Customer tier\\) is at version 4, not 3: .*; custom field "Customer tier" \\(${tierId}\\) changed on the platform since the stack last read it \\(the stack holds version 3, the platform's is 4\\), so nothing was written over that change: run pulumi refresh to take it into the stack's state, review the next preview, then run the command again \\(ERR_VERSION_CONFLICT\\)`,
      ),
    );
    expect((await routes(platform)).filter((route) => route.startsWith("PATCH"))).toEqual(["PATCH /v1/custom-field"]);
    expect(await fieldNamed(platform, "Customer tier")).toMatchObject({
      hintText: "From the contract",
      placeholderText: "Set in the dashboard",
      version: 4,
    });
    // A refresh takes the change in (of an input the program leaves out: only the version it records
    // is new, which no diff compares); up then applies the program's change beside it.
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 3 });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 2, update: 1 });
    expect(await fieldNamed(platform, "Customer tier")).toMatchObject({
      hintText: "Read it from the contract",
      placeholderText: "Set in the dashboard",
      version: 5,
    });
    await stack.preview({ expectNoChanges: true });

    // The platform deletes no field: destroy deactivates each, which keeps its name and id.
    await platform.control.clearRequests();
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await routes(platform)).toEqual(["PATCH /v1/custom-field", "PATCH /v1/custom-field"]);
    expect((await fieldsOf(platform)).map((field) => [field.name, field.isActive]).sort()).toEqual([
      ["Customer tier", false],
      ["Référence client", false],
    ]);
  });

  it("imports a field by id and adopts another without a write, lists them, and deactivates them at destroy (native face)", async () => {
    const { platform } = current;
    const teamId = platform.organizations[0]!.teams[0]!.id;
    const made = async (body: Record<string, unknown>) =>
      (await api<PlatformEnvelope<CustomField>>(platform, "POST", "/v1/custom-field", body)).data;
    // Made in the dashboard, the options of one as the newer revision's objects. An import records the inputs the platform holds.
    const imported = await made({
      name: "Plan",
      source: "account",
      fieldType: "multi_choice",
      options: [{ value: "Pro" }, { value: "Team" }],
    });
    const adopted = await made({ name: "Order number", source: "ticket", fieldType: "integer", teamId, visibleToCustomer: true });
    const program = `
import * as sp from "pulumi-support-platform/native";
new sp.CustomField("plan", { name: "Plan", source: "account", fieldType: "multi_choice", options: ["Pro", "Team"] });
new sp.CustomField("order-number", {
  name: "Order number",
  source: "ticket",
  fieldType: "integer",
  teamId: "${teamId}",
  visibleToCustomer: true,
  adoptId: "${adopted.uid}",
});
export const listed = sp.getCustomFieldsOutput({}).apply((result) => result.map((field) => field.id).sort());`;
    const native = await current.stack({ projectDir: nativeProject("custom-fields-native", program), projectName: "custom-fields-native" });
    const imports = [{ type: "supportplatform:index:CustomField", name: "plan", id: imported.uid }];
    fs.writeFileSync(path.join(native.workDir, "import.json"), JSON.stringify({ resources: imports }));

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: native.workDir,
      env: native.env,
    });
    const up = await native.up();
    expect(up.summary.resourceChanges).toEqual({ same: 2, create: 1 });
    expect(up.outputs.listed!.value).toEqual([imported.uid, adopted.uid].sort());
    expect(await writesReceived(platform)).toEqual([]);
    await native.preview({ expectNoChanges: true });

    expect((await native.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect((await fieldsOf(platform)).map((field) => [field.uid, field.isActive])).toEqual([
      [imported.uid, false],
      [adopted.uid, false],
    ]);
  });
});
