// TeamTag through the real CLI against the emulator. The dynamic face makes a team and tags of it
// and of a seeded team in one up (the new team referred to by the Team's output), previews no
// change, restores a tag changed in the dashboard with one up, and destroys the tags before their
// team. The native face imports one tag by id and adopts another, without one write, and destroys
// them.
import type { TeamTag } from "../../../emulator/domains/tags/types";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { importByIds, nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";

/** The team tag pages' answer: the team's tags as a list. */
type TeamTags = PlatformEnvelope<{ count: number; items: TeamTag[] }>;
const tagsOf = async (platform: Platform, teamId: string) => (await api<TeamTags>(platform, "GET", `/v1/teams/${teamId}/tags`)).data.items;
const routes = async (platform: Platform) => (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);

describe("TeamTag", () => {
  const current = platformPerTest();

  it("tags a team made in the same up, restores drift in one up, and destroys the tags before the team", async () => {
    const { platform } = current;
    const [billing] = platform.organizations[0]!.teams;
    const program = `
import * as sp from "pulumi-support-platform";
const escalations = new sp.Team("escalations", { name: "Escalations", identifier: "ESC" });
new sp.TeamTag("vip", { teamId: escalations.id, name: "VIP", color: "#d4a017", description: "Premium plan" });
new sp.TeamTag("refunds", { teamId: "${billing!.id}", name: "Refunds", color: "#1f74db" });
export const teamId = escalations.id;`;
    const dynamic = await current.stack({ program, projectName: "team-tags-dynamic" });
    await platform.control.clearRequests();
    const up = await dynamic.up();
    expect(up.summary.resourceChanges).toEqual({ create: 4 }); // the stack, the team and two tags
    const teamId = up.outputs.teamId!.value as string;
    // One write per object: the team, then each tag.
    expect((await routes(platform)).sort()).toEqual(
      ["POST /v1/teams", `POST /v1/teams/${billing!.id}/tags`, `POST /v1/teams/${teamId}/tags`].sort(),
    );
    const [vip] = await tagsOf(platform, teamId);
    expect(vip).toMatchObject({ name: "VIP", color: "#d4a017", description: "Premium plan" });
    expect(await tagsOf(platform, billing!.id)).toMatchObject([{ name: "Refunds", color: "#1f74db", description: null }]);
    await dynamic.preview({ expectNoChanges: true });

    // Changed in the dashboard: refresh sees it, and one up puts it back with one PUT.
    await api(platform, "PUT", `/v1/teams/${teamId}/tags/${vip!.id}`, { name: "Gold", color: "#000000" });
    await platform.control.clearRequests();
    const restored = await dynamic.up({ refresh: true });
    expect(restored.summary.resourceChanges).toMatchObject({ update: 1 });
    expect(await routes(platform)).toEqual([`PUT /v1/teams/${teamId}/tags/${vip!.id}`]);
    expect(await tagsOf(platform, teamId)).toMatchObject([{ id: vip!.id, name: "VIP", color: "#d4a017" }]);
    await dynamic.preview({ expectNoChanges: true });

    // The platform refuses to delete a team that has tags: its tags go first.
    await platform.control.clearRequests();
    await dynamic.destroy();
    const writes = await routes(platform);
    // The other team's tag depends on nothing of this team's, so it may go at any point.
    expect(writes).toHaveLength(3);
    expect(writes).toEqual(
      expect.arrayContaining([
        `DELETE /v1/teams/${teamId}`,
        `DELETE /v1/teams/${teamId}/tags/${vip!.id}`,
        expect.stringMatching(`^DELETE /v1/teams/${billing!.id}/tags/`),
      ]),
    );
    expect(writes.indexOf(`DELETE /v1/teams/${teamId}/tags/${vip!.id}`)).toBeLessThan(writes.indexOf(`DELETE /v1/teams/${teamId}`));
    expect(await tagsOf(platform, billing!.id)).toEqual([]);
  });

  it("imports a tag by id and adopts another without a write, then destroys them (native face)", async () => {
    const { platform } = current;
    const [billing] = platform.organizations[0]!.teams;
    // Made in the dashboard; each answer lists the team's tags, the new one among them.
    const made = async (body: Record<string, unknown>) =>
      (await api<TeamTags>(platform, "POST", `/v1/teams/${billing!.id}/tags`, body)).data.items.find((tag) => tag.name === body.name)!;
    const imported = await made({ name: "Imported", color: "#0a7" });
    const adopted = await made({ name: "Adopted", color: "#AA00FF", description: "By hand" });
    const program = `
import * as sp from "pulumi-support-platform/native";
new sp.TeamTag("imported", { teamId: "${billing!.id}", name: "Imported", color: "#0a7" });
new sp.TeamTag("adopted", { teamId: "${billing!.id}", name: "Adopted", color: "#AA00FF", adoptId: "${billing!.id}/${adopted.id}" });`;
    const native = await current.stack({ projectDir: nativeProject("team-tags-native", program), projectName: "team-tags-native" });
    await platform.control.clearRequests();
    await importByIds(native, [{ type: "supportplatform:index:TeamTag", name: "imported", id: `${billing!.id}/${imported.id}` }]);
    expect((await native.up()).summary.resourceChanges).toEqual({ same: 2, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    await native.preview({ expectNoChanges: true });

    expect((await native.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await tagsOf(platform, billing!.id)).toEqual([]);
  });
});
