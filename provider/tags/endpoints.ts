// Tag's calls: each path with its source, the platform's public docs or our assumption
// (docs/api-contract.md, Tags); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const tagEndpoints = {
  listTags: endpoint("list tags", "GET", "base", "/v1/tags", "apiKey", "assumed"),
  createTag: endpoint("create tag", "POST", "base", "/v1/tags", "apiKey", "assumed"),
  updateTag: endpoint("update tag", "PATCH", "base", "/v1/tags/{id}", "apiKey", "docs"),
  deleteTag: endpoint("delete tag", "DELETE", "base", "/v1/tags/{id}", "apiKey", "assumed"),
} as const;
