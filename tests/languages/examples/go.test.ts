// examples/go: the Go program on the generated Go SDK, run through Automation API's inline program
// (./go-inline, which imports the example's organization.Program) on the example's own Pulumi.yaml,
// against the emulator: up, a preview with no changes, a refresh with none, destroy; secrets stay
// encrypted in state and masked in the CLI's output. Go's language host is not needed for it; the
// plugin is the archive's (`npm run plugin`), installed with `pulumi plugin install --file`.
import * as path from "node:path";
import type { ResourceTable } from "../../../emulator";
import { goBuildTimeout, organizationOutputs, runGo } from "../../harness/languages";
import { installPluginArchive } from "../../harness/plugin-archive";
import { platformPerTest } from "../../harness/platform-stack";
import { runCommandOk } from "../../harness/pulumi-cli";
import { repoRoot } from "../../harness/pulumi-stack";

interface OperationResult {
  changes: Record<string, number>;
  outputs?: Record<string, { Value: unknown; Secret: boolean }>;
  /** What the CLI printed. */
  output: string;
}

const kinds: ResourceTable[] = ["roles", "accountAttributeValues", "csatRules", "apps", "installations"];

describe("examples/go", () => {
  const current = platformPerTest();

  it(
    "deploys through Automation API: up, no change on preview and refresh, secrets kept secret, destroy",
    async () => {
      const { platform } = current;
      const { control } = platform;
      const snapshot = async () =>
        Object.fromEntries(
          await Promise.all(kinds.map(async (kind) => [kind, (await control.listResources(kind)).map((record) => record.id).sort()])),
        );
      const before = await snapshot();
      const stack = await current.stack({ projectDir: path.join(repoRoot, "examples", "go") });
      await installPluginArchive({ cwd: stack.workDir, env: stack.env });
      const driver = path.join(stack.workDir, "go-inline");
      await runGo(["build", "-o", driver, "."], path.join(__dirname, "go-inline"));
      const run = async (operation: string): Promise<OperationResult> =>
        JSON.parse(await runCommandOk(driver, [operation, "dev"], { cwd: stack.workDir, env: stack.env })) as OperationResult;

      const up = await run("up");
      expect(up.changes).toEqual({ create: 6 });
      const outputs = up.outputs!;
      expect(Object.keys(outputs).sort()).toEqual(organizationOutputs);
      expect(outputs.webhookClientSecret!.Secret).toBe(true);
      const role = await control.getResource<{ name: string }>("roles", outputs.escalationLeadsRoleId!.Value as string);
      expect(role.name).toBe("Escalation leads");
      const installation = (await control.listResources<{ appId: string; teamIds: string[] }>("installations")).find(
        (candidate) => candidate.appId === outputs.webhookAppId!.Value,
      );
      expect(installation?.teamIds.sort()).toEqual(["TACME00001", "TACME00002"]);

      expect((await run("preview")).changes).toEqual({ same: 6 });
      const refresh = await run("refresh");
      expect(refresh.changes).toEqual({ same: 6 });

      const state = await stack.exportText();
      const app = JSON.parse(state).deployment.resources.find(
        (resource: { type: string }) => resource.type === "supportplatform:index:WebhookApp",
      );
      for (const secret of ["clientSecret", "botToken"]) expect(app.outputs[secret]).toHaveProperty("ciphertext");
      const clientSecret = outputs.webhookClientSecret!.Value as string;
      for (const secret of [platform.admin.apiKey, clientSecret]) {
        expect(state).not.toContain(secret);
        expect(up.output + refresh.output).not.toContain(secret);
      }

      expect((await run("destroy")).changes).toEqual({ delete: 6 });
      expect(await snapshot()).toEqual(before);
    },
    goBuildTimeout,
  );
});
