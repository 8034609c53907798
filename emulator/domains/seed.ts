// The deterministic starting state: two organizations with fixed ids, credentials and content, so
// that the demo and the docs can print them and `reset` always returns to exactly this. The
// organizations, their teams and people are planned here; each domain of the registry then adds
// its own records (its `seed.ts`), with ids and times fixed by the organization.
import { createHash } from "node:crypto";
import type { SeedingOrganization } from "./domain";
import { DOMAINS, emptyState } from "./registry";
import type { StateData } from "./state";
import type { UserRole } from "../store/types";

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

  const seeding: SeedingOrganization = {
    ...organization,
    emailDomain: plan.domain,
    seedId: (prefix, counter) => seedId(prefix, plan.tag, counter),
    seedTime,
  };
  for (const registered of DOMAINS) registered.seed?.(state, seeding);
}

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
