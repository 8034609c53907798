// TicketStatus through the real CLI against the emulator: a parent and a sub-status made in the
// dashboard adopted with no write beside a declared sub-status, a no-change preview, drift restored
// by one up, a parent declared without adoptId refused at preview, a status with active tickets
// refused at destroy (ERR_STATUS_IN_USE), and destroy leaving the four parents as they are.
import type { TicketStatus } from "../../../emulator/domains/ticket-statuses/types";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { dashboardCall, platformPerTest, writesReceived } from "../../harness/platform-stack";

describe("TicketStatus", () => {
  const current = platformPerTest();

  it("adopts with no write, previews clean, restores drift, refuses a created parent, and destroy leaves the parents", async () => {
    const { platform } = current;
    const teamId = platform.organizations[0]!.teams[0]!.id;
    const statuses = async () =>
      (await dashboardCall<PlatformEnvelope<TicketStatus[]>>(platform, "GET", `/v1/tickets/status?teamId=${teamId}`)).data;
    const parent = (name: string) => statuses().then((all) => all.find((status) => status.name === name)!);
    const open = await parent("open");
    const escalated = (
      await dashboardCall<PlatformEnvelope<TicketStatus>>(platform, "POST", "/v1/tickets/status", {
        teamId,
        parentStatusId: open.id,
        name: "escalated",
        displayName: "Escalated",
      })
    ).data;

    const program = (parentDeclaration = `adoptId: "${open.id}"`) => `
import * as sp from "pulumi-support-platform";
const teamId = "${teamId}";
new sp.TicketStatus("open", { teamId, name: "open", displayName: "Open", ${parentDeclaration} });
new sp.TicketStatus("escalated", { teamId, parentStatusId: "${open.id}", name: "escalated", displayName: "Escalated", adoptId: "${escalated.id}" });
const inProgress = sp.getTicketStatusesOutput({ teamId }).apply((all) => all.find((status) => status.name === "in_progress")!.id);
export const inReview = new sp.TicketStatus("in-review", { teamId, parentStatusId: inProgress, name: "in_review", displayName: "In review" }).id;`;
    const stack = await current.stack({ program: program(), projectName: "ticket-statuses" });
    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 4 });
    // The two adopted statuses are taken over without a write: the one write makes the third.
    expect((await writesReceived(platform)).map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/tickets/status"]);
    const inReview = up.outputs.inReview!.value as string;
    expect((await statuses()).find((status) => status.id === inReview)).toMatchObject({
      name: "in_review",
      parentStatusId: (await parent("in_progress")).id,
    });
    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    await platform.control.patchResource("ticketStatuses", inReview, { displayName: "Changed in the dashboard" });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 3, update: 1 });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 3, update: 1 });
    expect((await statuses()).find((status) => status.id === inReview)?.displayName).toBe("In review");

    stack.writeProgram(program('description: "declared, not adopted"'));
    await expect(stack.preview()).rejects.toThrow(
      /has a problem: parentStatusId: is required: a status without a parent is one of the team's four parent statuses/,
    );
    stack.writeProgram(program());

    const ticket = await platform.control.createTicket({ teamId, title: "Still in review", status: "in_review" });
    await platform.control.clearRequests();
    await expect(stack.destroy()).rejects.toThrow(
      /Status in_review is in use by 1 active tickets and cannot be deleted; move them first; the status stays in the stack's state: .*\(ERR_STATUS_IN_USE\)/,
    );
    await platform.control.patchResource("tickets", ticket.id, { archived: true });
    await stack.destroy();
    // The two sub-statuses are deleted (over both destroys); the adopted parent is left as it is, with the team's others.
    const deleted = (await writesReceived(platform)).filter((request) => request.status < 300);
    expect(deleted.map((request) => `${request.method} ${request.path}`).sort()).toEqual(
      [`DELETE /v1/tickets/status/${escalated.id}`, `DELETE /v1/tickets/status/${inReview}`].sort(),
    );
    expect((await statuses()).map((status) => status.name).sort()).toEqual(["closed", "in_progress", "on_hold", "open"]);
  });
});
