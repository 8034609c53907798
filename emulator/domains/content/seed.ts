// Each team's customer account, with three tickets from its contact and the Team Lead's comment on
// each, assigned to the Team Lead and created by the Organization Admin.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";
import type { Ticket } from "./types";

const TICKETS: Pick<Ticket, "title" | "description" | "status" | "statusName" | "priority" | "priorityName">[] = [
  {
    title: "Cannot log in to the portal",
    description: "Password reset email never arrives",
    status: "open",
    statusName: "Open",
    priority: "high",
    priorityName: "High",
  },
  {
    title: "Invoice shows the wrong amount",
    description: "The March invoice double counts seats",
    status: "in_progress",
    statusName: "In Progress",
    priority: "medium",
    priorityName: "Medium",
  },
  {
    title: "Export to CSV times out",
    description: "Large exports fail after a minute",
    status: "resolved",
    statusName: "Resolved",
    priority: "low",
    priorityName: "Low",
  },
];

/** The customer contact behind each team's seed tickets (one per seed account). */
const REQUESTORS = ["Jordan Lee", "Sam Rivera"];

export function seedContent(state: StateData, organization: SeedingOrganization): void {
  const { id: organizationId, seedId, seedTime, emailDomain } = organization;
  const userOf = (role: string) => organization.users.find((user) => user.role === role)!;
  const admin = userOf("Organization Admin");
  const lead = userOf("Team Lead");
  let ticketCounter = 0;
  let accountCounter = 0;
  let commentCounter = 0;
  organization.teams.forEach((team, teamIndex) => {
    const accountId = seedId("AC", ++accountCounter);
    const accountAt = seedTime(accountCounter);
    state.accounts.push({
      id: accountId,
      organizationId,
      teamId: team.id,
      name: `${organization.name} customer ${teamIndex + 1}`,
      description: `Key account served by ${team.name}`,
      website: `https://customer${teamIndex + 1}.${emailDomain}`,
      status: "active",
      statusName: "Active",
      health: "healthy",
      createdAt: accountAt,
      updatedAt: accountAt,
    });

    const requestor = REQUESTORS[teamIndex % REQUESTORS.length]!;
    for (const ticket of TICKETS) {
      const ticketId = seedId("TK", ++ticketCounter);
      const ticketAt = seedTime(10 + ticketCounter);
      state.tickets.push({
        ...ticket,
        id: ticketId,
        number: ticketCounter,
        organizationId,
        teamId: team.id,
        accountId,
        title: `${ticket.title} (${team.name})`,
        assigneeId: lead.id,
        archived: false,
        isEscalated: false,
        source: "email",
        requestorEmail: `${requestor.toLowerCase().replace(" ", ".")}@customer${teamIndex + 1}.${emailDomain}`,
        requestorName: requestor,
        createdBy: admin.id,
        createdAt: ticketAt,
        updatedAt: ticketAt,
      });
      const commentAt = seedTime(100 + ticketCounter);
      state.comments.push({
        id: seedId("CM", ++commentCounter),
        organizationId,
        teamId: team.id,
        ticketId,
        authorId: lead.id,
        content: `Looking into "${ticket.title}" now`,
        createdAt: commentAt,
        updatedAt: commentAt,
      });
    }
  });
}
