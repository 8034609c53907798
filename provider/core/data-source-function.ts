// A data source's function, once, for every face that serves it (the program's reads, the native
// plugin's Invoke, the package schema): its arguments, its result and its read.
import type { z } from "zod";
import type { PlatformApi } from "./platform-api";

export interface DataSourceFunction {
  readonly description: string;
  readonly args: z.ZodObject;
  readonly result: z.ZodType;
  /** The read, with arguments that `args` accepted, through a face's client (the native plugin's Invoke). */
  read(api: PlatformApi, args: Record<string, unknown>): Promise<unknown>;
}
