// CSAT surveys: created out of band (as if a resolved ticket triggered a rule) and answered through
// the spec's unversioned submission endpoint. A survey may be answered again until it expires;
// the last answer counts.
import type { FastifyInstance } from "fastify";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, notFound } from "../../errors";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { secretToken, uuid } from "../../store/ids";
import type { Store } from "../state";
import type { Survey } from "./types";
import { submissionSchema } from "./schemas";

/** Surveys last a week unless the creator says otherwise; the spec does not give the period. */
export const DEFAULT_SURVEY_TTL_SECONDS = 7 * 24 * 3600;

export interface SurveyRequest {
  teamId: string;
  ruleId?: string | undefined;
  ticketId?: string | undefined;
  expiresInSeconds?: number | undefined;
}

export function createSurvey(store: Store, request: SurveyRequest): Survey {
  const team = store.teams.get(request.teamId);
  if (!team) throw notFound(`Team ${request.teamId} not found`);
  if (request.ruleId !== undefined) {
    const rule = store.csatRules.get(request.ruleId);
    if (!rule) throw notFound(`CSAT rule ${request.ruleId} not found`);
    if (rule.teamId !== team.id) throw badRequest(`CSAT rule ${rule.id} does not belong to team ${team.id}`);
  }
  const createdAt = timestamp();
  const ttl = request.expiresInSeconds ?? DEFAULT_SURVEY_TTL_SECONDS;
  return store.surveys.insert({
    id: uuid(),
    organizationId: team.organizationId,
    teamId: team.id,
    ruleId: request.ruleId ?? null,
    ticketId: request.ticketId ?? null,
    token: secretToken(),
    expiresAt: new Date(Date.parse(createdAt) + ttl * 1000).toISOString(),
    rating: null,
    comment: null,
    submittedAt: null,
    createdAt,
  });
}

export function registerSurveyRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.post("/csat/submissions", { config: { auth: "apiKey" } }, async (request) => {
    const { user } = principalOf(request);
    const { token, rating, comment } = parseInput(submissionSchema, request.body);
    const survey = store.surveys.find((candidate) => candidate.token === token);
    if (!survey || survey.organizationId !== user.organizationId || Date.parse(survey.expiresAt) <= Date.now()) {
      throw notFound("Survey not found or expired");
    }
    store.surveys.update(survey.id, { rating, comment: comment ?? null, submittedAt: timestamp() });
    return { success: true, message: "Survey submitted successfully" };
  });
}
