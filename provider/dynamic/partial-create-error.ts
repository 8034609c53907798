// A create that made the object but could not finish (a webhook app created, its installation
// refused). The generic provider turns it into the shape Pulumi's dynamic provider host reports as
// a partially created resource ({id, properties, reasons}): state keeps the object, and the next
// `up` finishes it through update instead of creating a second one.
import type { View } from "./resource-definition";

export class PartialCreateError extends Error {
  constructor(
    readonly id: string,
    /** The object as far as it got. */
    readonly view: View,
    message: string,
  ) {
    super(message);
    this.name = "PartialCreateError";
  }
}
