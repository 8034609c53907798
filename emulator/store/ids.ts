// Identifier shapes. Teams (`T`) and users (`U`) follow the docs' examples (a letter and nine
// upper-case alphanumerics); app ids are 28 upper-case alphanumerics; CSAT ids are UUIDs (docs).
import { randomInt, randomUUID, randomBytes } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function upperAlphanumeric(length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

/** `prefix` followed by nine random upper-case alphanumerics, e.g. `R4K2M9QZ1X` for a role. */
export const prefixedId = (prefix: string): string => prefix + upperAlphanumeric(9);

export const appId = (): string => upperAlphanumeric(28);

export const uuid = (): string => randomUUID();

/** An opaque secret such as a client secret or a survey token. */
export const secretToken = (bytes = 24): string => randomBytes(bytes).toString("base64url");

/** `length` random decimal digits, as in the docs' form ids (`FO123456789012`). */
export const randomDigits = (length: number): string => Array.from({ length }, () => randomInt(10)).join("");
