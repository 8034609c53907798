// A value read from the controls, read again whenever `dependencies` change (the live revision among
// them); a read overtaken by a newer one is dropped, and the last value stays shown meanwhile.
import { useEffect, useState } from "preact/hooks";
import { errorMessage } from "./format.js";

export interface Loaded<T> {
  value: T | undefined;
  error: string | undefined;
}

export function useLoaded<T>(load: () => Promise<T>, dependencies: unknown[]): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ value: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ value, error: undefined }),
      (error: unknown) => current && setLoaded((previous) => ({ value: previous.value, error: errorMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, dependencies);
  return loaded;
}
