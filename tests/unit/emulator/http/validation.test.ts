import { z } from "zod";
import type { HttpError } from "../../../../emulator/errors";
import { parseInput } from "../../../../emulator/http/validation";

const schema = z.strictObject({
  name: z.string().min(1),
  count: z.int().min(1).max(3),
  kind: z.enum(["a", "b"]),
  tags: z.array(z.string()).min(1),
  meta: z.record(z.string(), z.unknown()).optional(),
});

const messagesOf = (input: unknown): string[] => {
  try {
    parseInput(schema, input);
  } catch (error) {
    return (error as HttpError).detail as string[];
  }
  throw new Error("expected a validation failure");
};

describe("validation messages", () => {
  test("name every field in the platform's style", () => {
    expect(messagesOf({ name: "", count: 7, kind: "c", tags: [], meta: 1, extra: true })).toEqual([
      "name should not be empty",
      "count must not be greater than 3",
      "kind must be one of the following values: a, b",
      "tags must contain at least 1 elements",
      "meta must be an object",
      "property extra should not exist",
    ]);
  });

  test("missing fields are required; wrong types name the expected type", () => {
    expect(messagesOf({ count: 1.5, tags: [3] })).toEqual([
      "name is required",
      "count must be an integer",
      "kind is required",
      "tags.0 must be a string",
    ]);
  });

  test("a missing body is refused unless the schema accepts none; failures are 400s", () => {
    expect(messagesOf(undefined)).toEqual(["body must be a JSON object"]);
    expect(parseInput(schema.optional(), undefined)).toBeUndefined();
    expect(() => parseInput(schema, {})).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
