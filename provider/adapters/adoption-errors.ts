// Why taking an existing object over failed, as the resource rules (resource-rules.ts) judge it for
// every face: the object is not there, or Pulumi's `import` option names one that differs.
import { SupportPlatformError } from "../core/errors";

/** An adoption names an object that the platform does not hold; `how` names what asked for it (`adoptId`). */
export class AdoptionTargetMissingError extends SupportPlatformError {
  constructor(
    readonly adoptId: string,
    how = "adoptId",
  ) {
    super("ERR_NOT_FOUND", `cannot adopt ${adoptId}: the platform has no such object; check ${how}, or leave it out to create a new one`);
  }
}

/** Pulumi's `import` option names an object that differs from the declared inputs at `paths`: nothing was written. */
export class ImportMismatchError extends SupportPlatformError {
  constructor(
    readonly importId: string,
    readonly paths: string[],
  ) {
    super(
      "ERR_IMPORT_MISMATCH",
      `cannot import ${importId}: the declared inputs differ from what the platform holds at ${paths.join(", ")}; declare those as the platform holds them, or give adoptId: "${importId}" instead of the import option to update them when it is adopted`,
    );
  }
}
