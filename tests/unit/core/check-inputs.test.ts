import { isDeepStrictEqual } from "node:util";
import type { CheckResult } from "@pulumi/pulumi/dynamic";
import fc from "fast-check";
import { z } from "zod";
import { checkInputs } from "../../../provider/core/check-inputs";
import { containsUnknown, unknownValue } from "../../../provider/core/unknowns";
import { roleActions } from "../../../provider/roles/role-actions";
import { roleInputs } from "../../../provider/roles/schema";

const properties = (news: unknown) => checkInputs(roleInputs, news as Record<string, unknown>).failures?.map((failure) => failure.property);

describe("checkInputs", () => {
  it("returns the normalized inputs, and no failures, when they are valid: unordered lists keep their order, without repeats", () => {
    const result = checkInputs(roleInputs, {
      name: "  Leads ",
      permissions: [{ resource: "tickets", actions: ["view", "assign", "view"] }],
    });
    expect(result).toEqual({ inputs: { name: "Leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] } });
    expect(result).not.toHaveProperty("failures");
  });

  it("reports every problem with its property path, and hands the inputs back unchanged", () => {
    const news = {
      name: "",
      permissions: [
        { resource: "tickets", actions: ["view", "fly"] },
        { resource: 7, actions: [], extra: true },
      ],
      colour: "red",
    };
    const result = checkInputs(roleInputs, news);
    expect(result.inputs).toBe(news);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        { property: "name", reason: "must not be empty" },
        { property: "permissions[1].actions", reason: "must list at least one action" },
        { property: "permissions[1].extra", reason: "is not a known property" },
        { property: "colour", reason: "is not a known property" },
      ]),
    );
    expect(result.failures?.map((failure) => failure.property).sort()).toEqual(
      ["colour", "name", "permissions[0].actions[1]", "permissions[1].actions", "permissions[1].extra", "permissions[1].resource"].sort(),
    );
  });

  it("reports each unknown key on its own", () => {
    expect(properties({ name: "a", permissions: [], colour: "red", size: 3 })).toEqual(["colour", "size"]);
  });

  it("reports a failure at the root when the inputs are not an object", () => {
    expect(checkInputs(roleInputs, [] as unknown as Record<string, unknown>)).toEqual({
      inputs: [],
      failures: [{ property: "", reason: "Invalid input: expected object, received array" }],
    });
  });
});

describe("checkInputs: the offending value", () => {
  const schema = z.strictObject({
    action: z.enum(["view", "update"]).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, "must be a hex color")
      .optional(),
    days: z.number().int().min(0).max(365).optional(),
    url: z.url().optional(),
    name: z.string().min(3).optional(),
    token: z.string().optional(),
  });
  const received = (news: Record<string, unknown>) => checkInputs(schema, news).failures?.map((failure) => failure.received);

  it("is quoted where the schema allows a closed set, a pattern or a numeric range", () => {
    expect(received({ action: "read" })).toEqual(['"read"']);
    expect(received({ action: 7 })).toEqual(["7"]);
    expect(received({ color: "green" })).toEqual(['"green"']);
    expect(received({ days: 400 })).toEqual(["400"]);
    expect(checkInputs(roleInputs, { name: "a", permissions: [{ resource: "t", actions: ["view", "read"] }] }).failures).toEqual([
      { property: "permissions[0].actions[1]", reason: expect.stringMatching(/^Invalid option/), received: '"read"' },
    ]);
  });

  it("is not quoted where it may be free text or a URL (a credential can hide there), nor when long", () => {
    expect(received({ url: "https//hooks.example.com/?token=abc" })).toEqual([undefined]);
    expect(received({ name: "ab" })).toEqual([undefined]);
    expect(received({ token: 42 })).toEqual([undefined]);
    expect(received({ action: "x".repeat(61) })).toEqual([undefined]);
    expect(received({ action: ["view"] })).toEqual([undefined]);
  });
});

describe("checkInputs during a preview", () => {
  it("does not judge values that are not known yet, and hands such inputs back as they are", () => {
    const news = { name: unknownValue, permissions: [{ resource: "tickets", actions: unknownValue }] };
    const result = checkInputs(roleInputs, news);
    expect(result).toEqual({ inputs: news });
    expect(result.inputs).toBe(news);
  });

  it("does not judge anything below an unknown value, nor an unknown item of a list", () => {
    expect(checkInputs(roleInputs, { name: "a", permissions: unknownValue })).toEqual({ inputs: { name: "a", permissions: unknownValue } });
    expect(properties({ name: "a", permissions: [{ resource: "t", actions: ["view", unknownValue, "fly"] }] })).toEqual([
      "permissions[0].actions[2]",
    ]);
    expect(properties({ name: "a", permissions: [unknownValue, { resource: "", actions: ["view"] }] })).toEqual([
      "permissions[1].resource",
    ]);
  });

  it("still judges the known values beside unknown ones", () => {
    expect(properties({ name: unknownValue, permissions: [{ resource: "", actions: ["view"] }] })).toEqual(["permissions[0].resource"]);
  });

  it("still refuses an unknown key whose value is not known yet", () => {
    expect(properties({ name: "a", permissions: [], colour: unknownValue })).toEqual(["colour"]);
  });

  it("normalizes inputs whose unknown values already pass the schema", () => {
    const result = checkInputs(roleInputs, {
      name: unknownValue,
      description: unknownValue,
      permissions: [{ resource: " t ", actions: ["view", "create", "view"] }],
    });
    expect(result).toEqual({
      inputs: { name: unknownValue, description: unknownValue, permissions: [{ resource: "t", actions: ["view", "create"] }] },
    });
  });
});

describe("checkInputs on random inputs (Role)", () => {
  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(unknownValue));
  const actionLike = fc.constantFrom(...roleActions, "fly", unknownValue);
  const permissionLike = fc.dictionary(
    fc.constantFrom("resource", "actions", "scope", "conditions", "x"),
    fc.oneof(anyValue, fc.array(actionLike)),
  );
  const roleLike = fc.record(
    {
      name: anyValue,
      description: anyValue,
      permissions: fc.oneof(anyValue, fc.array(fc.oneof(permissionLike, anyValue))),
      extra: anyValue,
    },
    { requiredKeys: [] },
  );
  const validRole = fc.record(
    {
      name: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim() !== ""),
      description: fc.string({ maxLength: 40 }),
      permissions: fc.array(
        fc.record(
          {
            resource: fc.string({ minLength: 1, maxLength: 20 }).filter((resource) => resource.trim() !== ""),
            actions: fc.array(fc.constantFrom(...roleActions), { minLength: 1 }),
            scope: fc.string({ minLength: 1, maxLength: 20 }),
            conditions: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
          },
          { requiredKeys: ["resource", "actions"] },
        ),
        { maxLength: 4 },
      ),
    },
    { requiredKeys: ["name", "permissions"] },
  );

  /** What is wrong with check's answer to `news`, if anything. Plain code: it runs 1,000 times. */
  function problemWith(news: unknown, result: CheckResult): string | undefined {
    if (result.inputs === undefined) return "no inputs";
    if (result.failures === undefined) {
      // Clean: either valid and normalized for good, or only unknown values kept it from parsing.
      const again = roleInputs.safeParse(result.inputs);
      if (again.success) return isDeepStrictEqual(again.data, result.inputs) ? undefined : "inputs not normalized";
      return containsUnknown(news) && result.inputs === news ? undefined : "invalid inputs without failures";
    }
    if (result.failures.length === 0) return "an empty list of failures";
    if (result.inputs !== news) return "failed inputs not handed back as they were";
    const bad = result.failures.find((failure) => typeof failure.property !== "string" || !/\S/.test(failure.reason));
    return bad && `malformed failure ${JSON.stringify(bad)}`;
  }

  it("never throws on 1,000 arbitrary JSON values, and answers clean inputs or well-formed failures", () => {
    fc.assert(
      fc.property(fc.oneof(roleLike, anyValue, fc.dictionary(fc.string(), anyValue)), (news) => {
        const problem = problemWith(news, checkInputs(roleInputs, news as Record<string, unknown>));
        if (problem !== undefined) throw new Error(problem);
      }),
      { numRuns: 1_000 },
    );
  });

  it("accepts every valid role, with actions in their declared order and without duplicates", () => {
    fc.assert(
      fc.property(validRole, (news) => {
        const result = checkInputs(roleInputs, news);
        expect(result.failures).toBeUndefined();
        const permissions = (result.inputs as { permissions: { actions: string[] }[] }).permissions;
        expect(permissions.map((permission) => permission.actions)).toEqual(
          news.permissions.map((permission) => [...new Set(permission.actions)]),
        );
        expect(checkInputs(roleInputs, result.inputs!)).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });
});
