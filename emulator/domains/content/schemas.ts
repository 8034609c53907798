// Bodies of the out-of-band content controls: tickets, accounts and comments as a dashboard user
// would create them. The platform's own ticket, account and comment endpoints are not in the spec.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

const slug = z.string().regex(/^[a-z][a-z0-9_]*$/, { message: "must be a lower-case identifier such as in_progress" });

export const createTeamSchema = z.strictObject({
  organizationId: nonBlank(),
  name: nonBlank(200),
});

export const createTicketSchema = z.strictObject({
  teamId: nonBlank(),
  title: nonBlank(500),
  description: z.string().max(20_000).default(""),
  status: slug.default("open"),
  priority: slug.default("medium"),
  accountId: z.string().min(1).optional(),
  assigneeId: z.string().min(1).optional(),
  /** The customer who asked: the docs' `requestorEmail`, and a name for the payload's contact fields. */
  requestorEmail: z.email({ error: "must be an e-mail address" }).max(320).optional(),
  requestorName: nonBlank(200).optional(),
  source: slug.default("web"),
  /** The acting user; by default the organization's first admin. */
  createdBy: z.string().min(1).optional(),
});

export const createAccountSchema = z.strictObject({
  teamId: nonBlank(),
  name: nonBlank(300),
  description: z.string().max(20_000).default(""),
  website: z.string().max(500).default(""),
  status: slug.default("active"),
  health: slug.default("healthy"),
});

export const createCommentSchema = z.strictObject({
  ticketId: nonBlank(),
  content: nonBlank(20_000),
  authorId: z.string().min(1).optional(),
});

/** A patch of any record kind: a JSON object that leaves identity and tenancy alone. */
export const recordPatchSchema = z
  .record(z.string(), z.unknown())
  .refine((patch) => !("id" in patch) && !("organizationId" in patch), { message: "must not change id or organizationId" });
