// How the console's live lists take changes: a loaded list merged with the changes the stream
// brought while it loaded (by sequence number or id, the later copy winning), kept oldest first.
// Pure functions, so the rules are unit-tested without a browser.

/** `loaded` with the `arrived` items it lacks or has older copies of, sorted by `key`. */
export function mergeByKey<T>(loaded: readonly T[], arrived: readonly T[], key: (item: T) => number): T[] {
  const merged = new Map<number, T>();
  for (const item of loaded) merged.set(key(item), item);
  for (const item of arrived) merged.set(key(item), item);
  return [...merged.values()].sort((a, b) => key(a) - key(b));
}

/** `list` with `item` added, or in place of its older copy. */
export function upsertByKey<T>(list: readonly T[], item: T, key: (item: T) => number): T[] {
  const index = list.findIndex((candidate) => key(candidate) === key(item));
  if (index === -1) return mergeByKey(list, [item], key);
  return list.map((candidate, at) => (at === index ? item : candidate));
}
