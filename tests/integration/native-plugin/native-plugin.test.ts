// The native plugin's service driven as the engine drives it, over gRPC, against the emulator:
// schema, config checks that name keys and never values, one organization per configured instance,
// check failures by path, a Role's create, detailed diff, update, refresh, import by id and delete,
// secrets kept secret, and the data source functions (a list whose values look like credentials comes back secret).
import * as fs from "node:fs";
import * as path from "node:path";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";
import * as emptyproto from "google-protobuf/google/protobuf/empty_pb";
import { unknownValue } from "../../../provider/core/unknowns";
import { useEmulator, seedTeams, seedUser } from "../emulator/support";
import { configureRequest, type PluginInstance, secret, startPluginInstance, struct } from "./plugin-client";

const emulator = useEmulator();
const instances: PluginInstance[] = [];
afterEach(async () => {
  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
});

/** A plugin instance configured as the organization's admin (0: Acme, 1: Globex). */
async function configured(organization: 0 | 1 = 0, extra: Record<string, unknown> = {}): Promise<PluginInstance> {
  const instance = await startPluginInstance();
  instances.push(instance);
  const { apiKey } = seedUser(emulator(), "Organization Admin", organization);
  await instance.call(
    "configure",
    configureRequest({ apiKey: secret(apiKey), baseUrl: emulator().baseUrl, maxRequestsPerMinute: "600", ...extra }),
  );
  return instance;
}

const role = (actions: string[], extra: Record<string, unknown> = {}) => ({
  name: "Escalation leads",
  permissions: [{ resource: "tickets", actions }],
  ...extra,
});

describe("the native plugin's service", () => {
  it("serves its version and the package's schema", async () => {
    const plugin = await startPluginInstance();
    instances.push(plugin);
    expect((await plugin.call("getPluginInfo", new emptyproto.Empty())).getVersion()).toBe("1.2.3");
    const schema = JSON.parse((await plugin.call("getSchema", new provproto.GetSchemaRequest())).getSchema());
    expect(schema).toEqual(JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "schema.json"), "utf8")));
    expect(Object.keys(schema.resources)).toContain("supportplatform:index:Role");
  });

  it("checks a configuration by key, never echoing a value, and leaves values not known yet alone", async () => {
    const plugin = await startPluginInstance();
    instances.push(plugin);
    const checkConfig = (news: Record<string, unknown>) => plugin.call("checkConfig", new provproto.CheckRequest().setNews(struct(news)));
    const bad = await checkConfig({ apiKey: secret("k-very-secret"), baseUrl: "ftp-secret-host", colour: "blue-secret", version: "1.2.3" });
    const failures = bad.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()] as const);
    // No property: the engine would print its own dump of the value (`{&{{}}}` for a secret).
    expect(failures).toEqual([
      ["", expect.stringMatching(/^supportplatform:colour is not a setting of this provider; its settings are apiKey, /)],
      ["", expect.stringMatching(/^supportplatform:baseUrl \(or SUPPORT_PLATFORM_BASE_URL\) must be/)],
    ]);
    expect(JSON.stringify(failures)).not.toMatch(/secret/);
    // The inputs go back as they came, the secret still wrapped.
    expect(bad.getInputs()!.toJavaScript().apiKey).toEqual(secret("k-very-secret"));
    expect((await checkConfig({ apiKey: secret(unknownValue), baseUrl: unknownValue })).getFailuresList()).toEqual([]);

    const diffConfig = (olds: Record<string, unknown>, news: Record<string, unknown>) =>
      plugin.call("diffConfig", new provproto.DiffRequest().setOldInputs(struct(olds)).setOlds(struct(olds)).setNews(struct(news)));
    const same = await diffConfig({ apiKey: secret("a"), baseUrl: "http://x" }, { apiKey: secret("a"), baseUrl: "http://x" });
    expect(same.getChanges()).toBe(provproto.DiffResponse.DiffChanges.DIFF_NONE);
    const changed = await diffConfig(
      { apiKey: secret("a"), baseUrl: "http://x" },
      { apiKey: secret("b"), baseUrl: "http://x", maxRetries: "3" },
    );
    expect(changed.getChanges()).toBe(provproto.DiffResponse.DiffChanges.DIFF_SOME);
    expect(changed.getReplacesList()).toEqual([]);
    expect(changed.getDiffsList().sort()).toEqual(["apiKey", "maxRetries"]);
    // A configuration's diff is of its old inputs.
    expect(changed.getDetaileddiffMap().get("apiKey")?.getInputdiff()).toBe(true);
  });

  it("fails check with the paths of the invalid inputs, and does not judge values not known yet", async () => {
    const plugin = await configured();
    const check = (news: Record<string, unknown>) => plugin.call("check", plugin.role(new provproto.CheckRequest().setNews(struct(news))));
    const failed = await check(role(["view", "fly"], { colour: "red" }));
    const reasons = (response: provproto.CheckResponse) =>
      response.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()]);
    expect(reasons(failed).sort()).toEqual([
      ["", "colour: is not a known property"],
      ["", expect.stringMatching(/^permissions\[0\]\.actions\[1\]: Invalid option: expected one of .* \(got "fly"\)$/)],
    ]);
    // Nothing under an input the program marked secret is quoted.
    const secretPermissions = await check({ ...role([]), permissions: secret([{ resource: "tickets", actions: ["view", "fly"] }]) });
    expect(reasons(secretPermissions)).toEqual([
      ["", expect.stringMatching(/^permissions\[0\]\.actions\[1\]: Invalid option: expected one of [^(]*$/)],
    ]);
    expect((await check(role(["view", unknownValue]))).getFailuresList()).toEqual([]);
    // Normalized: actions keep the order the user declared, without repeats.
    const checked = await check(role(["view", "assign", "view"]));
    expect(checked.getInputs()!.toJavaScript()).toMatchObject({ permissions: [{ resource: "tickets", actions: ["view", "assign"] }] });
  });

  it("creates, diffs by path, updates, refreshes, imports by id and deletes a Role; a secret input stays secret", async () => {
    const plugin = await configured();
    const roles = () => emulator().control.listResources<{ id: string; name: string; description?: string }>("roles");
    const created = await plugin.call(
      "create",
      plugin.role(new provproto.CreateRequest().setProperties(struct(role(["assign", "view"], { description: secret("Leads") })))),
    );
    const id = created.getId();
    expect((await roles()).find((held) => held.id === id)).toMatchObject({ name: "Escalation leads", description: "Leads" });
    const outputs = created.getProperties()!.toJavaScript();
    expect(outputs).toMatchObject({
      name: "Escalation leads",
      description: secret("Leads"),
      permissions: [{ resource: "tickets", actions: ["assign", "view"] }],
      isSystem: false,
    });

    // Actions compare as a set: a new order is no change, and one added action is one ADD at its
    // index in the new inputs, not a shift of the others; the old side is the state (not an input diff).
    const diff = (news: Record<string, unknown>) =>
      plugin.call("diff", plugin.role(new provproto.DiffRequest().setId(id).setOlds(created.getProperties()).setNews(struct(news))));
    expect((await diff(role(["view", "assign"], { description: "Leads" }))).getChanges()).toBe(
      provproto.DiffResponse.DiffChanges.DIFF_NONE,
    );
    const added = await diff(role(["comment", "assign", "view"], { description: "Leads" }));
    expect(added.getChanges()).toBe(provproto.DiffResponse.DiffChanges.DIFF_SOME);
    expect(added.getHasdetaileddiff()).toBe(true);
    expect(added.getDiffsList()).toEqual(["permissions"]);
    const detailed: Record<string, [number, boolean]> = {};
    added.getDetaileddiffMap().forEach((change, property) => {
      detailed[property] = [change.getKind(), change.getInputdiff()];
    });
    expect(detailed).toEqual({ "permissions[0].actions[0]": [provproto.PropertyDiff.Kind.ADD, false] });
    expect(
      (await diff(role(["assign", "comment", "view"], { description: unknownValue }))).getDetaileddiffMap().get("description")?.getKind(),
    ).toBe(provproto.PropertyDiff.Kind.UPDATE);

    const updated = await plugin.call(
      "update",
      plugin.role(
        new provproto.UpdateRequest()
          .setId(id)
          .setOlds(created.getProperties())
          .setNews(struct(role(["assign", "comment", "view"], { description: secret("Leads") }))),
      ),
    );
    expect(updated.getProperties()!.toJavaScript()).toMatchObject({
      description: secret("Leads"),
      permissions: [{ actions: ["assign", "comment", "view"] }],
    });

    // Refresh sees drift; an import reads every input the server has from the id alone.
    await emulator().control.patchResource("roles", id, { description: "Edited in the dashboard" });
    const refreshed = await plugin.call(
      "read",
      plugin.role(
        new provproto.ReadRequest()
          .setId(id)
          .setProperties(updated.getProperties())
          .setInputs(struct(role(["assign", "comment", "view"]))),
      ),
    );
    expect(refreshed.getId()).toBe(id);
    expect(refreshed.getInputs()!.toJavaScript()).toMatchObject({ description: secret("Edited in the dashboard") });
    const imported = await plugin.call("read", plugin.role(new provproto.ReadRequest().setId(id), "imported"));
    expect(imported.getInputs()!.toJavaScript()).toEqual({
      name: "Escalation leads",
      description: "Edited in the dashboard",
      permissions: [{ resource: "tickets", actions: ["assign", "comment", "view"] }],
    });
    expect(imported.getProperties()!.toJavaScript()).toMatchObject({ isSystem: false, name: "Escalation leads" });

    await plugin.call("delete", plugin.role(new provproto.DeleteRequest().setId(id).setProperties(refreshed.getProperties())));
    expect((await roles()).find((held) => held.id === id)).toBeUndefined();
    expect((await plugin.call("read", plugin.role(new provproto.ReadRequest().setId(id)))).getId()).toBe("");
  });

  it("keeps a partial create as the engine decodes it: the id and the outputs, secrets wrapped, in an ErrorResourceInitFailed", async () => {
    const plugin = await configured(0, { appsStudioUrl: emulator().appsStudioUrl, maxRetries: "0" });
    await emulator().control.addFault({ method: "POST", path: "/apps/install", host: "apps", status: 500 });
    const app = { name: "Hook", slug: "native-hook", eventsUrl: "https://hooks.example.com/e", teamIds: [seedTeams(emulator())[0]!.id] };
    const request = new provproto.CreateRequest()
      .setProperties(struct(app))
      .setUrn("urn:pulumi:dev::native::supportplatform:index:WebhookApp::hook")
      .setType("supportplatform:index:WebhookApp");
    const error = (await plugin.call("create", request).catch((failure: unknown) => failure)) as {
      details: string;
      metadata: { get(key: string): (string | Buffer)[] };
    };
    expect(error.details).toMatch(/was created, but installing it failed/);
    const status = statusproto.Status.deserializeBinary(error.metadata.get("grpc-status-details-bin")[0] as Buffer);
    const detail = status
      .getDetailsList()[0]!
      .unpack(provproto.ErrorResourceInitFailed.deserializeBinary, "pulumirpc.ErrorResourceInitFailed")!;
    const [created] = await emulator().control.listResources<{ id: string }>("apps");
    expect(detail.getId()).toBe(created!.id);
    expect(detail.getReasonsList()).toEqual([error.details]);
    expect(detail.getProperties()!.toJavaScript()).toMatchObject({ slug: "native-hook", clientSecret: secret(expect.any(String)) });
  });

  it("gives each configured instance its own organization", async () => {
    const [acme, globex] = [await configured(0), await configured(1)];
    await emulator().control.clearRequests();
    for (const plugin of [acme, globex]) {
      await plugin.call("create", plugin.role(new provproto.CreateRequest().setProperties(struct(role(["view"])))));
    }
    const creates = (await emulator().control.requests()).filter((request) => request.method === "POST" && request.path === "/v1/roles");
    expect(creates.map((request) => request.principal?.organizationId)).toEqual(
      emulator().organizations.map((organization) => organization.id),
    );
  });

  it("invokes the TicketType functions, and fails invalid arguments by path", async () => {
    const plugin = await configured();
    const invoke = (tok: string, args: Record<string, unknown>) =>
      plugin.call("invoke", new provproto.InvokeRequest().setTok(tok).setArgs(struct(args)));
    const types = (await invoke("supportplatform:index:getTicketTypes", { teamId: seedTeams(emulator())[0]!.id }))
      .getReturn()!
      .toJavaScript().res as { id: string; name: string }[];
    expect(types.length).toBeGreaterThan(0);
    const one = await invoke("supportplatform:index:getTicketType", { id: types[0]!.id });
    expect(one.getReturn()!.toJavaScript()).toMatchObject({ id: types[0]!.id, name: types[0]!.name });
    expect((await invoke("supportplatform:index:getTicketType", {})).getFailuresList().map((failure) => failure.getProperty())).toEqual([
      "id",
    ]);
    await expect(invoke("supportplatform:index:getNothing", {})).rejects.toMatchObject({
      details: "supportplatform:index:getNothing is not a function of the supportplatform package",
    });
  });

  it("invokes the list functions; a result that carries a credential-like value comes back secret", async () => {
    const plugin = await configured(0, { appsStudioUrl: emulator().appsStudioUrl });
    const invoke = async (tok: string, args: Record<string, unknown> = {}) =>
      (await plugin.call("invoke", new provproto.InvokeRequest().setTok(tok).setArgs(struct(args)))).getReturn()!.toJavaScript();
    const teams = await invoke("supportplatform:index:getTeams");
    expect((teams.res as { id: string }[]).map((team) => team.id)).toEqual(
      expect.arrayContaining(seedTeams(emulator()).map((team) => team.id)),
    );
    expect(await invoke("supportplatform:index:getWebhookApps")).toEqual({ res: [] });
    const create = new provproto.CreateRequest().setUrn("urn:pulumi:dev::p::supportplatform:index:WebhookApp::relay").setProperties(
      struct({
        name: "Relay",
        slug: "relay",
        eventsUrl: "https://hooks.example.com/events?token=s3cr3t",
        teamIds: [seedTeams(emulator())[0]!.id],
        visibility: "private",
      }),
    );
    const appId = (await plugin.call("create", create)).getId();
    const apps = await invoke("supportplatform:index:getWebhookApps");
    expect(apps).toEqual({
      res: secret([expect.objectContaining({ id: appId, eventsUrl: "https://hooks.example.com/events?token=s3cr3t" })]),
    });
  });
});
