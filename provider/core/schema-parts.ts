// Input schema parts that several resources and the provider settings share, so that one rule is
// checked, and worded, alike.
import { z } from "zod";

/** `#rgb` or `#rrggbb`. */
export const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex color such as #1f883d");

/** An absolute http or https URL. */
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

/** A string of at most `max` characters with something in it besides white space. */
export const nonBlank = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => text.trim() !== "", "must not be empty");

/** The input every resource that can be adopted shares; the dynamic adapter reads it at create only. */
export const adoptIdKey = "adoptId";
export const adoptId = z
  .string()
  .min(1, "must not be empty")
  .optional()
  .describe(
    "Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing.",
  );

/** The platform's timestamps of an object, in every resource's state. */
export const timestamps = {
  createdAt: z.string().describe("When the platform created it (ISO 8601)."),
  updatedAt: z.string().describe("When the platform last changed it (ISO 8601)."),
};
