// The caller and the team named in the path, within the caller's organization (404 otherwise).
import type { FastifyRequest } from "fastify";
import { teamOfOrganization } from "../../auth/access";
import { principalOf } from "../../http/request-context";
import type { Store } from "../state";
import type { Team, User } from "../../store/types";
import { teamParams } from "./schemas";

export function teamOfRequest(store: Store, request: FastifyRequest): { user: User; team: Team } {
  const { user } = principalOf(request);
  return { user, team: teamOfOrganization(store, user, teamParams.parse(request.params).teamId) };
}
