// A redirect's target as an error may show it: resolved against the request's URL, with the
// user-info and every query and fragment value replaced, then any configured credential removed.
// A Location can carry a token (a sign-in link, a signed URL), and errors reach logs and CI output.
import type { Redactor } from "./redactor";
import { serverText } from "./server-text";

const hidden = "[redacted]";

export function redactLocation(location: string, requestUrl: string, redactor: Redactor): string {
  let url: URL;
  try {
    url = new URL(location, requestUrl);
  } catch {
    return `an unreadable Location of ${location.length} characters`;
  }
  if (url.username !== "") url.username = hidden;
  if (url.password !== "") url.password = hidden;
  for (const name of new Set(url.searchParams.keys())) url.searchParams.set(name, hidden);
  if (url.hash !== "") url.hash = hidden;
  // Enough to recognise the target: a longer Location is cut, not shown whole.
  return serverText(readable(url.href), redactor);
}

/** The URL with its percent-escapes decoded where they decode, so the redaction marks read as such. */
function readable(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}
