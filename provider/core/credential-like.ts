// Values that look like credentials though nothing declared them secret: a URL that carries a
// password, or a query parameter named like a token, key or secret (`?token=…`, `?api_key=…`), as
// webhook receivers authenticate deliveries; and any text under an object key named like one, at
// any depth of a free-form object (an installation's `signing_secret`, a manifest's `api_key`).
// What the platform holds says nothing of what a program will declare secret, so an import and an
// export treat these as secrets.
import { isPlainObject } from "./is-plain-object";

/** Names, lower-case letters only, that name a credential wherever they appear in a parameter's or key's name. */
const credentialWords = [
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
/** Query parameter names, lower-case letters only, that name a credential only on their own (too common as object keys). */
const credentialParameters = new Set(["key", "sig", "pwd", "auth", "pass", "code"]);

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** Whether an object key names a credential (`signing_secret`, `clientSecret`, `API-Key`), ignoring case and separators. */
export function isCredentialKey(name: string): boolean {
  return credentialWords.some((word) => letters(name).includes(word));
}

function isCredentialParameter(name: string): boolean {
  return credentialParameters.has(letters(name)) || isCredentialKey(name);
}

/** Whether `value` is a URL that carries a password or a credential-named query parameter with a value. */
export function looksLikeCredential(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.password !== "") return true;
  return [...url.searchParams].some(([name, parameter]) => parameter !== "" && isCredentialParameter(name));
}

/**
 * Whether `value` is a credential where it is: text that looks like one, or any text but the empty
 * one under a credential-named key (`underCredentialKey`, which holds at every depth below it).
 */
export function isCredentialValue(value: unknown, underCredentialKey: boolean): value is string {
  return typeof value === "string" && (looksLikeCredential(value) || (underCredentialKey && value !== ""));
}

/** Whether `value` holds, at any depth, a credential (isCredentialValue). */
export function holdsCredential(value: unknown, underCredentialKey = false): boolean {
  if (isCredentialValue(value, underCredentialKey)) return true;
  if (Array.isArray(value)) return value.some((item) => holdsCredential(item, underCredentialKey));
  return (
    isPlainObject(value) && Object.entries(value).some(([key, item]) => holdsCredential(item, underCredentialKey || isCredentialKey(key)))
  );
}
