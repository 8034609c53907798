// Which 404 says "this object does not exist": only the platform's own answer, its documented error
// body. A routing 404 (`Cannot GET /path`, in the same shape but with the framework's message), an
// HTML page or another service's 404 says nothing about the object; taking it as "deleted" would
// drop resources from state whenever a URL points at the wrong place.

/** The message of the platform's 404 (its public reference; the spec gives the body's shape). */
export const platformNotFoundMessage = "Resource not found!";

/** Whether a parsed 404 body is the platform's `{statusCode: 404, message, error: "Not Found"}`. */
export function isPlatformNotFound(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { statusCode, message, error } = body as Record<string, unknown>;
  return statusCode === 404 && message === platformNotFoundMessage && error === "Not Found";
}
