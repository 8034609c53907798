// Headless Chromium for the browser suite: the browser scripts/install-chromium.sh finds or
// installs (CHROMIUM_PATH, else chromium on PATH), driven by playwright-core.
import { execFileSync } from "node:child_process";
import * as path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { repoRoot } from "./pulumi-stack";

/** Where the browser suite writes its screenshots (gitignored). */
export const screenshotFolder = path.join(repoRoot, "tests", "browser", "output");

function chromiumPath(): string {
  const script = path.join(repoRoot, "scripts", "install-chromium.sh");
  const report = execFileSync("bash", [script], { encoding: "utf8" });
  const found = / at (\/\S+)\s*$/.exec(report.trim());
  if (!found) throw new Error(`scripts/install-chromium.sh named no browser: ${report}`);
  return found[1]!;
}

/** `args`: more of Chromium's command-line switches (`--host-resolver-rules=…`). */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args });
}
