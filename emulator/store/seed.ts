// The deterministic starting state: two organizations with fixed ids, credentials and content, so
// that the demo and the docs can print them and `reset` always returns to exactly this.
import { createHash } from "node:crypto";
import { emptyState, type StateData } from "./state";
import type { AttributeValue } from "../domains/account-attributes/types";
import type { Ticket } from "../domains/content/types";
import type { Role } from "../domains/roles/types";
import type { UserRole } from "./types";

export interface SeedUser {
  id: string;
  email: string;
  password: string;
  apiKey: string;
  role: string;
  teamIds: string[];
}

export interface SeedOrganization {
  id: string;
  name: string;
  teams: { id: string; name: string }[];
  users: SeedUser[];
}

const SEED_TIME = Date.parse("2024-01-01T00:00:00.000Z");
/** Seed timestamps advance a minute per record so that sorting by createdAt is meaningful. */
const seedTime = (minutes: number) => new Date(SEED_TIME + minutes * 60_000).toISOString();

/** `prefix`, the organization tag, then a counter: nine characters after the prefix. */
const seedId = (prefix: string, tag: string, counter: number) => prefix + tag + String(counter).padStart(9 - tag.length, "0");

interface OrganizationPlan {
  tag: string;
  slug: string;
  name: string;
  domain: string;
  teams: string[];
  people: { first: string; role: UserRole; teams: number[] }[];
}

// Each organization has one user per role; the lead and the member belong to the first team only,
// so a test can show that leading one team gives no rights over another.
const ONE_USER_PER_ROLE: OrganizationPlan["people"] = [
  { first: "admin", role: "Organization Admin", teams: [0, 1] },
  { first: "lead", role: "Team Lead", teams: [0] },
  { first: "member", role: "Team Member", teams: [0] },
  { first: "observer", role: "Observer", teams: [0, 1] },
];

const PLANS: OrganizationPlan[] = [
  {
    tag: "ACME",
    slug: "acme",
    name: "Acme Support",
    domain: "acme.test",
    teams: ["Billing", "Technical Support"],
    people: ONE_USER_PER_ROLE,
  },
  {
    tag: "GLOBEX",
    slug: "globex",
    name: "Globex Help",
    domain: "globex.test",
    teams: ["Helpdesk", "Escalations"],
    people: ONE_USER_PER_ROLE,
  },
];

export const SEED_ORGANIZATIONS: readonly SeedOrganization[] = PLANS.map((plan) => {
  const teams = plan.teams.map((name, index) => ({ id: seedId("T", plan.tag, index + 1), name }));
  return {
    id: seedId("O", plan.tag, 1),
    name: plan.name,
    teams,
    users: plan.people.map((person, index) => ({
      id: seedId("U", plan.tag, index + 1),
      email: `${person.first}@${plan.domain}`,
      password: `${plan.slug}-${person.first}-password`,
      apiKey: `sp_${plan.slug}_${person.first}_${createHash("sha256").update(`${plan.slug}/${person.first}`).digest("hex").slice(0, 24)}`,
      role: person.role,
      teamIds: person.teams.map((team) => teams[team]!.id),
    })),
  };
});

const SYSTEM_ROLES: { name: string; description: string; permissions: Role["permissions"] }[] = [
  {
    name: "Super Admin",
    description: "Full access to every organization resource, including billing and security",
    permissions: [{ resource: "*", actions: ["view", "create", "update", "delete", "assign", "comment"] }],
  },
  {
    name: "Organization Admin",
    description: "Manages the organization's teams, members, roles and settings",
    permissions: [
      { resource: "organization", actions: ["view", "create", "update", "delete", "assign", "comment"], scope: "organization" },
    ],
  },
  {
    name: "Billing Admin",
    description: "Manages the organization's plan, invoices and payment methods",
    permissions: [{ resource: "billing", actions: ["view", "update"], scope: "organization" }],
  },
];

const ATTRIBUTE_VALUES: Record<string, { value: string; isDefault?: boolean; isClosed?: boolean }[]> = {
  account_status: [{ value: "Active", isDefault: true }, { value: "Prospect" }, { value: "Churned" }],
  account_classification: [{ value: "Enterprise", isDefault: true }, { value: "Mid-market" }, { value: "SMB" }],
  contact_type: [{ value: "Primary", isDefault: true }, { value: "Billing" }, { value: "Technical" }],
  activity_type: [{ value: "Call", isDefault: true }, { value: "Meeting" }, { value: "Email" }],
  activity_status: [{ value: "Planned", isDefault: true }, { value: "Completed" }],
  note_type: [{ value: "General", isDefault: true }, { value: "Internal" }],
  task_type: [{ value: "Follow-up", isDefault: true }, { value: "Onboarding" }],
  task_status: [
    { value: "Open", isDefault: true, isClosed: false },
    { value: "In progress", isClosed: false },
    { value: "Done", isClosed: true },
  ],
  task_priority: [{ value: "Low" }, { value: "Medium", isDefault: true }, { value: "High" }],
  account_health: [{ value: "Healthy", isDefault: true }, { value: "At risk" }],
  account_industry: [{ value: "Software", isDefault: true }, { value: "Retail" }],
};

const TICKET_TYPES = [
  { name: "Question", color: "#3B82F6", icon: "help-circle", isActive: true, autoAssign: false },
  { name: "Problem", color: "#EF4444", icon: "alert-triangle", isActive: true, autoAssign: true },
  { name: "Feature request", color: "#10B981", icon: "lightbulb", isActive: false, autoAssign: false },
];

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

export function seedState(): StateData {
  const state = emptyState();

  for (const [planIndex, plan] of PLANS.entries()) seedOrganization(state, plan, SEED_ORGANIZATIONS[planIndex]!);
  return state;
}

function seedOrganization(state: StateData, plan: OrganizationPlan, organization: SeedOrganization): void {
  const organizationId = organization.id;
  const at = seedTime(0);
  state.organizations.push({ id: organizationId, name: organization.name, createdAt: at, updatedAt: at });
  for (const team of organization.teams) state.teams.push({ ...team, organizationId, createdAt: at });
  for (const [index, user] of organization.users.entries()) {
    state.users.push({ ...user, organizationId, name: capitalize(plan.people[index]!.first), role: user.role as UserRole });
  }

  for (const [index, role] of SYSTEM_ROLES.entries()) {
    state.roles.push({ id: seedId("R", plan.tag, index + 1), organizationId, ...role, isSystem: true, createdAt: at, updatedAt: at });
  }

  let valueCounter = 0;
  for (const [attribute, values] of Object.entries(ATTRIBUTE_VALUES)) {
    for (const { value, isDefault = false, isClosed } of values) {
      const record: AttributeValue = {
        id: seedId("AV", plan.tag, ++valueCounter),
        organizationId,
        attribute,
        value,
        isDefault,
        icon: null,
        color: null,
        createdAt: at,
        updatedAt: at,
        ...(isClosed !== undefined && { isClosed }),
      };
      state.attributeValues.push(record);
    }
  }

  let typeCounter = 0;
  let ticketCounter = 0;
  let accountCounter = 0;
  let commentCounter = 0;
  const [admin, lead] = organization.users;
  organization.teams.forEach((team, teamIndex) => {
    for (const type of TICKET_TYPES)
      state.ticketTypes.push({
        id: seedId("TY", plan.tag, ++typeCounter),
        ...type,
        teamId: team.id,
        organizationId,
        createdAt: at,
        updatedAt: at,
      });

    const accountId = seedId("AC", plan.tag, ++accountCounter);
    const accountAt = seedTime(accountCounter);
    state.accounts.push({
      id: accountId,
      organizationId,
      teamId: team.id,
      name: `${organization.name} customer ${teamIndex + 1}`,
      description: `Key account served by ${team.name}`,
      website: `https://customer${teamIndex + 1}.${plan.domain}`,
      status: "active",
      statusName: "Active",
      health: "healthy",
      createdAt: accountAt,
      updatedAt: accountAt,
    });

    const requestor = REQUESTORS[teamIndex % REQUESTORS.length]!;
    for (const ticket of TICKETS) {
      const ticketId = seedId("TK", plan.tag, ++ticketCounter);
      const ticketAt = seedTime(10 + ticketCounter);
      state.tickets.push({
        ...ticket,
        id: ticketId,
        number: ticketCounter,
        organizationId,
        teamId: team.id,
        accountId,
        title: `${ticket.title} (${team.name})`,
        assigneeId: lead!.id,
        archived: false,
        isEscalated: false,
        source: "email",
        requestorEmail: `${requestor.toLowerCase().replace(" ", ".")}@customer${teamIndex + 1}.${plan.domain}`,
        requestorName: requestor,
        createdBy: admin!.id,
        createdAt: ticketAt,
        updatedAt: ticketAt,
      });
      const commentAt = seedTime(100 + ticketCounter);
      state.comments.push({
        id: seedId("CM", plan.tag, ++commentCounter),
        organizationId,
        teamId: team.id,
        ticketId,
        authorId: lead!.id,
        content: `Looking into "${ticket.title}" now`,
        createdAt: commentAt,
        updatedAt: commentAt,
      });
    }
  });
}

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
