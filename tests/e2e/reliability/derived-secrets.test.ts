// A webhook app whose events URL carries a receiver's token built from a secret, as real receivers
// authenticate deliveries: through the real CLI, in both faces, the token is found in no file of
// the backend (state, its backups, its history) after up, refresh and import, nor in the CLI's
// output at -v=8 but for the Node.js SDK's own registration debug line (README: Secrets and
// verbose logs); the outputs built from the URL are secret.
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";

const token = `relay-${Math.random().toString(36).slice(2, 14)}`;
const teamId = "TACME00001";

const program = (face: "dynamic" | "native", description: string, options = "") => `
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform${face === "native" ? "/native" : ""}";
const token = new pulumi.Config().requireSecret("relayToken");
const app = new sp.WebhookApp("relay", {
  name: "Relay",
  slug: "relay",
  description: ${JSON.stringify(description)},
  eventsUrl: pulumi.interpolate\`https://relay.example.test/hook?token=\${token}\`,
  teamIds: [${JSON.stringify(teamId)}],
}${options});
export const manifest = app.effectiveManifest;
export const appId = app.appId;
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

function appOutputs(state: string) {
  return JSON.parse(state).deployment.resources.find((resource: { type: string }) => resource.type.endsWith("WebhookApp")).outputs;
}

describe("a token in a webhook app's URL, built from a secret", () => {
  const current = platformPerTest();

  it.each(["dynamic", "native"] as const)("stays ciphertext in the %s face's state after up, refresh and import", async (face) => {
    const { platform } = current;
    const config = { relayToken: { value: token, secret: true } };
    const source = program(face, "v1");
    const stack =
      face === "native"
        ? await current.stack({ projectDir: nativeProject("relay-native", source), projectName: "relay-native", config })
        : await current.stack({ program: source, projectName: "relay", config });

    const up = await stack.up();
    expect(up.outputs.manifest!.secret).toBe(true);
    expect(appOutputs(await stack.exportText()).effectiveManifest).toHaveProperty("ciphertext");
    // The platform holds the token: it is the URL deliveries go to.
    const [app] = await platform.control.listResources<{ id: string; manifest: unknown }>("apps");
    expect(JSON.stringify(app!.manifest)).toContain(token);
    expectNoToken("state after up", backendText(stack));

    await stack.refresh();
    expectNoToken("state after refresh", backendText(stack));

    // An update at -v=8: the engine's and the provider's logs carry no token either.
    stack.writeProgram(program(face, "v2"));
    await stack.up({ logVerbosity: 8, logToStdErr: true });
    expectNoToken("state after an update", backendText(stack));
    const logged = stack.output
      .join("")
      .split("\n")
      .filter((line) => !line.includes("RegisterResource RPC finished"));
    expectNoToken("CLI output", logged.join("\n"));

    // A second stack takes the app over with Pulumi's `import` option (native) or adoptId (dynamic).
    const adoption = face === "native" ? `, { import: ${JSON.stringify(app!.id)}, retainOnDelete: true }` : `, { retainOnDelete: true }`;
    const adopting = program(face, "v2", adoption).replace(
      `teamIds: [`,
      face === "dynamic" ? `adoptId: ${JSON.stringify(app!.id)}, teamIds: [` : `teamIds: [`,
    );
    const second =
      face === "native"
        ? await current.stack({ projectDir: nativeProject("relay-native-import", adopting), projectName: "relay-native-import", config })
        : await current.stack({ program: adopting, projectName: "relay-import", config });
    const imported = await second.up();
    expect(imported.outputs.manifest!.secret).toBe(true);
    expectNoToken("state after import", backendText(second));
    await second.refresh();
    expectNoToken("state after the import's refresh", backendText(second));
    await second.destroy();

    await stack.destroy();
    expect(await platform.control.listResources("apps")).toEqual([]);
  });
});
