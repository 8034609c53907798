// A webhook app whose events URL carries a receiver's token built from a secret, as real receivers
// authenticate deliveries: through the real CLI, in both faces (an app of each in one stack), the
// token is found in no file of the backend (state, its backups, its history) after up, refresh and
// import, nor in the CLI's output at -v=8 but for the Node.js SDK's own registration debug line
// (README: Secrets and verbose logs); the outputs built from the URL are secret.
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";

const token = `relay-${Math.random().toString(36).slice(2, 14)}`;
const teamId = "TACME00001";

const faces = ["dynamic", "native"] as const;
type Face = (typeof faces)[number];

/**
 * One app of each face in one native project, so that each operation shows both faces. `adopt`
 * takes over the apps of `adopt`'s ids: with Pulumi's `import` option (native) or adoptId (dynamic).
 */
const program = (description: string, adopt?: Record<Face, string>) => `
import * as pulumi from "@pulumi/pulumi";
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
const token = new pulumi.Config().requireSecret("relayToken");
${faces
  .map(
    (face) => `const ${face}App = new ${face}.WebhookApp("relay-${face}", {
  name: "Relay ${face}",
  slug: "relay-${face}",
  description: ${JSON.stringify(description)},
  eventsUrl: pulumi.interpolate\`https://relay.example.test/hook?token=\${token}\`,${adopt !== undefined && face === "dynamic" ? `\n  adoptId: ${JSON.stringify(adopt[face])},` : ""}
  teamIds: [${JSON.stringify(teamId)}],
}${adopt === undefined ? "" : face === "native" ? `, { import: ${JSON.stringify(adopt[face])}, retainOnDelete: true }` : ", { retainOnDelete: true }"});
export const ${face}Manifest = ${face}App.effectiveManifest;`,
  )
  .join("\n")}
`;

/** Every file of the stack's backend (state, backups, history), as text. */
function backendText(stack: TestStack): string {
  const root = fileURLToPath(stack.env.PULUMI_BACKEND_URL!);
  const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => path.join(root, name));
  return files
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");
}

/** Fails with the text around the token wherever it shows in plain text or base64. */
function expectNoToken(where: string, text: string) {
  const found = [token, Buffer.from(token).toString("base64")].map((form) => text.indexOf(form)).filter((at) => at >= 0);
  expect({ where, found: found.map((at) => text.slice(Math.max(0, at - 300), at + 40)) }).toEqual({ where, found: [] });
}

/** Each face's app's outputs in an exported state. */
function appOutputs(state: string): Record<Face, { effectiveManifest: unknown }> {
  const resources = JSON.parse(state).deployment.resources as { type: string; urn: string; outputs: { effectiveManifest: unknown } }[];
  const outputsOf = (face: Face) =>
    resources.find((resource) => resource.type.endsWith("WebhookApp") && resource.urn.endsWith(`::relay-${face}`))!.outputs;
  return { dynamic: outputsOf("dynamic"), native: outputsOf("native") };
}

describe("a token in a webhook app's URL, built from a secret", () => {
  const current = platformPerTest();

  it("stays ciphertext in both faces' state after up, refresh and import", async () => {
    const { platform } = current;
    const config = { relayToken: { value: token, secret: true } };
    const stack = await current.stack({ projectDir: nativeProject("relay", program("v1")), projectName: "relay", config });

    const up = await stack.up();
    const state = appOutputs(await stack.exportText());
    // The platform holds the token: it is the URL deliveries go to.
    const apps = await platform.control.listResources<{ id: string; manifest: { app: { slug: string } } }>("apps");
    const appOf = (face: Face) => apps.find((app) => app.manifest.app.slug === `relay-${face}`)!;
    for (const face of faces) {
      expect({ face, secret: up.outputs[`${face}Manifest`]!.secret }).toEqual({ face, secret: true });
      expect(state[face].effectiveManifest).toHaveProperty("ciphertext");
      expect(JSON.stringify(appOf(face).manifest)).toContain(token);
    }
    expectNoToken("state after up", backendText(stack));

    await stack.refresh();
    expectNoToken("state after refresh", backendText(stack));

    // An update at -v=8: the engine's and the provider's logs carry no token either.
    stack.writeProgram(program("v2"));
    await stack.up({ logVerbosity: 8, logToStdErr: true });
    expectNoToken("state after an update", backendText(stack));
    const logged = stack.output
      .join("")
      .split("\n")
      .filter((line) => !line.includes("RegisterResource RPC finished"));
    expectNoToken("CLI output", logged.join("\n"));

    // A second stack takes the apps over with Pulumi's `import` option (native) or adoptId (dynamic).
    const adopting = program("v2", { dynamic: appOf("dynamic").id, native: appOf("native").id });
    const second = await current.stack({ projectDir: nativeProject("relay-import", adopting), projectName: "relay-import", config });
    const imported = await second.up();
    for (const face of faces) expect({ face, secret: imported.outputs[`${face}Manifest`]!.secret }).toEqual({ face, secret: true });
    expectNoToken("state after import", backendText(second));
    await second.refresh();
    expectNoToken("state after the import's refresh", backendText(second));
    await second.destroy();

    await stack.destroy();
    expect(await platform.control.listResources("apps")).toEqual([]);
  });
});
