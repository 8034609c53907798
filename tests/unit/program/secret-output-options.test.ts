// The dynamic classes' secret outputs: the credentials always, and the outputs built from inputs
// once the transform sees a secret input, marked or an output value (the engine's two forms).
import * as pulumi from "@pulumi/pulumi";
import { registrationKey } from "../../../provider/program/registration";
import { transformSecretOutputs, withRegistration, withSecretOutputs } from "../../../provider/program/secret-output-options";
import { webhookAppSchema as webhookAppSecrecy } from "../../../provider/webhook-apps/schema";

const marked = (value: unknown) => ({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value });

describe("the dynamic classes' secret outputs", () => {
  it("names the credentials, keeping the user's own", () => {
    const opts = withSecretOutputs(webhookAppSecrecy, { additionalSecretOutputs: ["name"] });
    expect(opts.additionalSecretOutputs).toEqual(["name", "clientSecret", "botToken"]);
  });

  it("adds the outputs built from a secret input, in either form the engine sends it", async () => {
    const plain = { eventsUrl: "https://x.test/", teamIds: ["T1"] };
    expect(await transformSecretOutputs(webhookAppSecrecy, plain)).toEqual([]);
    expect(await transformSecretOutputs(webhookAppSecrecy, { ...plain, eventsUrl: marked("https://x.test/?token=t") })).toEqual([
      "effectiveManifest",
    ]);
    expect(await transformSecretOutputs(webhookAppSecrecy, { ...plain, teamIds: [marked("T1")] })).toEqual(["installedTeamIds"]);
    expect(await transformSecretOutputs(webhookAppSecrecy, { ...plain, manifest: { app: { category: pulumi.secret("c") } } })).toEqual([
      "effectiveManifest",
    ]);
    expect(await transformSecretOutputs(webhookAppSecrecy, { ...plain, name: pulumi.output("n") })).toEqual([]);
  });

  it("tells the provider of a kind that needs it the resource's name and its secret inputs, as an input that is no secret", async () => {
    const told = { secretOutputs: [], derivedOutputs: {}, secretInputsTold: true };
    const registration = async (props: pulumi.Inputs) => {
      const value = pulumi.output(withRegistration(told, "first", props)[registrationKey]);
      return { value: await (value as unknown as { promise(): Promise<unknown> }).promise(), secret: await pulumi.isSecret(value) };
    };
    expect(await registration({ teamId: "T1", name: pulumi.secret("Angry") })).toEqual({
      value: { name: "first", secretInputs: ["name"] },
      secret: false,
    });
    expect(await registration({ teamId: Promise.resolve({ deep: [pulumi.secret("T1")] }), name: pulumi.output("Angry") })).toEqual({
      value: { name: "first", secretInputs: ["teamId"] },
      secret: false,
    });
    expect(await registration({ teamId: "T1", name: "Angry" })).toEqual({ value: { name: "first", secretInputs: [] }, secret: false });
    // A kind that is not told keeps its inputs as they are, and needs no transform.
    expect(withRegistration({ secretOutputs: [], derivedOutputs: {} }, "first", { name: "x" })).toEqual({ name: "x" });
    expect(withSecretOutputs({ secretOutputs: [], derivedOutputs: {} }).transforms).toBeUndefined();
  });

  it("a transform that adds secret outputs keeps the resources the inputs came from as dependencies", async () => {
    const store = (require("@pulumi/pulumi/runtime/state") as { getStore(): { supportsTransforms: boolean } }).getStore();
    const supports = store.supportsTransforms;
    store.supportsTransforms = true;
    try {
      const transform = withSecretOutputs(webhookAppSecrecy).transforms![0]!;
      const team = new pulumi.DependencyResource("urn:pulumi:dev::p::supportplatform:index:Team::pod");
      // An output value as the SDK hands a transform one: its value, and the resource it came from.
      const OutputOf = pulumi.Output as unknown as new (...parts: unknown[]) => pulumi.Output<string>;
      const teamId = new OutputOf(
        new Set([team]),
        Promise.resolve("T1"),
        Promise.resolve(true),
        Promise.resolve(false),
        Promise.resolve([]),
      );
      const args = (props: Record<string, unknown>) => ({ name: "feed", type: "t", custom: true, props, opts: {} });
      // Nothing secret: no answer, so the SDK sends the inputs on as they were, output values and all.
      expect(await transform(args({ eventsUrl: "https://x.test/", teamIds: [teamId] }))).toBeUndefined();
      const answered = await transform(args({ eventsUrl: marked("https://x.test/?token=t"), teamIds: [teamId] }));
      const opts = answered?.opts as pulumi.CustomResourceOptions;
      expect(opts.additionalSecretOutputs).toEqual(["effectiveManifest"]);
      expect(opts.dependsOn).toEqual([team]);
    } finally {
      store.supportsTransforms = supports;
    }
  });
});
