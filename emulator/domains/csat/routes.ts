// CSAT rules and team settings on {base_url}, answered in the double envelope. Members of a team
// may read its CSAT configuration; an Organization Admin or a Team Lead of that team may change it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireTeamLead, requireTeamMember, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { csatEnvelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { uuid } from "../../store/ids";
import type { Store } from "../state";
import { recordOfOrganization } from "../../store/tenancy";
import type { CsatRule } from "./types";
import type { Team, User } from "../../store/types";
import {
  createRuleSchema,
  FEEDBACK_DEFAULTS,
  reorderRulesSchema,
  teamParams,
  TRIGGER_DEFAULTS,
  updateRuleSchema,
  updateSettingsSchema,
} from "./schemas";
import { existingSettings, settingsForNewRule } from "./settings";
import { settingsView } from "./views";

const config = { auth: "apiKey" as const };

export function registerCsatRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.post("/v1/csat/rules/:teamUid", { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamLead(user, team, "create CSAT rules");
    const { triggerConfig, feedbackConfig, ...input } = parseInput(createRuleSchema, request.body);
    const settings = settingsForNewRule(store, team);
    const at = timestamp();
    store.csatRules.insert({
      id: uuid(),
      organizationId: team.organizationId,
      teamId: team.id,
      settingsId: settings.id,
      ...input,
      triggerConfig: { ...TRIGGER_DEFAULTS, ...triggerConfig },
      feedbackConfig: { ...FEEDBACK_DEFAULTS, ...feedbackConfig },
      createdAt: at,
      updatedAt: at,
    });
    return reply.code(201).send(csatEnvelope(settingsView(store, settings), "CSAT rule created successfully"));
  });

  app.get("/v1/csat/rules/:id", { config }, async (request) => {
    const { rule, user, team } = ruleOfRequest(store, request);
    requireTeamMember(user, team);
    return csatEnvelope(rule, "CSAT rule fetched successfully");
  });

  app.patch("/v1/csat/rules/:id", { config }, async (request) => {
    const { rule, user, team } = ruleOfRequest(store, request);
    requireTeamLead(user, team, "update CSAT rules");
    const { triggerConfig, feedbackConfig, ...input } = parseInput(updateRuleSchema, request.body);
    const updated = store.csatRules.update(rule.id, {
      ...input,
      triggerConfig: { ...rule.triggerConfig, ...triggerConfig },
      feedbackConfig: { ...rule.feedbackConfig, ...feedbackConfig },
      updatedAt: timestamp(),
    });
    return csatEnvelope(updated, "CSAT rule updated successfully");
  });

  app.delete("/v1/csat/rules/:id", { config }, async (request) => {
    const { rule, user, team } = ruleOfRequest(store, request);
    requireTeamLead(user, team, "delete CSAT rules");
    store.csatRules.delete(rule.id);
    return csatEnvelope(settingsView(store, existingSettings(store, team)), "CSAT rule deleted successfully");
  });

  app.get("/v1/csat/team/:teamUid", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    return csatEnvelope(settingsView(store, existingSettings(store, team)), "CSAT settings fetched successfully");
  });

  app.patch("/v1/csat/team/:teamUid/update", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamLead(user, team, "update CSAT settings");
    const settings = existingSettings(store, team);
    const input = parseInput(updateSettingsSchema, request.body);
    const updated = store.csatSettings.update(settings.id, { ...input, updatedAt: timestamp() });
    return csatEnvelope(settingsView(store, updated), "CSAT settings updated successfully");
  });

  app.patch("/v1/csat/team/:teamUid/rules/reorder", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamLead(user, team, "reorder CSAT rules");
    const settings = existingSettings(store, team);
    const ruleOrder = parseInput(reorderRulesSchema, request.body);
    requireTeamRules(store, settings.id, ruleOrder);
    const updated = store.csatSettings.update(settings.id, { ruleOrder, updatedAt: timestamp() });
    return csatEnvelope(settingsView(store, updated), "CSAT rules reordered successfully");
  });
}

/** A reorder names each of the team's rules once and nothing else. */
function requireTeamRules(store: Store, settingsId: string, ruleOrder: string[]): void {
  const teamRules = new Set(store.csatRules.filter((rule) => rule.settingsId === settingsId).map((rule) => rule.id));
  const problems = [
    ...ruleOrder.filter((id, index) => ruleOrder.indexOf(id) !== index).map((id) => `rule ${id} is listed more than once`),
    ...ruleOrder.filter((id) => !teamRules.has(id)).map((id) => `rule ${id} is not a CSAT rule of this team`),
    ...[...teamRules].filter((id) => !ruleOrder.includes(id)).map((id) => `rule ${id} of this team is missing from the order`),
  ];
  if (problems.length > 0) throw badRequest(problems);
}

function teamOfRequest(store: Store, request: FastifyRequest): { user: User; team: Team } {
  const { user } = principalOf(request);
  return { user, team: teamOfOrganization(store, user, teamParams.parse(request.params).teamUid) };
}

function ruleOfRequest(store: Store, request: FastifyRequest): { rule: CsatRule; user: User; team: Team } {
  const { user } = principalOf(request);
  const rule = recordOfOrganization(store.csatRules, idParams.parse(request.params).id, user.organizationId, "CSAT rule");
  return { rule, user, team: teamOfOrganization(store, user, rule.teamId) };
}
