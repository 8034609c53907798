// A create that made the object but could not finish (a webhook app created, its installation
// refused). The dynamic-provider adapter turns it into the shape Pulumi's dynamic provider host
// reports as a partially created resource ({id, properties, reasons}): state keeps the object, and
// the next `up` finishes it through update instead of creating a second one.
import { SupportPlatformError } from "../http/errors";

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
