// Values that look like credentials though nothing declared them secret: a URL that carries a
// password, or a query parameter named like a token, key or secret (`?token=…`, `?api_key=…`), as
// webhook receivers authenticate deliveries. What the platform holds says nothing of what a
// program will declare secret, so an import and an export treat these as secrets.
import { isPlainObject } from "./is-plain-object";

/** Parameter names, lower-case letters only, that name a credential wherever they appear in the name. */
const credentialWords = ["token", "secret", "apikey", "password", "passwd", "signature", "credential", "hmac", "privatekey"];
/** Parameter names, lower-case letters only, that name a credential only on their own. */
const credentialNames = new Set(["key", "sig", "pwd", "auth", "pass", "code"]);

function isCredentialParameter(name: string): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, "");
  return credentialNames.has(letters) || credentialWords.some((word) => letters.includes(word));
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

/** Whether `value` holds, at any depth, a string that looks like a credential. */
export function holdsCredential(value: unknown): boolean {
  if (typeof value === "string") return looksLikeCredential(value);
  if (Array.isArray(value)) return value.some(holdsCredential);
  return isPlainObject(value) && Object.values(value).some(holdsCredential);
}
