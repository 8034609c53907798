// What a failed CLI operation told the user: the resources' error lines of its Diagnostics.
/** Pulumi's own closing lines, which name no cause. */
const summaryLine = /^error: (update|refresh|destroy|preview) failed$|^error: an unhandled error occurred/;

/** The resources' error lines in a failed operation's output, each trimmed to its message. */
export function resourceErrors(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("error:") && !summaryLine.test(line));
}

/**
 * Fails unless the output has at least one resource error, each on one line naming every one of
 * `fragments`, and no JavaScript stack frame.
 */
export function expectFailureNaming(output: string, fragments: string[]): void {
  const errors = resourceErrors(output);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) for (const fragment of fragments) expect(error).toContain(fragment);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}
