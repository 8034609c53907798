// Request bodies: JSON only (415 for anything else), 1 MiB at most (413); bytes that are not valid
// UTF-8, malformed JSON and input past the limits every route shares (input-limits.ts) are 400s.
// An empty body counts as no body, as common JSON APIs treat it, so that a DELETE sent with a JSON
// content type and nothing else is not an error.
import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";
import { checkInputLimits } from "./input-limits";
import type { PlatformRequest } from "./request-context";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer, request.platform));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** `platform`, a platform request's record (null for control routes), keeps the text for the request log. */
function parseJsonBody(bytes: Buffer, platform: PlatformRequest | null): unknown {
  if (!isUtf8(bytes)) throw badRequest("Request body is not valid UTF-8");
  const text = bytes.toString("utf8");
  if (platform) platform.bodyText = text;
  if (text.trim() === "") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Malformed JSON in request body: ${(error as Error).message}`);
  }
  checkInputLimits(body);
  return body;
}
