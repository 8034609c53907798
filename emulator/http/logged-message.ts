// What the request log keeps of a request and its answer: headers as strings and the body's text,
// with every credential masked (credential-mask.ts): a few characters at most, enough to tell a key's
// kind, too little to use one.
import { maskedBody, maskedHeader, maskedJson } from "./credential-mask";
import { BODY_PREVIEW_CHARS, bodyPreview, type LoggedMessage } from "./request-log";

type Headers = Record<string, string | number | string[] | undefined>;

function headerText(headers: Headers): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    text[name] = maskedHeader(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return text;
}

/**
 * A request or an answer as the log keeps it. Masking is most of a logged call's cost and most
 * entries are never read, so a short body and the headers are masked when first read (once); a
 * body longer than the preview is masked now, before it is cut, so that the log never holds more
 * of it than the preview.
 */
export function loggedMessage(headers: Headers, bodyText: string | undefined): LoggedMessage {
  const message = {} as LoggedMessage;
  readOnce(message, "headers", () => headerText(headers));
  if (bodyText === undefined || bodyText === "") return message;
  if (bodyText.length > BODY_PREVIEW_CHARS) message.body = bodyPreview(maskedBody(bodyText))!;
  else readOnce(message, "body", () => bodyPreview(maskedBody(bodyText)));
  return message;
}

/** Defines `key` on `target` as `compute`'s value, computed on the first read and kept. */
function readOnce<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      return value;
    },
  });
}

/** A request's query as the log keeps it: the values of credential-named parameters masked. */
export const loggedQuery = (query: Record<string, string | string[]>): Record<string, string | string[]> =>
  maskedJson(query) as Record<string, string | string[]>;
