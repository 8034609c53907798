// Listeners of one kind of change, for the console's live stream: the request log, the webhook
// deliveries and the store each tell their subscribers what changed, and never wait for them.

export type Unsubscribe = () => void;

export class Subscribers<T> {
  readonly #listeners = new Set<(change: T) => void>();

  subscribe(listener: (change: T) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(change: T): void {
    for (const listener of this.#listeners) listener(change);
  }
}
