// Request bodies: JSON only (415 for anything else), 1 MiB at most (413), malformed JSON 400.
// An empty body counts as no body, as common JSON APIs treat it, so that a DELETE sent with a
// JSON content type and nothing else is not an error.
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(badRequest(`Malformed JSON in request body: ${(error as Error).message}`), undefined);
    }
  });
}
