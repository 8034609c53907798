// TeamTag's calls to the API (create POST to the team, read from the team's list, update PUT,
// delete DELETE) and the mapping from the platform's team tag to the state Pulumi keeps. A team
// tag's id is `<teamId>/<tagId>`: the platform lists and finds a tag only under its team. Its
// inputs and state: schema.ts.
// The update page answers the team's tags as a list (`data: {count, items}` beside `teamUuid`), not
// the tag it changed; the list, create and delete pages are not shown. Every answer is read as the
// team's list, whichever shape carries it (`{count, items}`, a bare array, or the one tag), and the
// written tag is found in it: by its id after an update, by its name after a create.
import { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { parseTeamScopedId, teamScopedId } from "../core/team-scoped-id";
import { platformEnvelope } from "../http/envelopes";
import { ResponseShapeError } from "../http/errors";
import { listBacked } from "../http/list-backed";
import { teamTagEndpoints } from "./endpoints";
import { type TeamTagInputs, type TeamTagState, teamTagSchema } from "./schema";

const serverTeamTag = z.object({
  id: z.string().min(1),
  name: z.string(),
  color: z.string(),
  description: z.string().nullish(),
  ...teamTagSchema.computedOutputs.omit({ tagId: true }).shape,
});
type ServerTeamTag = z.output<typeof serverTeamTag>;

/** `data` as the team's tags: the update page's `{count, items}`, a bare array, or one tag alone. */
const teamTagsData = z.preprocess((data) => {
  if (Array.isArray(data) || typeof data !== "object" || data === null) return data;
  return "items" in data ? data.items : [data];
}, z.array(serverTeamTag));

/** Every answer but delete's: the envelope, the team's tags, and (on the update page) the team's id as `teamUuid`. */
const teamTagsAnswer = platformEnvelope(teamTagsData).extend({ teamUuid: z.string().optional() });
type TeamTagsAnswer = z.output<typeof teamTagsAnswer>;

/** A tag as one team's list holds it, by the resource's id. */
interface TeamTag {
  id: string;
  teamId: string;
  tag: ServerTeamTag;
}

const parseTeamTagId = (id: string) => {
  const { teamId, ownId } = parseTeamScopedId(id, "team tag", "tagId");
  return { teamId, tagId: ownId };
};

function toState({ teamId, tag }: TeamTag): TeamTagState {
  return {
    teamId,
    name: tag.name,
    color: tag.color,
    description: tag.description ?? undefined,
    tagId: tag.id,
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
  };
}

/** The team's tags an answer of `endpoint` lists; an answer about another team is refused. */
function tagsOfAnswer(endpoint: { title: string }, teamId: string, answer: TeamTagsAnswer): TeamTag[] {
  if (answer.teamUuid !== undefined && answer.teamUuid !== teamId)
    throw new ResponseShapeError(endpoint.title, `it answers the tags of team ${answer.teamUuid}, not of team ${teamId}`);
  return answer.data.map((tag) => ({ id: teamScopedId(teamId, tag.id), teamId, tag }));
}

/** The tag `find` picks from a write's answer, which lists the team's tags; none is a broken answer. */
function writtenTag(endpoint: { title: string }, tags: TeamTag[], find: (tag: ServerTeamTag) => boolean, which: string): TeamTag {
  const written = tags.find(({ tag }) => find(tag));
  if (written === undefined) throw new ResponseShapeError(endpoint.title, `the team's tags it lists hold no tag ${which}`);
  return written;
}

/** Each team's tags: every tag's read shares one list per team and client, until a write of the team's tags. */
const teamTags = listBacked<TeamTag, TeamTagState>({
  async list(api, teamId) {
    const { listTeamTags } = teamTagEndpoints;
    // A team that is gone has no tags: its tags are gone with it.
    const listed = await api.callIfPresent(listTeamTags, { params: { teamId }, response: teamTagsAnswer });
    return listed === undefined ? [] : tagsOfAnswer(listTeamTags, teamId, listed);
  },
  toState,
});

/** The teams' tags with their ids and states, from the lists this client's reads share: for an export and getTeamTags. */
export const listedTeamTags = (api: PlatformApi, teamIds: readonly string[]): Promise<Listed<TeamTagState>[]> =>
  teamTags.listed(api, teamIds);

/** The body of a create or an update: the declared inputs but the team, which the path names. */
const teamTagBody = ({ name, color, description }: TeamTagInputs) => ({ name, color, description });

/** Names are unique in a team whatever their case. */
const named = (name: string) => (tag: ServerTeamTag) => tag.name.toLowerCase() === name.toLowerCase();

export const teamTagDefinition: ResourceDefinition<typeof teamTagSchema.inputs, TeamTagState> = {
  ...teamTagSchema,
  exported: { heading: "Team tags", label: (state, teamName) => `${teamName(state.teamId)} ${state.name}` },
  endpoints: teamTagEndpoints,

  create(api, inputs) {
    const { teamId } = inputs;
    const { createTeamTag } = teamTagEndpoints;
    const create = async () => {
      const answer = await api.call(createTeamTag, { params: { teamId }, body: teamTagBody(inputs), response: teamTagsAnswer });
      return writtenTag(createTeamTag, tagsOfAnswer(createTeamTag, teamId, answer), named(inputs.name), `named ${inputs.name}`);
    };
    return teamTags.create(api, teamId, `a tag named ${inputs.name} in team ${teamId}`, create, ({ tag }) => named(inputs.name)(tag));
  },

  read(api, id) {
    return teamTags.read(api, [parseTeamTagId(id).teamId], id);
  },

  // PUT with the declared fields: a description no longer declared is left as the platform has it.
  update(api, id, _state, inputs) {
    const { teamId, tagId } = parseTeamTagId(id);
    if (inputs.teamId !== teamId)
      throw new SupportPlatformError("ERR_VALIDATION", `cannot adopt ${id}: it is a tag of team ${teamId}, not of ${inputs.teamId}`);
    const { updateTeamTag } = teamTagEndpoints;
    return teamTags.update(api, teamId, async () => {
      const answer = await api.call(updateTeamTag, { params: { teamId, tagId }, body: teamTagBody(inputs), response: teamTagsAnswer });
      return writtenTag(updateTeamTag, tagsOfAnswer(updateTeamTag, teamId, answer), (tag) => tag.id === tagId, tagId);
    });
  },

  delete(api, id) {
    const { teamId, tagId } = parseTeamTagId(id);
    return teamTags.delete(api, teamId, teamTagEndpoints.deleteTeamTag, { teamId, tagId });
  },

  list: (api, { teamIds }) => listedTeamTags(api, teamIds),
};
