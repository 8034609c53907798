// What the request log keeps of a request and its answer: headers as strings and the body's text,
// with every credential masked (credential-mask.ts): a few characters at most, enough to tell a key's
// kind, too little to use one.
import { maskedBody, maskedHeader, maskedJson } from "./credential-mask";
import { bodyPreview, type LoggedMessage } from "./request-log";

type Headers = Record<string, string | number | string[] | undefined>;

function headerText(headers: Headers): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    text[name] = maskedHeader(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return text;
}

/** A request or an answer as the log keeps it. */
export function loggedMessage(headers: Headers, bodyText: string | undefined): LoggedMessage {
  const body = bodyPreview(bodyText === undefined ? undefined : maskedBody(bodyText));
  return { headers: headerText(headers), ...(body !== undefined && { body }) };
}

/** A request's query as the log keeps it: the values of credential-named parameters masked. */
export const loggedQuery = (query: Record<string, string | string[]>): Record<string, string | string[]> =>
  maskedJson(query) as Record<string, string | string[]>;
