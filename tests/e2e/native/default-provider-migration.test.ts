// schema.json's pluginDownloadURL renames the default provider of every stack whose program uses a
// generated SDK (Go, Python, the native TypeScript face): the SDKs now ask for the plugin by version
// and download location, `default_0_1_0` becomes `default_0_1_0_github_/...`. A stack made before
// moves over with no step shown and no request that writes: the engine diffs the two default
// providers' configuration with the new plugin's DiffConfig (step_generator.go, providerChanged),
// which sees no difference (the location is in the provider's name, not its configuration, and ours
// ignores the version the engine adds), so each resource is `same` and
// only its provider reference moves; the default providers' own create and delete are internal steps
// the CLI neither shows nor counts (engine/update.go, isInternalStep).
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { defaultProviderName, packageProviders, pluginRequest } from "../../harness/default-provider";
import { nativeProject } from "../../harness/native-project";

const { version, pluginDownloadURL } = pluginRequest;

/** A role and an account attribute value through the native SDK, as programs are written now (with the stack, three resources). */
const withSdk = `
import * as sp from "pulumi-support-platform/native";
new sp.Role("leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] });
new sp.AccountAttributeValue("urgent", { attribute: "task_priority", value: "Urgent", color: "#d1242f" });
`;

/**
 * The same resources registered as the SDKs did before schema.json named pluginDownloadURL: the
 * type token, the inputs and the package's version, no download location.
 */
const asBefore = `
import * as pulumi from "@pulumi/pulumi";
const opts = { version: ${JSON.stringify(version)} };
new pulumi.CustomResource("supportplatform:index:Role", "leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] }, opts);
new pulumi.CustomResource("supportplatform:index:AccountAttributeValue", "urgent", { attribute: "task_priority", value: "Urgent", color: "#d1242f" }, opts);
`;

describe("a stack made before schema.json named pluginDownloadURL", () => {
  const current = platformPerTest();

  it("moves to the renamed default provider with every resource the same and no write", async () => {
    const { platform } = current;
    const stack = await current.stack({ projectDir: nativeProject("provider-migration", asBefore), projectName: "provider-migration" });
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 3 });
    const [before] = packageProviders(await stack.exportText());
    expect(before!.urn.endsWith(`::${defaultProviderName(version)}`)).toBe(true);

    stack.writeProgram(withSdk);
    await platform.control.clearRequests();
    const preview = await stack.preview({ expectNoChanges: true, diff: true });
    expect(preview.changeSummary).toEqual({ same: 3 });
    expect(preview.stdout).not.toContain("replace");
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ same: 3 });
    expect(await writesReceived(platform)).toEqual([]);

    // One provider of the package is left, the SDK's, and every resource refers to it.
    const state = await stack.exportText();
    const providers = packageProviders(state);
    expect(providers).toHaveLength(1);
    const [after] = providers;
    expect(after!.urn.endsWith(`::${defaultProviderName(version, pluginDownloadURL)}`)).toBe(true);
    expect(after!.inputs).toMatchObject({ version });
    const managed = (JSON.parse(state) as { deployment: { resources: { type: string; provider?: string }[] } }).deployment.resources.filter(
      (resource) => resource.type.startsWith("supportplatform:index:"),
    );
    expect(managed).toHaveLength(2);
    for (const resource of managed) expect(resource.provider?.startsWith(`${after!.urn}::`)).toBe(true);
    await stack.preview({ expectNoChanges: true });
    await stack.destroy();
  });
});
