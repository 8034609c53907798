// Teams made out of band, as an organization admin makes them in the dashboard (the spec has no
// team endpoint). A new team has no members: an Organization Admin reaches it, other seed users do
// not. It emits no event (the spec lists no team kinds).
import type { z } from "zod";
import { timestamp } from "../../clock";
import { notFound } from "../../errors";
import { prefixedId } from "../../store/ids";
import type { Store } from "../state";
import type { Team } from "../../store/types";
import { addTeamDefaults } from "../teams/team-defaults";
import type { createTeamSchema } from "./schemas";

export function createTeam(store: Store, input: z.output<typeof createTeamSchema>): Team {
  if (!store.organizations.has(input.organizationId)) throw notFound(`Organization ${input.organizationId} not found`);
  const team = store.teams.insert({ id: store.teams.freshId(() => prefixedId("T")), ...input, createdAt: timestamp() });
  addTeamDefaults(store, team);
  return team;
}
