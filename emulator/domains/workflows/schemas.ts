// Request bodies and queries of the workflow endpoints (docs: create-a-new-workflow, newer and older
// REST pages and the MCP create tool; update-a-workflow). Where they disagree, every shown shape is
// accepted: `triggerEvent` as an event name (REST) or `{uid, eventName}` (MCP); a step's approver as
// an object (newer) or, with `approverType` and `approvalTimeout`, a string (older). Only the fields
// every revision requires are required: name, triggerEvent, workflowDefinition.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { pageQuery } from "../list-queries";

export const WORKFLOW_TYPES = ["MANUAL"] as const;
export const WORKFLOW_SUB_TYPES = ["WORKFLOW", "AI_AGENT"] as const;

const jsonObject = z.record(z.string(), z.unknown());

const activityReference = z.strictObject({
  uniqueIdentifier: nonBlank(300),
  autoUpgradeToLatestVersion: z.boolean().optional(),
  version: z.int().min(1).optional(),
});

const stepSchema = z.strictObject({
  stepIdentifier: z.int().min(0),
  activity: activityReference,
  input: jsonObject.optional(),
  retryPolicy: z
    .strictObject({
      maximumAttempts: z.int().min(1).max(100),
      initialInterval: z.number().positive().max(86_400).optional(),
      backoffCoefficient: z.number().min(1).max(100).optional(),
    })
    .optional(),
  onFailure: z.enum(["ABORT", "CONTINUE", "COMPENSATE"]).optional(),
  /** Seconds (MCP). */
  executionTimeout: z.int().min(1).max(604_800).optional(),
  isSleepActivity: z.boolean().optional(),
  /** Other steps' `stepIdentifier`s, as strings (docs). */
  dependencies: z.array(nonBlank(20)).max(100).optional(),
  requireApproval: z.boolean().optional(),
  approver: z.union([jsonObject, nonBlank(200)]).optional(),
  approverType: z.literal("USER").optional(),
  approvalTimeout: z.int().min(1).optional(),
  filters: jsonObject.optional(),
  compensationActivity: z.strictObject({ activity: activityReference, input: jsonObject.optional() }).optional(),
});

export type WorkflowStep = z.output<typeof stepSchema>;

const triggerEvent = z.union([nonBlank(200), z.strictObject({ uid: nonBlank(100), eventName: nonBlank(200) })]);

const annotation = z.strictObject({
  entityType: nonBlank(100),
  requiredFields: z.record(z.string(), z.string().max(1000)).optional(),
  relations: z.array(nonBlank(200)).max(50).optional(),
  pathToAnnotate: nonBlank(200).optional(),
});

/** What both a create and an update may set. */
const changeable = {
  name: nonBlank(200),
  triggerEvent,
  filters: jsonObject,
  annotations: z.array(annotation).max(50),
  workflowDefinition: z.array(stepSchema).min(1).max(200),
  executingAgent: nonBlank(200).nullable(),
  teamId: nonBlank(100).nullable(),
  metadata: jsonObject,
};

export const createWorkflowSchema = z.strictObject({
  ...z.strictObject(changeable).partial().shape,
  name: changeable.name,
  triggerEvent: changeable.triggerEvent,
  workflowDefinition: changeable.workflowDefinition,
  type: z.enum(WORKFLOW_TYPES).default("MANUAL"),
  subType: z.enum(WORKFLOW_SUB_TYPES).default("WORKFLOW"),
});

/** The update: the create's fields but `type` and `subType`, which never change (replace). */
export const updateWorkflowSchema = z.strictObject(changeable).partial();

export type WorkflowChanges = z.output<typeof updateWorkflowSchema>;

export const listWorkflowsQuery = z.looseObject({
  ...pageQuery,
  teamId: nonBlank(100).optional(),
  type: z.enum(WORKFLOW_TYPES).optional(),
  /** Comma-separated. */
  subTypes: z
    .string()
    .transform((text) => text.split(",").map((part) => part.trim()))
    .pipe(z.array(z.enum(WORKFLOW_SUB_TYPES)).min(1))
    .optional(),
});

export const activitiesQuery = z.looseObject({ teamId: nonBlank(100).optional() });
