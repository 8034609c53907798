// What the request log keeps of a request and its answer: headers as strings, with credentials cut
// to their first characters (enough to tell keys apart, too little to use one), and the body's text.
import { bodyPreview, type LoggedMessage } from "./request-log";

const CREDENTIAL_HEADERS = new Set(["x-api-key", "authorization", "cookie"]);
const SHOWN_CREDENTIAL_CHARS = 14;

const masked = (value: string) => (value.length <= SHOWN_CREDENTIAL_CHARS ? "…" : `${value.slice(0, SHOWN_CREDENTIAL_CHARS)}…`);

type Headers = Record<string, string | number | string[] | undefined>;

function headerText(headers: Headers, maskCredentials: boolean): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(", ") : String(value);
    text[name] = maskCredentials && CREDENTIAL_HEADERS.has(name.toLowerCase()) ? masked(joined) : joined;
  }
  return text;
}

export function loggedRequest(headers: Headers, bodyText: string | undefined): LoggedMessage {
  const body = bodyPreview(bodyText);
  return { headers: headerText(headers, true), ...(body !== undefined && { body }) };
}

export function loggedResponse(headers: Headers, bodyText: string | undefined): LoggedMessage {
  const body = bodyPreview(bodyText);
  return { headers: headerText(headers, false), ...(body !== undefined && { body }) };
}
