import { ticketStatusesTwoDefaults } from "../../../policy/ticket-statuses";
import { faces, resource, type TestResource, violations } from "./policy-run";

/** The team's Open status, adopted: sub-statuses name it by its id output or by the id it adopts. */
const open = resource("TicketStatus", "open", { teamId: "TBILL", name: "open", displayName: "Open", adoptId: "S-OPEN" });
const subStatus = (name: string, parent: TestResource | string, isDefault?: boolean) =>
  resource(
    "TicketStatus",
    name,
    {
      teamId: "TBILL",
      name,
      displayName: name,
      parentStatusId: typeof parent === "string" ? parent : "S-OUTPUT",
      ...(isDefault !== undefined && { isDefault }),
    },
    typeof parent === "string" ? {} : { parentStatusId: [parent] },
  );

describe.each(faces)("ticket status policies, %s face", (face) => {
  it("ticket-statuses-two-defaults: two default sub-statuses of one parent, by output or id; one default, or other parents, are fine", () => {
    expect(
      violations(ticketStatusesTwoDefaults, [open, subStatus("triage", open, true), subStatus("waiting", "S-OPEN", true)], {}, face),
    ).toEqual([
      'TicketStatus "waiting" and TicketStatus "triage" are both the default sub-status of one parent status (isDefault): the platform keeps one, so each `up` takes the flag from the other; set isDefault on one of them.',
    ]);
    expect(
      violations(ticketStatusesTwoDefaults, [open, subStatus("triage", open, true), subStatus("waiting", open, false)], {}, face),
    ).toEqual([]);
    expect(
      violations(ticketStatusesTwoDefaults, [open, subStatus("triage", open, true), subStatus("review", "S-HOLD", true)], {}, face),
    ).toEqual([]);
    expect(violations(ticketStatusesTwoDefaults, [subStatus("a", "S-HOLD", true), subStatus("b", "S-HOLD", true)], {}, face)).toHaveLength(
      1,
    );
  });
});
