// The data sources' functions by name, as the package schema describes them
// (scripts/generate-schema.ts): a new data source adds its functions here.
import type { z } from "zod";
import { ticketTypeFunctions } from "./ticket-types/api";

export interface DataSourceFunction {
  readonly description: string;
  readonly args: z.ZodObject;
  readonly result: z.ZodType;
}

export const dataSourceFunctions: Record<string, DataSourceFunction> = { ...ticketTypeFunctions };
