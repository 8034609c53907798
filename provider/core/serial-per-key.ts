// Runs tasks that share a key one after another, in the order they were queued; tasks of different
// keys run side by side. A task that fails does not stop the ones queued after it.

export type SerialPerKey = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function serialPerKey(): SerialPerKey {
  /** The last task queued per key, settled either way; gone once the key's queue is empty. */
  const tails = new Map<string, Promise<void>>();
  return (key, task) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
