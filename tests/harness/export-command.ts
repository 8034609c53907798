// The export command as users run it: the installed package's `pulumi-support-platform` bin, with
// the provider's environment variables pointing at a test's emulator.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import type { Platform } from "./platform-stack";
import { repoRoot } from "./pulumi-stack";

const installed = path.join(repoRoot, "node_modules", "pulumi-support-platform");

/** Runs the installed command with the provider's environment variables for `platform`; answers its exit code and output. */
export async function runExport(platform: Platform, args: string[], env: Record<string, string> = {}) {
  const command = path.join(
    installed,
    JSON.parse(fs.readFileSync(path.join(installed, "package.json"), "utf8")).bin["pulumi-support-platform"],
  );
  const variables = {
    SUPPORT_PLATFORM_API_KEY: platform.admin.apiKey,
    SUPPORT_PLATFORM_BASE_URL: platform.baseUrl,
    SUPPORT_PLATFORM_API_URL: platform.apiUrl,
    SUPPORT_PLATFORM_APPS_STUDIO_URL: platform.appsStudioUrl,
    SUPPORT_PLATFORM_SLA_URL: platform.slaUrl,
    SUPPORT_PLATFORM_WORKFLOWS_URL: platform.workflowsUrl,
    ...env,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [command, ...args], {
      env: { PATH: process.env.PATH ?? "", ...variables },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
