import { z } from "zod";
import { PartialCreateError } from "../../../provider/core/partial-create-error";
import type { ResourceDefinition } from "../../../provider/core/resource-definition";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { importKey } from "../../../provider/program/import-option";
import { registrationKey } from "../../../provider/program/registration";
import { SecretInputsSeen } from "../../../provider/adapters/secret-references";
import { csatRuleOrderDefinition } from "../../../provider/csat-rule-orders/definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { unknownValue } from "../../../provider/core/unknowns";
import { unorderedList } from "../../../provider/core/unordered-lists";
import { roleDefinition } from "../../../provider/roles/definition";
import { ApiError } from "../../../provider/http/errors";
import { unreachablePlatform } from "../core/unreachable-platform";
import { failedPaths } from "./failed-paths";
import { heldRuleOrder } from "./held-rule-order";

const inputs = z.strictObject({
  name: z.string(),
  kind: z.string(),
  tags: unorderedList(z.array(z.string())).optional(),
  note: z.string().optional(),
  settings: z.object({ colour: z.string().optional(), size: z.number().optional() }).optional(),
});

/** A definition over an in-memory server, recording the calls it gets and their arguments. */
type State = Record<string, unknown>;
type Definition = ResourceDefinition<typeof inputs, State>;

/** The fake definitions keep their server in memory: none may use the platform. */
const api = unreachablePlatform;

/** A definition over an in-memory server, recording the calls it gets and their arguments. */
function fakeDefinition(overrides: Partial<Definition> = {}) {
  const server = new Map<string, State>();
  const calls: { call: string; id?: string; state?: State; values?: State }[] = [];
  const definition: Definition = {
    inputs,
    description: "A thing.",
    computedOutputs: z.object({ createdAt: z.string() }),
    secretOutputs: [],
    derivedOutputs: {},
    replaceOnChanges: ["kind"],
    exported: { heading: "Things", label: (state) => String(state.name) },
    endpoints: {},
    async create(given, values) {
      expect(given).toBe(api);
      calls.push({ call: "create", values });
      // The server fills a default note and every setting the user left out.
      const state = {
        ...values,
        note: values.note ?? "server default",
        settings: { colour: "blue", size: 1, ...values.settings },
        createdAt: "t0",
      };
      server.set("id-1", state);
      return { id: "id-1", state };
    },
    async read(_api, id, state) {
      calls.push({ call: "read", id, state });
      return server.get(id);
    },
    async update(_api, id, state, values) {
      calls.push({ call: "update", id, state, values });
      const updated = { ...server.get(id), ...values, updatedAt: "t1" };
      server.set(id, updated);
      return updated;
    },
    async delete(_api, id, state) {
      calls.push({ call: "delete", id, state });
      server.delete(id);
    },
    async list() {
      return [...server].map(([id, state]) => ({ id, state }));
    },
    ...overrides,
  };
  return { server, calls, provider: dynamicProvider(definition, () => api) };
}

describe("dynamicProvider: check", () => {
  it("strips the serialized provider before checking, and normalizes, keeping the declared order of unordered lists", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.check!({}, { name: "a", kind: "k", tags: ["b", "a", "b"], __provider: "shim" })).resolves.toEqual({
      inputs: { name: "a", kind: "k", tags: ["b", "a"] },
    });
  });

  it("orders an unordered list as the previous inputs did, new members last, so the engine's positional diff shows only them", async () => {
    const { provider } = fakeDefinition();
    await expect(
      provider.check!(
        { name: "a", kind: "k", tags: ["x", "y"], __provider: "shim" },
        { name: "a", kind: "k", tags: ["z", "y", "x"], __provider: "shim" },
      ),
    ).resolves.toEqual({
      inputs: { name: "a", kind: "k", tags: ["x", "y", "z"] },
    });
  });

  it("reports failures with property paths", async () => {
    const { provider } = fakeDefinition();
    const result = await provider.check!({}, { name: 1, kind: "k", settings: { size: "big" }, __provider: "shim" });
    expect(failedPaths(result)).toEqual(["name", "settings.size"]);
    expect(result.failures?.every((failure) => failure.property === "")).toBe(true);
  });
});

describe("dynamicProvider: diff", () => {
  const olds = { name: "a", kind: "k", tags: ["x", "y"], createdAt: "t0", __provider: "shim" };

  it("shows no change for the same inputs, normalized, in any order of an unordered list, whatever the computed fields", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k", tags: ["y", "x"], __provider: "other shim" })).resolves.toEqual({
      detailedDiff: {},
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  it("names an element added to or removed from an unordered list, and nothing else of it", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k", tags: ["w", "x", "y"] })).resolves.toMatchObject({
      detailedDiff: { "tags[0]": "add" },
    });
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k", tags: ["y"] })).resolves.toMatchObject({
      detailedDiff: { "tags[0]": "delete" },
    });
  });

  it("updates in place, and replaces only on replaceOnChanges", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.diff!("id-1", olds, { name: "b", kind: "k", tags: ["x", "y"] })).resolves.toEqual({
      detailedDiff: { name: "update" },
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
    });
    await expect(provider.diff!("id-1", olds, { name: "b", kind: "other", tags: ["x", "y"] })).resolves.toMatchObject({
      changes: true,
      replaces: ["kind"],
      deleteBeforeReplace: false,
    });
  });

  it("treats an input no longer declared as a change, and one never declared as none", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k" })).resolves.toMatchObject({ changes: true, replaces: [] });
    await expect(provider.diff!("id-1", { ...olds, tags: undefined }, { name: "a", kind: "k" })).resolves.toMatchObject({ changes: false });
    await expect(provider.diff!("id-1", { name: "a", kind: "k" }, { name: "a", kind: "k", note: "new" })).resolves.toMatchObject({
      changes: true,
    });
  });

  it("treats a value not known yet as a change, at any depth", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.diff!("id-1", olds, { name: unknownValue, kind: "k", tags: ["x", "y"] })).resolves.toMatchObject({
      changes: true,
      replaces: [],
    });
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k", tags: ["x", unknownValue] })).resolves.toMatchObject({
      changes: true,
    });
    await expect(provider.diff!("id-1", olds, { name: "a", kind: unknownValue, tags: ["x", "y"] })).resolves.toMatchObject({
      replaces: ["kind"],
    });
  });

  it("deletes before replacing when the replacement keeps a unique key", async () => {
    const { provider } = fakeDefinition({ uniqueKey: ["name"] });
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "other", tags: ["x", "y"] })).resolves.toMatchObject({
      changes: true,
      replaces: ["kind"],
      deleteBeforeReplace: true,
    });
    await expect(provider.diff!("id-1", olds, { name: "b", kind: "other", tags: ["x", "y"] })).resolves.toMatchObject({
      changes: true,
      replaces: ["kind"],
      deleteBeforeReplace: false,
    });
  });
});

describe("dynamicProvider: create", () => {
  it("keeps declared inputs, cut to their declared shape, and computed fields; not undeclared inputs", async () => {
    const { provider, calls } = fakeDefinition();
    const created = await provider.create({ name: "a", kind: "k", tags: ["b", "a"], settings: { size: 3 }, __provider: "shim" });
    expect(created).toEqual({ id: "id-1", outs: { name: "a", kind: "k", tags: ["b", "a"], settings: { size: 3 }, createdAt: "t0" } });
    expect(calls).toEqual([{ call: "create", values: { name: "a", kind: "k", tags: ["b", "a"], settings: { size: 3 } } }]);
  });

  it("reports a partial create the way Pulumi keeps it in state", async () => {
    const { provider } = fakeDefinition({
      create: () =>
        Promise.reject(
          new PartialCreateError("id-9", { name: "a", kind: "k", note: "server default", createdAt: "t0" }, "install app failed"),
        ),
    });
    const error = await provider.create({ name: "a", kind: "k", __provider: "shim" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: "install app failed (ERR_PARTIAL_CREATE)",
      id: "id-9",
      properties: { name: "a", kind: "k", createdAt: "t0", __provider: "shim" },
      reasons: ["install app failed"],
    });
  });

  it("lets other failures through as they are", async () => {
    const refused = new ApiError("create thing", 400, "name taken");
    const { provider } = fakeDefinition({ create: () => Promise.reject(refused) });
    await expect(provider.create({ name: "a", kind: "k" })).rejects.toBe(refused);
  });
});

describe("dynamicProvider: read", () => {
  it("reads back the declared inputs, as the server now has them, so refresh causes no spurious diff", async () => {
    const { provider, server, calls } = fakeDefinition();
    await provider.create({ name: "a", kind: "k", settings: { size: 3 } });
    server.set("id-1", { ...server.get("id-1"), name: "changed in the dashboard", settings: { colour: "red", size: 4 } });
    const state = { name: "a", kind: "k", settings: { size: 3 }, createdAt: "t0", __provider: "shim" };
    const read = await provider.read!("id-1", state);
    expect(read).toEqual({
      id: "id-1",
      props: { name: "changed in the dashboard", kind: "k", settings: { size: 4 }, createdAt: "t0" },
      inputs: { name: "changed in the dashboard", kind: "k", settings: { size: 4 } },
    });
    expect(calls[1]).toEqual({ call: "read", id: "id-1", state: { name: "a", kind: "k", settings: { size: 3 }, createdAt: "t0" } });
    await expect(
      provider.diff!("id-1", read.props!, { name: "changed in the dashboard", kind: "k", settings: { size: 4 } }),
    ).resolves.toMatchObject({ changes: false });
  });

  it("takes every input from the server when reading from an empty state (import)", async () => {
    const { provider } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    const read = await provider.read!("id-1", {});
    expect(read).toEqual({
      id: "id-1",
      props: { name: "a", kind: "k", note: "server default", settings: { colour: "blue", size: 1 }, createdAt: "t0" },
      inputs: { name: "a", kind: "k", note: "server default", settings: { colour: "blue", size: 1 } },
    });
  });

  it("leaves out fields the server has no value for", async () => {
    const { provider } = fakeDefinition({ read: async () => ({ name: "a", kind: "k", note: undefined, createdAt: "t0" }) });
    await expect(provider.read!("id-1", { name: "a", kind: "k", note: "n" })).resolves.toEqual({
      id: "id-1",
      props: { name: "a", kind: "k", createdAt: "t0" },
      inputs: { name: "a", kind: "k" },
    });
  });

  it("reports an object deleted out of band with an empty id", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.read!("missing", { name: "a" })).resolves.toEqual({ id: "", props: {} });
  });
});

describe("dynamicProvider: update and delete", () => {
  it("passes parsed inputs and the state without the serialized provider", async () => {
    const { provider, calls } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    const olds = { name: "a", kind: "k", createdAt: "t0", __provider: "shim" };
    const updated = await provider.update!("id-1", olds, {
      name: "a",
      kind: "k",
      tags: ["b", "a"],
      __provider: "shim",
      [importKey]: "id-0",
    });
    expect(updated).toEqual({ outs: { name: "a", kind: "k", tags: ["b", "a"], createdAt: "t0", updatedAt: "t1" } });
    expect(calls[1]).toEqual({
      call: "update",
      id: "id-1",
      state: { name: "a", kind: "k", createdAt: "t0" },
      values: { name: "a", kind: "k", tags: ["b", "a"] },
    });
  });

  it("drops an input no longer declared from the outputs: it is unmanaged now", async () => {
    const { provider } = fakeDefinition();
    await provider.create({ name: "a", kind: "k", note: "mine" });
    const updated = await provider.update!("id-1", { name: "a", kind: "k", note: "mine" }, { name: "a", kind: "k" });
    expect(updated.outs).toEqual({ name: "a", kind: "k", createdAt: "t0", updatedAt: "t1" });
  });

  it("deletes with the state without the serialized provider", async () => {
    const { provider, server, calls } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    await provider.delete!("id-1", { name: "a", kind: "k", __provider: "shim" });
    expect(server.size).toBe(0);
    expect(calls[1]).toEqual({ call: "delete", id: "id-1", state: { name: "a", kind: "k" } });
  });
});

describe("dynamicProvider: the import option's id, which the classes pass as an input", () => {
  const roles = dynamicProvider(roleDefinition, () => api);
  const declared = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] };

  it("goes on with the checked inputs, for create to read", async () => {
    await expect(roles.check!({}, { ...declared, [importKey]: "R1", __provider: "shim" })).resolves.toEqual({
      inputs: { ...declared, [importKey]: "R1" },
    });
    await expect(roles.check!({}, { ...declared, [importKey]: unknownValue })).resolves.toEqual({
      inputs: { ...declared, [importKey]: unknownValue },
    });
  });

  it("is refused beside adoptId, and when it is not an id, along with the inputs' own problems", async () => {
    await expect(roles.check!({}, { ...declared, adoptId: "R1", [importKey]: "R1" })).resolves.toMatchObject({
      failures: [{ property: "", reason: expect.stringContaining("adoptId: give either adoptId or the import option, not both") }],
    });
    expect(failedPaths(await roles.check!({}, { ...declared, name: "", [importKey]: "" }))).toEqual(["name", "import"]);
  });

  it("is no change in a diff: adding or removing the option later leaves the resource as it is", async () => {
    const state = { ...declared, isSystem: false, createdAt: "t0", updatedAt: "t0" };
    await expect(roles.diff!("R1", state, { ...declared, [importKey]: "R1" })).resolves.toMatchObject({ changes: false });
    await expect(roles.diff!("R1", { ...state, [importKey]: "R1" }, declared)).resolves.toMatchObject({ changes: false });
  });
});

describe("dynamicProvider: diff's notes, where the class told which inputs are secret", () => {
  const notesOf = async (olds: Record<string, unknown>, news: Record<string, unknown>, seen = new SecretInputsSeen()) => {
    const notes: string[] = [];
    const provider = dynamicProvider(csatRuleOrderDefinition, () => unreachablePlatform, undefined, undefined, {
      kind: "CsatRuleOrder",
      seen,
      note: (note) => notes.push(note),
    });
    await provider.diff!("T1", olds, news);
    return notes;
  };
  const told = (secretInputs: string[]) => ({ [registrationKey]: { name: "billing", secretInputs } });
  const held = { ...heldRuleOrder, __provider: "shim" };
  const reordered = { teamId: "T1", ruleIds: ["R2", "R1"], __provider: "shim" };

  it("names the rules a reorder moves, and the resource, when nothing involved is secret", async () => {
    expect(await notesOf({ ...held, ...told([]) }, { ...reordered, ...told([]) })).toEqual([
      `CsatRuleOrder billing moves "After close" (R2) from 2nd to 1st; "Angry" (R1) from 1st to 2nd`,
    ]);
  });

  it("says nothing when it was not told (state from before, a class that tells nothing), or an input is secret, now or in state", async () => {
    expect(await notesOf(held, { ...reordered, ...told([]) })).toEqual([]);
    expect(await notesOf({ ...held, ...told([]) }, reordered)).toEqual([]);
    expect(await notesOf({ ...held, ...told([]) }, { ...reordered, ...told(["ruleIds"]) })).toEqual([]);
    expect(await notesOf({ ...held, ...told(["ruleIds"]) }, { ...reordered, ...told([]) })).toEqual([]);
  });

  it("says nothing when the process saw a listed rule's name declared secret", async () => {
    const seen = new SecretInputsSeen();
    seen.record("CsatRule", "R2", ["name"]);
    expect(await notesOf({ ...held, ...told([]) }, { ...reordered, ...told([]) }, seen)).toEqual([]);
    seen.record("CsatRule", "R2", []);
    expect(await notesOf({ ...held, ...told([]) }, { ...reordered, ...told([]) }, seen)).toHaveLength(1);
  });
});

describe("dynamicProvider: check, where the class told which inputs are secret", () => {
  it("quotes no value under an input the class told secret, and goes on with what it told", async () => {
    const provider = dynamicProvider(csatRuleDefinition, () => unreachablePlatform);
    const rule = { teamId: "T1", name: "Angry", priority: 2_000_000, triggerConfig: {}, feedbackConfig: {}, __provider: "shim" };
    const told = (secretInputs: string[]) => ({ [registrationKey]: { name: "angry", secretInputs } });
    const reasons = async (secretInputs: string[]) =>
      (await provider.check!({}, { ...rule, ...told(secretInputs) })).failures?.map((failure) => failure.reason);
    expect(await reasons([])).toEqual([expect.stringMatching(/^priority: .*\(got 2000000\)$/)]);
    expect(await reasons(["priority"])).toEqual([expect.not.stringContaining("2000000")]);
    expect((await provider.check!({}, { ...rule, priority: 1, ...told(["name"]) })).inputs).toMatchObject(told(["name"]));
  });
});
