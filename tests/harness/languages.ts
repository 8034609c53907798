// The toolchains of the language suite (`npm run test:languages`): Go where the install scripts
// look for it (/usr/local/go/bin, then PATH), python3 from PATH, the checkout's TypeScript.
import * as path from "node:path";
import { runCommandOk } from "./pulumi-cli";
import { repoRoot } from "./pulumi-stack";

/** How long a test that builds Go may take: a first build of Pulumi's Go modules takes minutes. */
export const goBuildTimeout = 30 * 60_000;

/** Runs `go <args>` in `cwd`; throws with Go's output when it fails. */
export function runGo(args: string[], cwd: string): Promise<string> {
  return runCommandOk("go", args, { cwd, env: { PATH: ["/usr/local/go/bin", process.env.PATH ?? ""].join(path.delimiter) } });
}

/** Where `npm run sdk` writes the SDK of each language; Node.js's is compiled into the package as its `./native` export. */
export const sdkDir = (language: "go" | "nodejs" | "python") => path.join(repoRoot, "sdk", language);

/** The outputs of the support organization the YAML, Go and Python examples declare alike, sorted. */
export const organizationOutputs = [
  "csatSettingsId",
  "escalationLeadsRoleId",
  "firstBillingTicketType",
  "strategicValueId",
  "webhookAppId",
  "webhookClientSecret",
];
