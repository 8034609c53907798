// The dynamic classes' secret outputs: the credentials always, and the outputs built from inputs
// once the transform sees a secret input, marked or an output value (the engine's two forms).
import * as pulumi from "@pulumi/pulumi";
import { registrationKey } from "../../../provider/program/registration";
import { transformSecretOutputs, withSecretOutputs } from "../../../provider/program/secret-output-options";
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
    // As under an engine that runs transforms (the SDK's store says none outside one).
    const store = (require("@pulumi/pulumi/runtime/state") as { getStore(): { supportsTransforms: boolean } }).getStore();
    const supports = store.supportsTransforms;
    store.supportsTransforms = true;
    try {
      const transform = withSecretOutputs({ secretOutputs: [], derivedOutputs: {}, secretInputsTold: true }).transforms![0]!;
      const args = (props: Record<string, unknown>) => ({ name: "first", type: "t", custom: true, props, opts: {} });
      const told = await transform(args({ teamId: "T1", name: marked("Angry") }));
      expect(told?.props[registrationKey]).toEqual({ name: "first", secretInputs: ["name"] });
      expect((await transform(args({ teamId: "T1", name: "Angry" })))?.props[registrationKey]).toEqual({ name: "first", secretInputs: [] });
      // A kind that is not told keeps its inputs as they are.
      expect(withSecretOutputs({ secretOutputs: [], derivedOutputs: {} }).transforms).toBeUndefined();
    } finally {
      store.supportsTransforms = supports;
    }
  });
});
