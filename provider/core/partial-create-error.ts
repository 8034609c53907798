// A create that made the object but could not finish (a webhook app created, its installation
// refused). Each face reports it as Pulumi keeps a partially created resource (the dynamic host's
// {id, properties, reasons}, the plugin's ErrorResourceInitFailed): state keeps the object, and
// the next `up` finishes it through update instead of creating a second one.
import { SupportPlatformError } from "./errors";

export class PartialCreateError<State extends object = object> extends SupportPlatformError {
  constructor(
    readonly id: string,
    /** The object as far as it got. */
    readonly state: State,
    message: string,
  ) {
    super("ERR_PARTIAL_CREATE", message);
  }
}
