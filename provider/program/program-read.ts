// What a data source needs to run in the Pulumi program rather than in the provider process: a
// client configured exactly as the provider's (stack config in the `supportplatform` namespace,
// then environment variables), arguments checked as a resource's inputs are, and errors that Pulumi
// prints with their message.
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { ConfigError } from "../config/config-error";
import { configurationProblems } from "../config/configuration-problems";
import { resolveProviderConfig } from "../config/provider-config";
import { checkInputs } from "../core/check-inputs";
import { perProgramRun } from "./per-program-run";
import { inOneLine, SupportPlatformError } from "../core/errors";
import { PlatformClient } from "../http/platform-client";

/**
 * One client per run of the program, configured from that run's stack. The raw config map, since
 * Config.get warns about reading secrets. Its waits (retries, the rate limit) show on the engine's log.
 */
const programClient = perProgramRun(() => {
  const source = { get: (key: string) => pulumi.runtime.getConfig(key) };
  // Judged by the rule the faces judge by: keys that are no setting, or in a mistyped namespace, too.
  const problems = configurationProblems({ keys: Object.keys(pulumi.runtime.allConfig()), source });
  if (problems.length > 0) throw new ConfigError(problems);
  return new PlatformClient(resolveProviderConfig(source), {
    progress: (notice) => void pulumi.log.info(notice, undefined, undefined, true),
  });
});

/**
 * A data source's failure reaches the program's exports (`export const x = getRoles().then(…)`),
 * which Pulumi awaits one by one only once the program has run: by then Node has reported the
 * rejection (Pulumi prints it as the program's error) and warns again when Pulumi takes it up
 * ("PromiseRejectionHandledWarning: Promise rejection was handled asynchronously"). Node warns only
 * when nothing listens for that event (lib/internal/process/promises.js): this listener says the
 * error was reported already.
 */
process.on("rejectionHandled", () => undefined);

/**
 * Runs `read` of the data source function `functionName` with the run's client, once `args` pass
 * `schema`: a problem fails before any request, naming the function and the property.
 */
export async function programRead<T>(
  functionName: string,
  schema: z.ZodType,
  args: object,
  read: (client: PlatformClient) => Promise<T>,
): Promise<T> {
  try {
    const { failures } = checkInputs(schema, { ...args });
    if (failures !== undefined) {
      const problems = failures.map((failure) => `${failure.property} ${failure.reason}`);
      throw new SupportPlatformError("ERR_VALIDATION", `${functionName}: ${problems.join("; ")}`);
    }
    return await read(programClient());
  } catch (error) {
    // Pulumi reports a program's unhandled error as an "unhandled exception" with a dump of the
    // object (its colour codes even into a file), but a RunError by its message alone (@pulumi/pulumi
    // 3.259, cmd/run/run.ts): the same error, in one line, marked as one.
    throw Object.defineProperty(inOneLine(error), "__pulumiRunError", { value: true });
  }
}
