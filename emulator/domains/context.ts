// Everything a route needs, built once per emulator and shared by its three listeners: what the gate
// needs (http/gate-context.ts), the store, the events, and reset.
import type { GateContext } from "../http/gate-context";
import type { EventBus } from "./events/event-bus";
import type { Store } from "./state";

export interface EmulatorContext extends GateContext {
  readonly store: Store;
  readonly events: EventBus;
  /** Back to the start: seed state, then (once that commits) empty request log, no faults or deliveries, start rate limit. */
  reset(): void;
}
