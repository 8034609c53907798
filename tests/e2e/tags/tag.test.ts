// Tag through the real CLI against the emulator. The dynamic face makes tags of both types in one
// up, previews no change, sees drift made in the dashboard (a color changed, a tag deleted) in a
// refresh that reads both types' lists once each, restores it in one up, and destroys its tags. The
// native face imports a tag by id and adopts another with adoptId, without a write, and previews no
// change; both faces' getTags list the two alike.
import * as fs from "node:fs";
import * as path from "node:path";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";

interface ServerTag {
  id: string;
  name: string;
  color: string;
  description: string | null;
}

/** The organization's tags of `tagType`, as the dashboard lists them. */
const tagsOfType = async (platform: Platform, tagType: string) =>
  (await api<PlatformEnvelope<ServerTag[]>>(platform, "GET", `/v1/tags?tagType=${tagType}`)).data;

describe("Tag", () => {
  const current = platformPerTest();

  it("makes tags of both types, restores drift in one up with one list of each type, and destroys them (dynamic face)", async () => {
    const { platform } = current;
    const program = `
import * as sp from "pulumi-support-platform";
const billing = new sp.Tag("billing", { name: "Billing", color: "#1f74db", tagType: "ticket", description: "Invoices and refunds" });
const spanish = new sp.Tag("spanish", { name: "Spanish", color: "#0a7", tagType: "skills" });
new sp.Tag("refunds", { name: "Refunds", color: "#d4a72c", tagType: "ticket" });
export const ids = { billing: billing.id, spanish: spanish.id };`;
    const stack = await current.stack({ program, projectName: "tags-dynamic" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 4 });
    const ids = up.outputs.ids!.value as { billing: string; spanish: string };
    // Made side by side: in either order.
    const ticketTags = await tagsOfType(platform, "ticket");
    expect(ticketTags).toHaveLength(2);
    expect(ticketTags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.billing, name: "Billing", color: "#1f74db", description: "Invoices and refunds" }),
        expect.objectContaining({ name: "Refunds", color: "#d4a72c", description: null }),
      ]),
    );
    expect((await tagsOfType(platform, "skills")).map((tag) => tag.id)).toEqual([ids.spanish]);
    await stack.preview({ expectNoChanges: true });

    // Changed in the dashboard: Billing's color, and Spanish deleted. A refresh of the three reads each type's list once.
    await api(platform, "PATCH", `/v1/tags/${ids.billing}`, { name: "Billing", color: "#ff0000", tagType: "ticket" });
    await api(platform, "DELETE", `/v1/tags/${ids.spanish}`);
    await platform.control.clearRequests();
    await stack.refresh();
    const reads = (await platform.control.requests()).map(
      (request) => `${request.method} ${request.path}?tagType=${request.query.tagType}`,
    );
    expect(reads.sort()).toEqual(["GET /v1/tags?tagType=skills", "GET /v1/tags?tagType=ticket"]);
    await platform.control.clearRequests();
    const restored = await stack.up();
    expect(restored.summary.resourceChanges).toMatchObject({ create: 1, update: 1 });
    const writes = (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);
    expect(writes.sort()).toEqual(["POST /v1/tags", `PATCH /v1/tags/${ids.billing}`].sort());
    expect((await tagsOfType(platform, "ticket")).find((tag) => tag.id === ids.billing)).toMatchObject({ color: "#1f74db" });
    expect((await tagsOfType(platform, "skills")).map((tag) => tag.name)).toEqual(["Spanish"]);
    await stack.preview({ expectNoChanges: true });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 4 });
    expect([...(await tagsOfType(platform, "ticket")), ...(await tagsOfType(platform, "skills"))]).toEqual([]);
  });

  it("imports a tag by id and adopts another, without a write, then lists and destroys them (native face)", async () => {
    const { platform } = current;
    const made = (body: object) => api<PlatformEnvelope<ServerTag>>(platform, "POST", "/v1/tags", body);
    const urgent = (await made({ name: "Urgent", color: "#f00", tagType: "ticket" })).data;
    const german = (await made({ name: "German", color: "#000000", tagType: "skills", description: "Speaks German" })).data;
    const program = `
import * as sp from "pulumi-support-platform/native";
import * as dynamic from "pulumi-support-platform";
new sp.Tag("urgent", { name: "Urgent", color: "#f00", tagType: "ticket" });
new sp.Tag("german", { name: "German", color: "#000000", tagType: "skills", description: "Speaks German", adoptId: "${german.id}" });
export const listed = sp.getTagsOutput();
export const dynamicListed = dynamic.getTagsOutput();`;
    const stack = await current.stack({ projectDir: nativeProject("tags-native", program), projectName: "tags-native" });
    fs.writeFileSync(
      path.join(stack.workDir, "import.json"),
      JSON.stringify({ resources: [{ type: "supportplatform:index:Tag", name: "urgent", id: urgent.id }] }),
    );

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ same: 2, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    const listed = up.outputs.listed!.value as { id: string; tagType: string }[];
    expect(listed.map(({ id, tagType }) => ({ id, tagType }))).toEqual([
      { id: urgent.id, tagType: "ticket" },
      { id: german.id, tagType: "skills" },
    ]);
    expect(up.outputs.dynamicListed!.value).toEqual(listed);
    await stack.preview({ expectNoChanges: true });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect([...(await tagsOfType(platform, "ticket")), ...(await tagsOfType(platform, "skills"))]).toEqual([]);
  });
});
