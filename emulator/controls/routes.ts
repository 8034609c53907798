// The `/_emulator` test controls on the base listener. They need no credentials, are not rate
// limited and stay out of the request log. Every route is listed in emulator/README.md.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { EmulatorContext } from "../domains/context";
import { createAccount } from "../domains/content/accounts";
import { createComment } from "../domains/content/comments";
import {
  createAccountSchema,
  createCommentSchema,
  createTeamSchema,
  createTicketSchema,
  recordPatchSchema,
} from "../domains/content/schemas";
import { createTeam } from "../domains/content/teams";
import { createTicket } from "../domains/content/tickets";
import { createSurvey } from "../domains/csat/surveys";
import { isEventKind } from "../domains/events/kinds";
import { notFound } from "../errors";
import { CONTROL_PREFIX } from "../http/platform-gate";
import { parseInput } from "../http/validation";
import { RESOURCE_TABLES } from "../domains/registry";
import { SEED_ORGANIZATIONS } from "../domains/seed";
import { RENAMED_TABLES, type ResourceTable } from "../domains/state";
import { faultRuleSchema } from "../http/faults";
import { maskedJson } from "../http/credential-mask";
import { organizationViews } from "./organizations";
import { registerStreamRoute } from "./stream";
import { deleteResource, getResource, listResources, patchResource } from "./resources";

const rateLimitSchema = z.strictObject({
  limit: z.union([z.int().min(1), z.literal(false)]),
  windowSeconds: z.int().min(1).max(86_400).optional(),
});

const surveySchema = z.strictObject({
  teamId: z.string().min(1),
  ruleId: z.string().min(1).optional(),
  ticketId: z.string().min(1).optional(),
  expiresInSeconds: z.int().min(-86_400).max(31_536_000).optional(),
});

const eventSchema = z.strictObject({
  type: z.string().refine(isEventKind, { message: "must be an event kind of the spec or a ticket event kind of the docs" }),
  organizationId: z.string().min(1),
  teamId: z.string().min(1).nullable().default(null),
  userId: z.string().min(1).nullable().default(null),
  data: z.unknown().default(() => ({})),
});

/** A kind: a resource table's name, or the name it had before a rename (RENAMED_TABLES), which still reaches it. */
const kindParams = z.object({
  kind: z
    .enum([...RESOURCE_TABLES, ...Object.keys(RENAMED_TABLES)] as [string, ...string[]])
    .transform((kind) => (RENAMED_TABLES[kind] ?? kind) as ResourceTable),
});
const resourceParams = kindParams.extend({ id: z.string() });
// `credentials=masked`: the records as the console shows them, each credential masked by the request log's rule.
const credentialsQuery = { credentials: z.enum(["masked"]).optional() };
const listQuery = z.looseObject({ organizationId: z.string().min(1).optional(), ...credentialsQuery });
const getQuery = z.looseObject(credentialsQuery);
const deliveryParams = z.object({ id: z.string().regex(/^\d+$/, { message: "must be a delivery id (a whole number)" }).transform(Number) });

export function registerControlRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, events, faults, requestLog, rateLimiter } = context;
  const content = { store, events };
  const path = (suffix: string) => `${CONTROL_PREFIX}${suffix}`;

  app.get(path("/health"), async () => ({ ok: true }));

  app.post(path("/reset"), async (_request, reply) => {
    context.reset();
    return reply.code(204).send();
  });

  app.get(path("/credentials"), async () => ({ organizations: SEED_ORGANIZATIONS }));
  app.get(path("/organizations"), async () => organizationViews(store));

  registerStreamRoute(app, context, path("/stream"));

  app.get(path("/requests"), async () => requestLog.list());
  app.delete(path("/requests"), async (_request, reply) => {
    requestLog.clear();
    return reply.code(204).send();
  });

  app.get(path("/faults"), async () => faults.list());
  app.post(path("/faults"), async (request, reply) => reply.code(201).send(faults.add(parseInput(faultRuleSchema, request.body))));
  app.delete(path("/faults"), async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
  app.delete(path("/faults/:id"), async (request, reply) => {
    const { id } = z.object({ id: z.string() }).parse(request.params);
    if (!faults.remove(id)) throw notFound(`No fault rule ${id}`);
    return reply.code(204).send();
  });

  app.get(path("/rate-limit"), async () => ({ settings: rateLimiter.settings }));
  app.put(path("/rate-limit"), async (request) => {
    const { limit, windowSeconds } = parseInput(rateLimitSchema, request.body);
    const current = rateLimiter.settings;
    rateLimiter.configure(limit === false ? false : { limit, windowSeconds: windowSeconds ?? (current ? current.windowSeconds : 60) });
    return { settings: rateLimiter.settings };
  });

  app.get(path("/resources/:kind"), async (request) => {
    const { kind } = parseInput(kindParams, request.params, "path");
    const { organizationId, credentials } = parseInput(listQuery, request.query, "query");
    const records = listResources(content, kind, organizationId);
    return credentials === "masked" ? maskedJson(records) : records;
  });
  app.get(path("/resources/:kind/:id"), async (request) => {
    const { kind, id } = parseInput(resourceParams, request.params, "path");
    const { credentials } = parseInput(getQuery, request.query, "query");
    const record = getResource(content, kind, id);
    return credentials === "masked" ? maskedJson(record) : record;
  });
  app.patch(path("/resources/:kind/:id"), async (request) => {
    const { kind, id } = parseInput(resourceParams, request.params, "path");
    return patchResource(content, kind, id, parseInput(recordPatchSchema, request.body));
  });
  app.delete(path("/resources/:kind/:id"), async (request, reply) => {
    const { kind, id } = parseInput(resourceParams, request.params, "path");
    deleteResource(content, kind, id);
    return reply.code(204).send();
  });

  app.post(path("/teams"), async (request, reply) => reply.code(201).send(createTeam(store, parseInput(createTeamSchema, request.body))));
  app.post(path("/tickets"), async (request, reply) =>
    reply.code(201).send(createTicket(content, parseInput(createTicketSchema, request.body))),
  );
  app.post(path("/accounts"), async (request, reply) =>
    reply.code(201).send(createAccount(content, parseInput(createAccountSchema, request.body))),
  );
  app.post(path("/comments"), async (request, reply) =>
    reply.code(201).send(createComment(content, parseInput(createCommentSchema, request.body))),
  );
  app.post(path("/surveys"), async (request, reply) => reply.code(201).send(createSurvey(store, parseInput(surveySchema, request.body))));
  app.post(path("/events"), async (request, reply) => {
    const event = parseInput(eventSchema, request.body);
    if (!store.organizations.has(event.organizationId)) throw notFound(`Organization ${event.organizationId} not found`);
    if (event.teamId !== null && store.teams.get(event.teamId)?.organizationId !== event.organizationId) {
      throw notFound(`Team ${event.teamId} not found in organization ${event.organizationId}`);
    }
    return reply.code(202).send({ eventId: events.emit(event) });
  });

  app.get(path("/deliveries"), async () => events.delivery.list());
  app.delete(path("/deliveries"), async (_request, reply) => {
    events.delivery.clear();
    return reply.code(204).send();
  });
  // The same body to the same URL, as a new delivery; like every delivery, it starts once the request succeeds.
  app.post(path("/deliveries/:id/redeliver"), async (request, reply) => {
    const { id } = parseInput(deliveryParams, request.params, "path");
    const original = events.delivery.get(id);
    if (!original) throw notFound(`No delivery ${id}`);
    const { kind, appId, url, body } = original;
    store.transactions.afterCommit(() => events.delivery.enqueue({ kind, appId, url, body, redeliveryOf: id }));
    return reply.code(202).send({ redeliveryOf: id });
  });
}
