import { z } from "zod";
import type { ResourceDefinition, View } from "../../../provider/dynamic/resource-definition";
import { resourceProvider } from "../../../provider/dynamic/resource-provider";
import { unknownValue } from "../../../provider/dynamic/unknowns";
import type { PlatformClient } from "../../../provider/http/platform-client";

const inputs = z.strictObject({
  name: z.string(),
  kind: z.string(),
  tags: z.array(z.string()).transform((tags) => [...tags].sort()).optional(),
  note: z.string().optional(),
});

/** A definition over an in-memory server, recording the calls it gets. */
function fakeDefinition() {
  const server = new Map<string, View>();
  const calls: string[] = [];
  const definition: ResourceDefinition<typeof inputs.shape> = {
    inputs,
    replaceOnChanges: ["kind"],
    async create(_client, values) {
      calls.push("create");
      const view = { ...values, note: values.note ?? "server default", createdAt: "t0" };
      server.set("id-1", view);
      return { id: "id-1", view };
    },
    async read(_client, id) {
      calls.push("read");
      return server.get(id);
    },
    async update(_client, id, _state, values) {
      calls.push("update");
      const view = { ...server.get(id), ...values };
      server.set(id, view);
      return view;
    },
    async delete(_client, id) {
      calls.push("delete");
      server.delete(id);
    },
  };
  const provider = resourceProvider(definition, () => ({}) as PlatformClient);
  return { server, calls, provider };
}

describe("resourceProvider", () => {
  it("keeps declared inputs and computed fields in outputs, not undeclared inputs", async () => {
    const { provider } = fakeDefinition();
    const created = await provider.create({ name: "a", kind: "k", __provider: "shim" });
    expect(created).toEqual({ id: "id-1", outs: { name: "a", kind: "k", createdAt: "t0" } });
  });

  it("diffs only declared inputs, normalized, and replaces on replaceOnChanges", async () => {
    const { provider } = fakeDefinition();
    const olds = { name: "a", kind: "k", tags: ["x", "y"], createdAt: "t0", __provider: "shim" };
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k", tags: ["y", "x"] })).resolves.toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
    await expect(provider.diff!("id-1", olds, { name: "b", kind: "other", tags: ["x", "y"] })).resolves.toMatchObject({
      changes: true,
      replaces: ["kind"],
    });
    // An input no longer declared is a change (it becomes unmanaged); one never declared is not.
    await expect(provider.diff!("id-1", olds, { name: "a", kind: "k" })).resolves.toMatchObject({ changes: true });
    await expect(provider.diff!("id-1", { ...olds, tags: undefined }, { name: "a", kind: "k" })).resolves.toMatchObject({ changes: false });
    // A value not known yet may change anything.
    await expect(provider.diff!("id-1", olds, { name: unknownValue, kind: "k", tags: ["x", "y"] })).resolves.toMatchObject({ changes: true });
  });

  it("reads back the declared inputs, so refresh causes no spurious diff", async () => {
    const { provider, server } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    server.set("id-1", { ...server.get("id-1"), name: "changed in the dashboard" });
    const read = await provider.read!("id-1", { name: "a", kind: "k", createdAt: "t0", __provider: "shim" });
    expect(read).toEqual({
      id: "id-1",
      props: { name: "changed in the dashboard", kind: "k", createdAt: "t0" },
      inputs: { name: "changed in the dashboard", kind: "k" },
    });
  });

  it("takes every input from the server when reading from an empty state (import)", async () => {
    const { provider } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    const read = await provider.read!("id-1", {});
    expect(read.inputs).toEqual({ name: "a", kind: "k", note: "server default" });
  });

  it("reports an object deleted out of band with an empty id", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.read!("missing", { name: "a" })).resolves.toEqual({ id: "", props: {} });
  });

  it("passes parsed inputs to update and delete without the serialized provider", async () => {
    const { provider, server, calls } = fakeDefinition();
    await provider.create({ name: "a", kind: "k" });
    const updated = await provider.update!("id-1", { name: "a", kind: "k", __provider: "shim" }, { name: "a", kind: "k", tags: ["b", "a"], __provider: "shim" });
    expect(updated).toEqual({ outs: { name: "a", kind: "k", tags: ["a", "b"], createdAt: "t0" } });
    await provider.delete!("id-1", { name: "a", __provider: "shim" });
    expect(server.size).toBe(0);
    expect(calls).toEqual(["create", "update", "delete"]);
  });

  it("strips the serialized provider before checking", async () => {
    const { provider } = fakeDefinition();
    await expect(provider.check!({}, { name: "a", kind: "k", __provider: "shim" })).resolves.toEqual({ inputs: { name: "a", kind: "k" } });
  });
});
