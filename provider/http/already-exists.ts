// A create the platform refuses because the object already exists fails naming that object and the
// input that adopts it: the platform's own message does not say how to take it over.
import { SupportPlatformError } from "../core/errors";
import { ApiError } from "./errors";

/** A create refused because the object already exists: names it and the input that adopts it. */
export class AlreadyExistsError extends SupportPlatformError {
  constructor(
    readonly what: string,
    readonly existingId: string,
  ) {
    super(
      "ERR_ALREADY_EXISTS",
      `${what} already exists as ${existingId}: to manage it, add adoptId: "${existingId}" to this resource's inputs`,
    );
  }
}

/**
 * Runs `create`; when the platform refuses it as invalid, looks for the object it would duplicate
 * with `findExisting` and, if there is one, fails with an AlreadyExistsError instead.
 */
export async function refusingDuplicates<T>(
  what: string,
  create: () => Promise<T>,
  findExisting: (refusal: ApiError) => Promise<{ id: string } | undefined>,
): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "ERR_VALIDATION") throw error;
    // A lookup that fails too leaves the platform's own refusal as the better report.
    const existing = await findExisting(error).catch(() => undefined);
    if (existing === undefined) throw error;
    throw new AlreadyExistsError(what, existing.id);
  }
}
