// What the emulator shows of a credential in its request log, its deliveries and so its console: a
// few characters at most. Which values are credentials is the rule the provider judges by
// (provider/core/credential-like.ts): a name that holds a credential word (`token`, `secret`,
// `password`, `apikey`, …) or is one of a few short names (`key`, `sig`, …), and a URL's password or
// credential-named query values. The emulator shares no code with the provider, so the rule is
// mirrored here, and tests/unit/emulator/http/credential-mask.test.ts checks on a table that the
// two agree. The console serves this file to the browser too: no runtime import.

/** Name letters (lower-case, nothing else) that name a credential wherever they appear in a name. */
const CREDENTIAL_WORDS = [
  "token",
  "secret",
  "apikey",
  "password",
  "passwd",
  "signature",
  "signing",
  "credential",
  "hmac",
  "privatekey",
  "authorization",
];
/** Name letters that name a credential only on their own. */
const CREDENTIAL_NAMES = new Set(["key", "sig", "pwd", "auth", "pass", "code"]);
/** Headers that carry a credential though their names hold no credential word. */
const CREDENTIAL_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
/** Headers whose value is a scheme, then the credential: the scheme is shown. */
const SCHEME_HEADERS = new Set(["authorization", "proxy-authorization"]);

/** Fields that name the `value` beside them, in a setting written as a pair. */
const PAIR_NAME_FIELDS = ["name", "key", "id", "label"];

/** Deeper than any body the emulator accepts (64 levels), shallow enough for the stack. */
const MAX_DEPTH = 200;

class TooDeep extends Error {}

/** Characters of a credential shown, and only of one at least this long: a third of it at most. */
const SHOWN_CHARACTERS = 4;
const SHOWN_FROM_LENGTH = 12;

/** Whether a field, parameter or header named `name` holds a credential. */
export function isCredentialName(name: string): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, "");
  return CREDENTIAL_NAMES.has(letters) || CREDENTIAL_WORDS.some((word) => letters.includes(word));
}

/** A credential as the emulator shows it: its first few characters at most, then `…`. */
export const maskedCredential = (value: string): string =>
  value.length >= SHOWN_FROM_LENGTH ? `${value.slice(0, SHOWN_CHARACTERS)}…` : "…";

/** A header's value as shown: masked when the header carries a credential (`Bearer eyJh…`). */
export function maskedHeader(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (!CREDENTIAL_HEADERS.has(lower) && !isCredentialName(lower)) return value;
  const scheme = SCHEME_HEADERS.has(lower) ? /^([A-Za-z][\w-]*) +(.*)$/s.exec(value) : null;
  return scheme ? `${scheme[1]} ${maskedCredential(scheme[2]!)}` : maskedCredential(value);
}

/**
 * `text` with a URL's password and the values of its credential-named query parameters masked;
 * undefined when `text` is not such a URL (nothing to mask).
 */
export function maskedUrl(text: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const credentialParameters = [...url.searchParams].filter(([name, value]) => value !== "" && isCredentialName(name));
  if (url.password === "" && credentialParameters.length === 0) return undefined;
  // Built as text: URL's setters would percent-encode the mark.
  const userInfo =
    url.username === "" && url.password === ""
      ? ""
      : `${url.username}${url.password === "" ? "" : `:${maskedCredential(decoded(url.password))}`}@`;
  const query = [...url.searchParams]
    .map(([name, value]) =>
      value !== "" && isCredentialName(name)
        ? `${encodeURIComponent(name)}=${maskedCredential(value)}`
        : new URLSearchParams([[name, value]]).toString(),
    )
    .join("&");
  return `${url.protocol}//${userInfo}${url.host}${url.pathname}${query === "" ? "" : `?${query}`}${url.hash}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every URL in free text (an error message) with its credentials masked. */
export const maskedUrlsIn = (text: string): string =>
  text.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (found) => maskedUrl(found) ?? found);

/**
 * A JSON value with every credential masked: each string, number or nested value under a
 * credential-named key, each URL's credentials, and the same inside strings that hold JSON (the
 * installed apps' `appConfiguration`). Answers `value` itself when it holds no credential.
 */
export function maskedJson(value: unknown, underCredentialName = false, depth = 0): unknown {
  // A body refused for its nesting still reaches the log: past this depth it is masked as text.
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (typeof value === "string") {
    if (underCredentialName) return maskedCredential(value);
    return maskedUrl(value) ?? (/^\s*[[{]/.test(value) ? maskedEmbeddedJson(value) : value);
  }
  if (typeof value === "number" || typeof value === "bigint") return underCredentialName ? "…" : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => maskedJson(item, underCredentialName, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value === "object" && value !== null) {
    let changed = false;
    // A setting as a pair, `{"name": "signing_secret", "value": "…"}`: its value is the credential.
    const namesCredential = PAIR_NAME_FIELDS.some((field) => {
      const named = (value as Record<string, unknown>)[field];
      return typeof named === "string" && isCredentialName(named);
    });
    const entries = Object.entries(value).map(([key, item]) => {
      const shown = maskedJson(item, underCredentialName || isCredentialName(key) || (namesCredential && key === "value"), depth + 1);
      changed ||= shown !== item;
      return [key, shown] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * A body's text as the log shows it, every credential masked: JSON value by value (written compactly
 * when something was masked, kept as it was otherwise); text that is not JSON (malformed, cut short)
 * has its `"credential": "…"` pairs and its URLs masked.
 */
export const maskedBody = (text: string): string => maskedJsonText(text, maskedPairsIn);

/** A string holding JSON, masked as a body is; the string itself when it is not JSON. */
const maskedEmbeddedJson = (text: string): string => maskedJsonText(text, (notJson) => notJson);

function maskedJsonText(text: string, unlessJson: (text: string) => string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unlessJson(text);
  }
  let masked: unknown;
  try {
    masked = maskedJson(parsed);
  } catch (error) {
    if (error instanceof TooDeep) return maskedPairsIn(text);
    throw error;
  }
  return masked === parsed ? text : JSON.stringify(masked);
}

/** Text that is not JSON: each `"name": "value"` pair under a credential name, and each URL, masked. */
function maskedPairsIn(text: string): string {
  const pairs = text.replace(
    /("((?:[^"\\]|\\.)*)"\s*:\s*)"((?:[^"\\]|\\.)*)("?)/g,
    (whole, prefix: string, name: string, value: string, end: string) =>
      isCredentialName(name) ? `${prefix}"${maskedCredential(value)}${end}` : whole,
  );
  return maskedUrlsIn(pairs);
}
