// The data sources' functions by name, as the package schema describes them
// (scripts/generate-schema.ts): a new data source adds its functions here.
import type { z } from "zod";
import type { PlatformApi } from "./core/platform-api";
import { ticketTypeFunctions } from "./ticket-types/api";

export interface DataSourceFunction {
  readonly description: string;
  readonly args: z.ZodObject;
  readonly result: z.ZodType;
  /** The read, with arguments that `args` accepted, through a face's client (the native plugin's Invoke). */
  read(api: PlatformApi, args: Record<string, unknown>): Promise<unknown>;
}

export const dataSourceFunctions: Record<string, DataSourceFunction> = { ...ticketTypeFunctions };
