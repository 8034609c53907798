// A configuration that is no configuration: raised before any request, by the settings' reader and
// by whatever needs a setting that is not set.
import { SupportPlatformError } from "../core/errors";

/** Stack config or environment variables are missing or malformed. */
export class ConfigError extends SupportPlatformError {
  constructor(readonly problems: string[]) {
    super("ERR_CONFIG", `invalid supportplatform configuration:\n  - ${problems.join("\n  - ")}`);
  }
}
