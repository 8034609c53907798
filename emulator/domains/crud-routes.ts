// The routes of a kind the organization owns and only an Organization Admin writes (roles, account
// attribute values): list, get, create, update and delete, each in the same order of checks (the
// admin check, the record of the organization or 404, the body's parse, the kind's own checks, a
// name unique without regard to case), with fresh ids, timestamps and a 204 on delete. A kind that
// differs in shape (CSAT, apps, teams, the singletons) keeps routes of its own.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requireOrganizationAdmin } from "../auth/access";
import { timestamp } from "../clock";
import type { HttpError } from "../errors";
import { principalOf } from "../http/request-context";
import { idParams } from "../http/schema-parts";
import { parseInput } from "../http/validation";
import { prefixedId } from "../store/ids";
import type { Table } from "../store/table";
import { recordOfOrganization } from "../store/tenancy";

type Auth = "apiKey" | "bearer";
type Route = "list" | "get" | "create" | "update" | "delete";

interface OwnedRecord {
  id: string;
  organizationId: string;
  createdAt: string;
  updatedAt: string;
}

/** What a created record holds besides what `build` adds and the timestamps, which the helper appends. */
export type RecordBase = Pick<OwnedRecord, "id" | "organizationId">;

export interface CrudKind<T extends OwnedRecord, Create, Update extends Partial<T>> {
  table: Table<T>;
  /** The collection's path; a record's is the path and its id. */
  path: string;
  /** The record's noun in a not-found message ("Role"). */
  label: string;
  /** The records' noun in the admin check's message ("roles"). */
  plural: string;
  /** The prefix of a new record's id, followed by nine upper-case alphanumerics; or, for ids of another shape, what makes one. */
  idPrefix: string | { newId: () => string };
  /** The documented authentication of each route: an API key unless given. */
  auth?: Partial<Record<Route, Auth>>;
  updateMethod: "patch" | "put";
  /** Whether the kind answers `GET path/:id`. */
  gettable: boolean;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  /** The new record, without its timestamps; its fields in the order the platform answers them. */
  build(input: Create, base: RecordBase): Omit<T, "createdAt" | "updatedAt">;
  /**
   * The field unique in the organization without regard to case, among the records `sameScope`
   * keeps (all of the organization's when absent), and the error that names a taken one.
   */
  unique: { field: keyof T & keyof Update; sameScope?: (candidate: T, subject: T) => boolean; taken: (subject: T) => HttpError };
  /** The kind's own checks of a body, after its parse; `base` names the caller's organization. */
  checkCreate?(input: Create, base: RecordBase): void;
  checkUpdate?(input: Update, current: T): void;
  /** Refuses to change or delete a record the organization may not (a system role). */
  requireWritable?(record: T, verb: "updated" | "deleted"): void;
  /** What follows a create or an update in the same transaction (another default cleared). */
  afterWrite?(record: T): void;
  /** What else a create does in the same transaction, given its body (tickets moved to a new status). */
  afterCreate?(record: T, input: Create): void;
  /** What goes with a record in the same transaction, just before it is deleted (an inverse unpaired). */
  beforeDelete?(record: T): void;
  /** The answer of a list, given the organization's records. */
  listed(records: T[], request: FastifyRequest): unknown;
  /** The answer carrying one record. */
  answer(record: T, action: "created" | "fetched" | "updated"): unknown;
}

export function registerCrudRoutes<T extends OwnedRecord, Create, Update extends Partial<T>>(
  app: FastifyInstance,
  kind: CrudKind<T, Create, Update>,
): void {
  const { table, path, label, plural } = kind;
  const config = (route: Route) => ({ config: { auth: kind.auth?.[route] ?? "apiKey" } });
  const recordPath = `${path}/:id`;
  const recordOf = (request: FastifyRequest, organizationId: string) =>
    recordOfOrganization(table, idParams.parse(request.params).id, organizationId, label);

  /** The subject's unique field is taken by another record of its organization and scope. */
  const requireUnique = (subject: T) => {
    const name = String(subject[kind.unique.field]).toLowerCase();
    const taken = table.find(
      (candidate) =>
        candidate.organizationId === subject.organizationId &&
        candidate.id !== subject.id &&
        (kind.unique.sameScope?.(candidate, subject) ?? true) &&
        String(candidate[kind.unique.field]).toLowerCase() === name,
    );
    if (taken) throw kind.unique.taken(subject);
  };

  app.get(path, config("list"), async (request) => {
    const { user } = principalOf(request);
    return kind.listed(
      table.filter((record) => record.organizationId === user.organizationId),
      request,
    );
  });

  if (kind.gettable) {
    app.get(recordPath, config("get"), async (request) => {
      const { user } = principalOf(request);
      return kind.answer(recordOf(request, user.organizationId), "fetched");
    });
  }

  app.post(path, config("create"), async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, `create ${plural}`);
    const input = parseInput(kind.createSchema, request.body);
    const { idPrefix } = kind;
    const newId = typeof idPrefix === "string" ? () => prefixedId(idPrefix) : idPrefix.newId;
    const base = { id: table.freshId(newId), organizationId: user.organizationId };
    kind.checkCreate?.(input, base);
    const at = timestamp();
    const record = { ...kind.build(input, base), createdAt: at, updatedAt: at } as T;
    requireUnique(record);
    const created = table.insert(record);
    kind.afterWrite?.(created);
    kind.afterCreate?.(created, input);
    return reply.code(201).send(kind.answer(created, "created"));
  });

  app[kind.updateMethod](recordPath, config("update"), async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, `update ${plural}`);
    const current = recordOf(request, user.organizationId);
    kind.requireWritable?.(current, "updated");
    const input = parseInput(kind.updateSchema, request.body);
    kind.checkUpdate?.(input, current);
    if (input[kind.unique.field] !== undefined) requireUnique({ ...current, ...input });
    const updated = table.update(current.id, { ...input, updatedAt: timestamp() });
    kind.afterWrite?.(updated);
    return kind.answer(updated, "updated");
  });

  app.delete(recordPath, config("delete"), async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, `delete ${plural}`);
    const current = recordOf(request, user.organizationId);
    kind.requireWritable?.(current, "deleted");
    kind.beforeDelete?.(current);
    table.delete(current.id);
    return reply.code(204).send();
  });
}
