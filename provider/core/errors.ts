// The base of every error this package throws. Each layer keeps its own errors beside the code that
// raises them (http/errors.ts, config/config-error.ts, ...); all share this base and a stable `code`.

/** Base of every error this package throws; `code` is stable across versions. */
export class SupportPlatformError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
    // These errors say all there is to say; Pulumi prints `stack` after the message for some
    // provider calls, and a JavaScript stack trace there would only bury it.
    this.stack = `${this.name} [${code}]`;
  }
}
