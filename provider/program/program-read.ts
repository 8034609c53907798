// What a data source needs to run in the Pulumi program rather than in the provider process: a
// client configured exactly as the provider's (stack config in the `supportplatform` namespace,
// then environment variables), arguments checked as a resource's inputs are, and errors that Pulumi
// prints with their message.
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { resolveProviderConfig } from "../config/provider-config";
import { checkInputs } from "../core/check-inputs";
import { perProgramRun } from "./per-program-run";
import { SupportPlatformError } from "../core/errors";
import { PlatformClient } from "../http/platform-client";

/**
 * One client per run of the program, configured from that run's stack. The raw config map, since
 * Config.get warns about reading secrets. Its waits (retries, the rate limit) show on the engine's log.
 */
const programClient = perProgramRun(
  () =>
    new PlatformClient(resolveProviderConfig({ get: (key) => pulumi.runtime.getConfig(key) }), {
      progress: (notice) => void pulumi.log.info(notice, undefined, undefined, true),
    }),
);

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
    // Pulumi reports a program's unhandled error by its `stack` alone, and this package's errors
    // keep their message out of `stack` (see core/errors.ts): put it back in.
    if (error instanceof SupportPlatformError) error.stack = `${error.name} [${error.code}]: ${error.message}`;
    throw error;
  }
}
