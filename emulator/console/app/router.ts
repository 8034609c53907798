// The console's place lives in the URL's hash (`#/requests/12`), so every view and record has an
// address that the browser's back button, a bookmark or a test can open.
import { useEffect, useState } from "preact/hooks";

export const VIEWS = [
  { id: "organization", label: "Organization" },
  { id: "resources", label: "Resources" },
  { id: "requests", label: "Requests" },
  { id: "deliveries", label: "Deliveries" },
  { id: "controls", label: "Controls" },
] as const;

export type View = (typeof VIEWS)[number]["id"];

export interface Route {
  view: View;
  /** What follows the view: a kind, a record id, a log entry's number. */
  parts: string[];
}

const isView = (name: string): name is View => VIEWS.some((view) => view.id === name);

export function parseHash(hash: string): Route {
  const [view = "", ...parts] = hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  return isView(view) ? { view, parts } : { view: "organization", parts: [] };
}

export const href = (view: View, ...parts: string[]): string => `#/${[view, ...parts].map(encodeURIComponent).join("/")}`;

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const follow = () => setRoute(parseHash(location.hash));
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, []);
  return route;
}
