// The package's `export` command run as a user runs it, from the package installed in the checkout's
// node_modules, against an emulator's first organization.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { promisify } from "node:util";
import type { Platform } from "./platform-stack";
import { makeScratchDir, repoRoot } from "./pulumi-stack";

/** Exports the organization as a project of `face`; answers its folder, inside a scratch folder (its parent) the caller removes. */
export async function exportProject(platform: Platform, face: "dynamic" | "native"): Promise<string> {
  const out = path.join(makeScratchDir(`${face}-export`), "project");
  const cli = path.join(repoRoot, "node_modules", "pulumi-support-platform", "dist", "provider", "export", "cli.js");
  await promisify(execFile)(process.execPath, [cli, "export", "--face", face, "--out", out], {
    env: {
      PATH: process.env.PATH ?? "",
      SUPPORT_PLATFORM_API_KEY: platform.admin.apiKey,
      SUPPORT_PLATFORM_BASE_URL: platform.baseUrl,
      SUPPORT_PLATFORM_APPS_STUDIO_URL: platform.appsStudioUrl,
      SUPPORT_PLATFORM_SLA_URL: platform.slaUrl,
      SUPPORT_PLATFORM_WORKFLOWS_URL: platform.workflowsUrl,
    },
  });
  return out;
}
