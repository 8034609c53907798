// Validates request input with the emulator's zod schemas and turns failures into 400s whose
// messages name the field, in the style of the platform (`name must be a string`).
import type { z } from "zod";
import { badRequest } from "../errors";

type Issue = z.core.$ZodIssue;

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, what = "body"): z.output<Schema> {
  if (input === undefined || input === null) {
    if (schema.safeParse(undefined).success) return schema.parse(undefined);
    throw badRequest([`${what} must be a JSON object`]);
  }
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw badRequest(result.error.issues.flatMap((issue) => describeIssue(issue, what)));
}

function describeIssue(issue: Issue, what: string): string[] {
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : what;
  if (issue.path.length > 0 && "input" in issue && issue.input === undefined && issue.code !== "custom") return [`${field} is required`];
  switch (issue.code) {
    case "invalid_type":
      return [`${field} must be ${withArticle(expectedName(issue.expected))}`];
    case "too_small":
      return [tooSmall(field, issue)];
    case "too_big":
      return [tooBig(field, issue)];
    case "invalid_value":
      return [`${field} must be one of the following values: ${issue.values.map(String).join(", ")}`];
    case "unrecognized_keys":
      return issue.keys.map((key) => `property ${issue.path.length > 0 ? `${field}.` : ""}${key} should not exist`);
    case "invalid_format":
      // The emulator's own messages for formats read `must …`; zod's defaults do not.
      return [issue.message.startsWith("must ") ? `${field} ${issue.message}` : `${field} must be a valid ${issue.format}`];
    case "invalid_union":
      return [`${field} has an invalid shape`];
    default:
      return [`${field} ${issue.message}`];
  }
}

const EXPECTED_NAMES: Record<string, string> = { int: "integer", record: "object" };
const expectedName = (expected: string) => EXPECTED_NAMES[expected] ?? expected;
const withArticle = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

function tooSmall(field: string, issue: z.core.$ZodIssueTooSmall): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === "string")
    return minimum === 1 ? `${field} should not be empty` : `${field} must be at least ${minimum} characters long`;
  if (issue.origin === "array") return `${field} must contain at least ${minimum} elements`;
  return `${field} must not be less than ${minimum}`;
}

function tooBig(field: string, issue: z.core.$ZodIssueTooBig): string {
  const maximum = Number(issue.maximum);
  if (issue.origin === "string") return `${field} must be at most ${maximum} characters long`;
  if (issue.origin === "array") return `${field} must contain at most ${maximum} elements`;
  return `${field} must not be greater than ${maximum}`;
}
