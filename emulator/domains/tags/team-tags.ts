// A team's own tags on {base_url}: the team tag update page's `PUT`, and a list, create and delete
// under the same path. Every answer but delete's is the envelope with the team's id as `teamUuid`
// and its tags as `data: {count, items}`, as the update page shows it.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, requireTeamMember } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, notFound } from "../../errors";
import { envelope } from "../../http/envelopes";
import { parseInput } from "../../http/validation";
import { uuid } from "../../store/ids";
import type { Store } from "../state";
import type { Team } from "../../store/types";
import { teamOfRequest } from "../teams/team-of-request";
import { tagView } from "./routes";
import { createTeamTagSchema, teamTagParams, updateTeamTagSchema } from "./schemas";
import type { TeamTag } from "./types";

const config = { auth: "apiKey" as const };
const path = "/v1/teams/:teamId/tags";

export function registerTeamTagRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.get(path, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    return teamTagsAnswer(store, team);
  });

  app.post(path, { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "create team tags");
    const input = parseInput(createTeamTagSchema, request.body);
    requireUniqueName(store, team, input.name);
    const at = timestamp();
    store.teamTags.insert({
      id: store.teamTags.freshId(uuid),
      organizationId: team.organizationId,
      teamId: team.id,
      ...input,
      createdAt: at,
      updatedAt: at,
    });
    return reply.code(201).send(teamTagsAnswer(store, team));
  });

  app.put(`${path}/:tagId`, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "update team tags");
    const tag = teamTagOf(store, team, teamTagParams.parse(request.params).tagId);
    const input = parseInput(updateTeamTagSchema, request.body);
    if (input.name !== undefined) requireUniqueName(store, team, input.name, tag.id);
    store.teamTags.update(tag.id, { ...input, updatedAt: timestamp() });
    return teamTagsAnswer(store, team);
  });

  app.delete(`${path}/:tagId`, { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "delete team tags");
    store.teamTags.delete(teamTagOf(store, team, teamTagParams.parse(request.params).tagId).id);
    return reply.code(204).send();
  });
}

function teamTagsAnswer(store: Store, team: Team) {
  const items = store.teamTags.filter((tag) => tag.teamId === team.id).map(tagView);
  return { ...envelope({ count: items.length, items }, "Success"), teamUuid: team.id };
}

function teamTagOf(store: Store, team: Team, tagId: string): TeamTag {
  const tag = store.teamTags.get(tagId);
  if (!tag || tag.teamId !== team.id) throw notFound(`Tag ${tagId} not found in team ${team.id}`);
  return tag;
}

/** A team's tag names are unique in the team, without regard to case. */
function requireUniqueName(store: Store, team: Team, name: string, exceptId?: string): void {
  const taken = store.teamTags.find(
    (tag) => tag.teamId === team.id && tag.id !== exceptId && tag.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest([`name ${name} is already a tag of team ${team.id}`]);
}
