// Zod building blocks shared by the domains' request schemas.
import { z } from "zod";

/** A string with at least one non-blank character. */
export const nonBlank = (max = 200) =>
  z
    .string()
    .max(max)
    .refine((text) => text.trim() !== "", { message: "should not be empty" });

export const idParams = z.object({ id: z.string() });

/** A query-string integer (`"2"`), with bounds. */
export const queryInteger = (min: number, max: number) =>
  z.string().regex(/^\d+$/, { message: "must be an integer" }).transform(Number).pipe(z.int().min(min).max(max));
