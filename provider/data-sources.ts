// The data sources' functions by name, as the package schema describes them
// (scripts/generate-schema.ts): a new data source adds its functions here.
import type { DataSourceFunction } from "./core/data-source-function";
import { ticketTypeFunctions } from "./ticket-types/definition";

export const dataSourceFunctions: Record<string, DataSourceFunction> = { ...ticketTypeFunctions };
