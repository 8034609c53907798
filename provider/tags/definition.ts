// Tag's calls to the API (create POST, read from the tag lists, update PATCH, delete DELETE) and the
// mapping from the platform's tag to the state Pulumi keeps. Its inputs and state: schema.ts.
// The platform's answers carry no `tagType` (the update page's answer leaves it out), so a tag's type
// is the filter of the list it is in: one list per type (`?tagType=`), both read once per client for
// every tag's read, and forgotten together by any write (an update may move a tag to the other type).
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { platformEnvelope } from "../http/envelopes";
import { ResponseShapeError } from "../http/errors";
import { listBacked } from "../http/list-backed";
import { tagEndpoints } from "./endpoints";
import { type TagInputs, type TagState, tagSchema } from "./schema";
import { tagTypes } from "./tag-types";

const serverTag = z.object({
  id: z.string().min(1),
  name: z.string(),
  color: z.string(),
  description: z.string().nullish(),
  // Not in the docs' answer; taken when a revision of the platform sends it.
  tagType: z.string().optional(),
  ...tagSchema.computedOutputs.shape,
});
type ServerTag = z.output<typeof serverTag>;
/** A tag with its type: the platform's, or else the filter of the list that held it. */
type TypedTag = ServerTag & { tagType: string };

const tagResponse = platformEnvelope(serverTag);
const tagListResponse = platformEnvelope(z.array(serverTag));

const toState = ({ name, color, tagType, description, createdAt, updatedAt }: TypedTag): TagState => ({
  name,
  color,
  tagType,
  description: description ?? undefined,
  createdAt,
  updatedAt,
});

/**
 * Both types' lists, each tag with its type. A tag in both lists without a type of its own means the
 * platform ignored the filter, which would make every type a guess: that fails rather than guess.
 */
async function listBothTypes(api: PlatformApi): Promise<TypedTag[]> {
  const lists = await Promise.all(
    tagTypes.map(async (tagType) =>
      (await api.call(tagEndpoints.listTags, { query: { tagType }, response: tagListResponse })).data
        .filter((tag) => tag.tagType === undefined || tag.tagType === tagType)
        .map((tag) => ({ ...tag, tagType: tag.tagType ?? tagType })),
    ),
  );
  const tags = lists.flat();
  const twice = tags.find((tag, index) => tags.findIndex((other) => other.id === tag.id) !== index);
  if (twice !== undefined)
    throw new ResponseShapeError(
      tagEndpoints.listTags.title,
      `tag ${twice.id} is listed as both ${tagTypes.join(" and ")}: the platform ignored the tagType filter, so no tag's type can be told`,
    );
  return tags;
}

const tags = listBacked<TypedTag, TagState>({ list: listBothTypes, toState });
/** The organization's tags, by their one key: both types' lists go together. */
const tagList = "tags";

/** Every tag of the organization, of both types, with its id and state: for an export and getTags. */
export const listedTags = (api: PlatformApi): Promise<Listed<TagState>[]> => tags.listed(api, [tagList]);

/** The body the create and update pages take: every field the user declared. */
const tagBody = ({ name, color, tagType, description }: TagInputs) => ({ name, color, tagType, description });

export const tagDefinition: ResourceDefinition<typeof tagSchema.inputs, TagState> = {
  ...tagSchema,
  exported: { heading: "Tags", label: (state) => `${state.tagType} ${state.name}` },
  endpoints: tagEndpoints,

  create(api, inputs) {
    // Names are unique among a type's tags whatever their case.
    const sameName = (tag: TypedTag) => tag.tagType === inputs.tagType && tag.name.toLowerCase() === inputs.name.toLowerCase();
    const create = async (): Promise<TypedTag> => {
      const { data } = await api.call(tagEndpoints.createTag, { body: tagBody(inputs), response: tagResponse });
      return { ...data, tagType: data.tagType ?? inputs.tagType };
    };
    return tags.create(api, tagList, `a ${inputs.tagType} tag named ${inputs.name}`, create, sameName);
  },

  // From the lists this client's reads share; a tag in neither is gone.
  read: (api, id) => tags.read(api, [tagList], id),

  // PATCH takes the whole tag (name, color and type are required); a description no longer declared is left as it is.
  update: (api, id, _state, inputs) =>
    tags.update(api, tagList, async () => {
      const { data } = await api.call(tagEndpoints.updateTag, { params: { id }, body: tagBody(inputs), response: tagResponse });
      return { ...data, tagType: data.tagType ?? inputs.tagType };
    }),

  delete: (api, id) => tags.delete(api, tagList, tagEndpoints.deleteTag, { id }),

  list: listedTags,
};
