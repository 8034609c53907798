// Role's check and diff, through the dynamic-provider adapter built from its definition. No request is
// made: the client factory fails the test if anything asks for one.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { unknownValue } from "../../../provider/core/unknowns";
import { roleDefinition } from "../../../provider/roles/definition";
import { failedPaths } from "../adapters/failed-paths";
import { unreachablePlatform } from "../core/unreachable-platform";

const provider = dynamicProvider(roleDefinition, () => {
  throw new Error("check and diff must not call the platform");
});
const valid = { name: "Support leads", permissions: [{ resource: "tickets", actions: ["view"] }] };

/** check's failures, as the engine gets them: "property: reason". */
async function failures(news: Record<string, unknown>): Promise<string[]> {
  const result = await provider.check!({}, { ...news, __provider: "shim" });
  return (result.failures ?? []).map((failure) => failure.reason);
}

describe("Role check", () => {
  it("accepts a full role, normalized: name and resource trimmed, actions in their declared order without duplicates", async () => {
    const news = {
      name: "  Support leads ",
      description: "",
      permissions: [
        { resource: " tickets", actions: ["view", "comment", "view", "assign"], scope: "team", conditions: { priority: ["high"] } },
      ],
    };
    await expect(provider.check!({}, { ...news, __provider: "shim" })).resolves.toEqual({
      inputs: {
        name: "Support leads",
        description: "",
        permissions: [{ resource: "tickets", actions: ["view", "comment", "assign"], scope: "team", conditions: { priority: ["high"] } }],
      },
    });
  });

  it("accepts a role without permissions", async () => {
    await expect(failures({ name: "Nobody", permissions: [] })).resolves.toEqual([]);
  });

  it("accepts every action of the spec", async () => {
    const actions = ["view", "create", "update", "delete", "assign", "comment"];
    await expect(failures({ name: "All", permissions: [{ resource: "tickets", actions }] })).resolves.toEqual([]);
  });

  it("refuses an empty or blank name, and one over 100 characters", async () => {
    await expect(failures({ ...valid, name: "" })).resolves.toEqual(["name: must not be empty"]);
    await expect(failures({ ...valid, name: "   " })).resolves.toEqual(["name: must not be empty"]);
    await expect(failures({ ...valid, name: "x".repeat(101) })).resolves.toEqual([
      "name: Too big: expected string to have <=100 characters",
    ]);
    await expect(failures({ ...valid, name: ` ${"x".repeat(100)} ` })).resolves.toEqual([]);
  });

  it("refuses a description over 1,000 characters", async () => {
    await expect(failures({ ...valid, description: "d".repeat(1001) })).resolves.toEqual([
      "description: Too big: expected string to have <=1000 characters",
    ]);
  });

  it("refuses an action outside the spec's list, at its index, quoting it", async () => {
    const reason = 'Invalid option: expected one of "view"|"create"|"update"|"delete"|"assign"|"comment"';
    await expect(failures({ name: "r", permissions: [{ resource: "tickets", actions: ["view", "read"] }] })).resolves.toEqual([
      `permissions[0].actions[1]: ${reason} (got "read")`,
    ]);
    await expect(failures({ name: "r", permissions: [{ resource: "tickets", actions: ["View"] }] })).resolves.toEqual([
      `permissions[0].actions[0]: ${reason} (got "View")`,
    ]);
  });

  it("refuses empty actions, resource and scope", async () => {
    await expect(failures({ name: "r", permissions: [{ resource: "tickets", actions: [] }] })).resolves.toEqual([
      "permissions[0].actions: must list at least one action",
    ]);
    await expect(failures({ name: "r", permissions: [{ resource: " ", actions: ["view"] }] })).resolves.toEqual([
      "permissions[0].resource: must not be empty",
    ]);
    await expect(failures({ name: "r", permissions: [{ resource: "t", actions: ["view"], scope: "" }] })).resolves.toEqual([
      "permissions[0].scope: must not be empty",
    ]);
  });

  it("refuses unknown keys, at the top and inside a permission", async () => {
    await expect(failures({ ...valid, colour: "red" })).resolves.toEqual(["colour: is not a known property"]);
    await expect(failures({ name: "r", permissions: [{ resource: "t", actions: ["view"], effect: "allow" }] })).resolves.toEqual([
      "permissions[0].effect: is not a known property",
    ]);
  });

  it("refuses wrong types, each at its path", async () => {
    await expect(failures({ name: 5, permissions: {} })).resolves.toEqual([
      "name: Invalid input: expected string, received number",
      "permissions: Invalid input: expected array, received object",
    ]);
    await expect(failures({ name: "r", description: false, permissions: ["tickets"] })).resolves.toEqual([
      "description: Invalid input: expected string, received boolean",
      "permissions[0]: Invalid input: expected object, received string",
    ]);
    await expect(failures({ name: "r", permissions: [{ resource: "t", actions: "view", conditions: [] }] })).resolves.toEqual([
      "permissions[0].actions: Invalid input: expected array, received string",
      "permissions[0].conditions: Invalid input: expected record, received array",
    ]);
  });

  it("requires name and permissions", async () => {
    await expect(failures({})).resolves.toEqual([
      "name: Invalid input: expected string, received undefined",
      "permissions: Invalid input: expected array, received undefined",
    ]);
  });

  it("reports every problem at once, across permissions", async () => {
    const news = {
      name: "",
      permissions: [
        { resource: "tickets", actions: ["view"] },
        { resource: "", actions: ["fly"], extra: 1 },
      ],
    };
    await expect(failures(news)).resolves.toHaveLength(4);
    const properties = failedPaths(await provider.check!({}, news)).sort();
    expect(properties).toEqual(["name", "permissions[1].actions[0]", "permissions[1].extra", "permissions[1].resource"]);
  });

  it("warns, without failing, of a resource the platform's documentation does not name", async () => {
    const warnings: string[] = [];
    const warning = dynamicProvider(
      roleDefinition,
      () => unreachablePlatform,
      () => [],
      (line) => warnings.push(line),
    );
    const news = { name: "Leads", permissions: [{ resource: "tikets", actions: ["view"] }] };
    await expect(warning.check!({}, { ...news, __provider: "shim" })).resolves.toEqual({ inputs: news });
    expect(warnings).toEqual([
      `permissions[0].resource: not a resource the platform's documentation names; the platform takes any name, so it is sent as written; did you mean "tickets"? (got "tikets")`,
    ]);
  });

  it("does not judge values not known during a preview", async () => {
    const news = { name: unknownValue, permissions: [{ resource: "tickets", actions: [unknownValue] }] };
    await expect(provider.check!({}, news)).resolves.toEqual({ inputs: news });
  });
});

describe("Role diff", () => {
  // State as create left it: declared inputs as the server has them, plus the computed fields.
  const olds = {
    name: "Support leads",
    description: "Leads of the support team",
    permissions: [{ resource: "tickets", actions: ["assign", "view"], scope: "team" }],
    isSystem: false,
    createdAt: "2024-01-01T00:00:00Z",
    updatedAt: "2024-01-01T00:00:00Z",
    __provider: "shim",
  };
  const news = {
    name: "Support leads",
    description: "Leads of the support team",
    permissions: [{ resource: "tickets", actions: ["view", "assign"], scope: "team" }],
    __provider: "shim",
  };
  const noChange = { changes: false, replaces: [], deleteBeforeReplace: false, detailedDiff: {} };

  it("shows no change when only the order or repetition of actions differs", async () => {
    await expect(provider.diff!("r1", olds, news)).resolves.toEqual(noChange);
    const repeated = { ...news, permissions: [{ resource: "tickets", actions: ["view", "assign", "view"], scope: "team" }] };
    await expect(provider.diff!("r1", olds, repeated)).resolves.toEqual(noChange);
  });

  it("compares only declared keys: computed fields and undeclared inputs are not changes", async () => {
    const { description: _, ...withoutDescription } = news;
    const { description: __, ...oldsWithoutDescription } = olds;
    const later = { ...oldsWithoutDescription, isSystem: true, updatedAt: "2025-06-01T00:00:00Z" };
    await expect(provider.diff!("r1", later, withoutDescription)).resolves.toEqual(noChange);
  });

  it("updates every property in place", async () => {
    const changed = [
      { ...news, name: "Leads" },
      { ...news, description: "Changed" },
      { ...news, permissions: [{ resource: "tickets", actions: ["view"], scope: "team" }] },
      { ...news, permissions: [{ resource: "tickets", actions: ["view", "assign"] }] },
    ];
    for (const next of changed) {
      await expect(provider.diff!("r1", olds, next)).resolves.toMatchObject({ changes: true, replaces: [], deleteBeforeReplace: false });
    }
  });

  it("shows a change when a declared description is dropped, since it becomes unmanaged", async () => {
    const { description: _, ...withoutDescription } = news;
    await expect(provider.diff!("r1", olds, withoutDescription)).resolves.toMatchObject({ changes: true });
  });

  it("shows a possible change while permissions are not known yet", async () => {
    await expect(provider.diff!("r1", olds, { ...news, permissions: unknownValue })).resolves.toMatchObject({
      changes: true,
      replaces: [],
    });
  });
});
