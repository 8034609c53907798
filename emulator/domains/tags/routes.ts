// The organization's tags on {base_url}: list, create, update (the update page) and delete. Answers
// carry the update page's fields, without the tag's type, which the list takes as a filter.
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { envelope } from "../../http/envelopes";
import { uuid } from "../../store/ids";
import { parseInput } from "../../http/validation";
import { registerCrudRoutes } from "../crud-routes";
import { listTagsQuery, tagSchema, updateTagSchema } from "./schemas";
import type { Tag, TeamTag } from "./types";

export function registerTagRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  registerCrudRoutes(app, {
    table: store.tags,
    path: "/v1/tags",
    label: "Tag",
    plural: "tags",
    idPrefix: { newId: uuid },
    updateMethod: "patch",
    gettable: false,
    createSchema: tagSchema,
    updateSchema: updateTagSchema,
    build: (input, base) => ({ ...base, ...input }),
    // Names are unique among the organization's tags of a type, without regard to case.
    unique: {
      field: "name",
      sameScope: (candidate, subject) => candidate.tagType === subject.tagType,
      taken: ({ name, tagType }) => badRequest([`name ${name} is already a ${tagType} tag of the organization`]),
    },
    listed(tags, request) {
      const { tagType } = parseInput(listTagsQuery, request.query, "query");
      return envelope(tags.filter((tag) => tagType === undefined || tag.tagType === tagType).map(tagView), "Success");
    },
    answer: (tag) => envelope(tagView(tag), "Success"),
  });
}

/** The update page's answer: `{id, name, description, color, createdAt, updatedAt}`. */
export function tagView({ id, name, description, color, createdAt, updatedAt }: Tag | TeamTag) {
  return { id, name, description, color, createdAt, updatedAt };
}
