// A create whose outcome is unknown (timeout, connection reset after sending, 5xx) may have made
// the object. Before trying again, look it up by its natural key (a role's name, an app's slug):
// if it is there, it is ours; only if it is not is the create repeated. So a retry never makes a
// duplicate.
import { SupportPlatformError } from "../core/errors";
import { OutcomeUnknownError } from "./errors";

export async function createSettled<T>(
  create: () => Promise<T>,
  findExisting: () => Promise<T | undefined>,
  maxAttempts: number,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (!(error instanceof OutcomeUnknownError) || attempt >= maxAttempts) throw error;
      const existing = await findExisting().catch((lookupError: unknown) => {
        // Say what the user needs to know: the create may have happened. The lookup alone ("list
        // roles failed") would not tell, in a failed create, why a list was involved at all.
        if (!(lookupError instanceof SupportPlatformError)) throw lookupError;
        throw new OutcomeUnknownError(error.operation, `${error.cause}; looking for it afterwards failed: ${lookupError.message}`);
      });
      if (existing !== undefined) return existing;
    }
  }
}
