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

/**
 * An error as the one line a user reads: its message, lines joined, and this package's code after
 * it (the code the docs name, for a search or a script). Any other error by its message alone.
 */
export function userMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const [first = "", ...rest] = text
    .split("\n")
    .map((line) => line.trim().replace(/^- /, ""))
    .filter((line) => line !== "");
  const line = rest.length === 0 ? first : `${first}${first.endsWith(":") ? " " : "; "}${rest.join("; ")}`;
  return error instanceof SupportPlatformError && !line.includes(error.code) ? `${line} (${error.code})` : line;
}

/**
 * The same error (its class, code and fields kept) with its message the one line of userMessage
 * and a stack that says nothing more, for the hosts that print a failure's `stack` beside or
 * instead of its message.
 */
export function inOneLine(error: unknown): Error {
  const copy: Error = error instanceof Error ? Object.assign(Object.create(Object.getPrototypeOf(error)), error) : new Error();
  return Object.defineProperties(copy, {
    message: { value: userMessage(error), writable: true, configurable: true },
    stack: { value: "", writable: true, configurable: true },
  });
}
