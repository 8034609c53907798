// What the program checks as it declares a TicketStatus: the generated class calls a resource
// folder's `programCheck` when the folder has this file. Two sub-statuses that both claim
// `isDefault: true` under one parent would take the flag from each other on every `up` (see the README).
import { oneDefaultClaims } from "../program/one-default-claims";

export const programCheck = oneDefaultClaims("TicketStatus", "parentStatusId", "only one sub-status of a parent status can be its default");
