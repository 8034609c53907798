// A rule's name declared secret makes secret the order that carries it, as a property over which of
// a team's three rules have a secret name (every subset), in each face's adapter against the
// emulator: the rules are created as the engine runs them (before the order that lists their ids),
// then the order is created, diffed with a reorder, read (a refresh) and updated. The order's
// `ruleNames` is secret exactly when some rule's name is, a secret name appears in no output but
// inside a secret, and a reorder's note names the rules only when none is secret. The dynamic
// face's host strips secrets: its classes tell the provider which inputs are secret
// (program/registration.ts), as the inputs here do; the engine keeps the marks a provider puts on
// outputs (KeepSecrets in Pulumi's provider plugin), so the outputs are judged as returned.
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import type * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { isSecret, unwrapSecrets } from "../../../provider/adapters/native-plugin/values";
import { SecretInputsSeen } from "../../../provider/adapters/secret-references";
import { resolveProviderConfig } from "../../../provider/config/provider-config";
import { isPlainObject } from "../../../provider/core/is-plain-object";
import type { ResourceDefinition } from "../../../provider/core/resource-definition";
import { csatRuleOrderDefinition } from "../../../provider/csat-rule-orders/definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { PlatformClient } from "../../../provider/http/platform-client";
import { registrationKey } from "../../../provider/program/registration";
import { seedTeams, seedUser, useEmulator } from "../emulator/support";
import { configureRequest, type PluginInstance, secret, startPluginInstance, struct } from "../native-plugin/plugin-client";

const emulator = useEmulator();
type Values = Record<string, unknown>;

/** Every subset of the three rules, as which of them have a secret name. */
const subsets = Array.from({ length: 8 }, (_, bits) => [0, 1, 2].map((index) => (bits & (1 << index)) !== 0));

/** The paths of `value` where `text` appears outside every secret. */
function leaks(value: unknown, text: string, path = ""): string[] {
  if (typeof value === "string") return value.includes(text) ? [path || "(root)"] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, text, `${path}[${index}]`));
  if (!isPlainObject(value) || isSecret(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => leaks(item, text, path ? `${path}.${key}` : key));
}

const js = (value: structproto.Struct | undefined) => (value?.toJavaScript() ?? {}) as Values;

interface Run {
  /** Each step's outputs of the order, as the engine keeps them. */
  outputs: Record<string, Values>;
  /** The notes a reorder's diff said. */
  notes: string[];
}

describe("a CSAT rule's name declared secret", () => {
  let plugin: PluginInstance;
  const nativeNotes: string[] = [];
  beforeAll(async () => {
    plugin = await startPluginInstance((note) => nativeNotes.push(note));
  });
  afterAll(() => plugin.stop());

  const settingsOf = () => {
    const running = emulator();
    const { apiKey } = seedUser(running, "Organization Admin");
    return { apiKey, baseUrl: running.baseUrl, appsStudioUrl: running.appsStudioUrl, maxRequestsPerMinute: "6000" };
  };

  /** The native plugin, as the engine calls it: the rules, then their order, a reorder's diff, a refresh and the reorder. */
  async function native(teamId: string, names: string[], secretName: boolean[]): Promise<Run> {
    const settings = settingsOf();
    await plugin.call("configure", configureRequest({ ...settings, apiKey: secret(settings.apiKey) }));
    nativeNotes.length = 0;
    const address = <T extends { setUrn(urn: string): T; setType(type: string): T }>(request: T, kind: string, name: string) =>
      request.setUrn(`urn:pulumi:dev::secrets::supportplatform:index:${kind}::${name}`).setType(`supportplatform:index:${kind}`);
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const inputs = { teamId, name: secretName[index] ? secret(name) : name, triggerConfig: {}, feedbackConfig: {} };
      const rule = (request: provproto.CheckRequest | provproto.CreateRequest) => address(request, "CsatRule", `rule-${index}`);
      const checked = (
        await plugin.call("check", rule(new provproto.CheckRequest().setNews(struct(inputs))) as provproto.CheckRequest)
      ).getInputs()!;
      ids.push(
        (await plugin.call("create", rule(new provproto.CreateRequest().setProperties(checked)) as provproto.CreateRequest)).getId(),
      );
    }
    const order = <T extends { setUrn(urn: string): T; setType(type: string): T }>(request: T) =>
      address(request, "CsatRuleOrder", "order");
    const checked = (
      await plugin.call("check", order(new provproto.CheckRequest().setNews(struct({ teamId, ruleIds: ids }))))
    ).getInputs()!;
    const created = (await plugin.call("create", order(new provproto.CreateRequest().setProperties(checked)))).getProperties()!;
    const reordered = struct({ teamId, ruleIds: [...ids].reverse() });
    // The diff sees state written while every name was public (a name made secret since): only what
    // the plugin saw of the rules keeps the note from quoting one.
    const written = struct(unwrapSecrets(js(created)) as Values);
    await plugin.call("diff", order(new provproto.DiffRequest().setId(teamId).setOlds(written).setNews(reordered)));
    const read = (
      await plugin.call("read", order(new provproto.ReadRequest().setId(teamId).setProperties(created).setInputs(checked)))
    ).getProperties()!;
    const updated = (
      await plugin.call("update", order(new provproto.UpdateRequest().setId(teamId).setOlds(read).setNews(reordered)))
    ).getProperties();
    return { outputs: { create: js(created), read: js(read), update: js(updated) }, notes: [...nativeNotes] };
  }

  /** The dynamic provider, as its host calls it, with the inputs its classes give (plain values, the registration beside them). */
  async function dynamic(teamId: string, names: string[], secretName: boolean[]): Promise<Run> {
    const settings = settingsOf();
    const client = new PlatformClient(
      resolveProviderConfig({ get: (key) => (settings as Record<string, string>)[key.replace("supportplatform:", "")] }),
    );
    const seen = new SecretInputsSeen();
    const notes: string[] = [];
    const served = <Definition extends ResourceDefinition<never, object>>(kind: string, definition: Definition) =>
      dynamicProvider(definition as never, () => client, undefined, undefined, { kind, seen, note: (note) => notes.push(note) });
    const rules = served("CsatRule", csatRuleDefinition as never);
    const orders = served("CsatRuleOrder", csatRuleOrderDefinition as never);
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const registration = { name: `rule-${index}`, secretInputs: secretName[index] ? ["name"] : [] };
      const checked = (await rules.check!({}, { teamId, name, triggerConfig: {}, feedbackConfig: {}, [registrationKey]: registration }))
        .inputs!;
      ids.push((await rules.create!(checked)).id);
    }
    const registration = { name: "order", secretInputs: [] };
    const checked = (await orders.check!({}, { teamId, ruleIds: ids, [registrationKey]: registration })).inputs!;
    const created = (await orders.create!(checked)).outs!;
    // The host hands the provider state with its secrets stripped.
    const held = unwrapSecrets(created) as Values;
    const reordered = { ...checked, ruleIds: [...ids].reverse() };
    await orders.diff!(teamId, held, reordered);
    const read = (await orders.read!(teamId, held)).props!;
    const updated = (await orders.update!(teamId, held, reordered)).outs!;
    return { outputs: { create: created, read, update: updated }, notes };
  }

  const faces = { native, dynamic };
  const cases = Object.keys(faces).flatMap((face) =>
    subsets.map((secretName) => [`${face}, secret: ${secretName.map((on) => (on ? "s" : "-")).join("")}`, face, secretName] as const),
  );

  it.each(cases)("the order's ruleNames and notes: %s", async (_title, face, secretName) => {
    const teamId = seedTeams(emulator())[0]!.id;
    const names = ["Angry customers zq1", "After close zq2", "Weekend zq3"];
    const run = await faces[face as keyof typeof faces](teamId, names, secretName);
    const anySecret = secretName.includes(true);
    const secretNames = names.filter((_, index) => secretName[index]);
    for (const [step, outputs] of Object.entries(run.outputs)) {
      expect({ step, ruleNamesSecret: isSecret(outputs.ruleNames) }).toEqual({ step, ruleNamesSecret: anySecret });
      for (const name of secretNames) expect({ step, name, leaks: leaks(outputs, name) }).toEqual({ step, name, leaks: [] });
    }
    // A note names all three rules (a reversal moves the first and the last): said only when no name is secret.
    expect(run.notes).toEqual(
      anySecret ? [] : [expect.stringMatching(/^CsatRuleOrder order moves "Weekend zq3" .* "Angry customers zq1" /)],
    );
  });
});
