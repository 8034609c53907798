// Formats a path the way Pulumi names properties (check failures, detailed diffs):
// `permissions[0].actions`, and `conditions["a.b"]` for a key that is not a plain name.
export function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    if (!/^[A-Za-z_$][\w$-]*$/.test(String(key))) return `${text}[${JSON.stringify(String(key))}]`;
    return text === "" ? String(key) : `${text}.${String(key)}`;
  }, "");
}

/** The top-level property a path starts with: `permissions` of `permissions[0].actions[1]`. */
export function topLevelProperty(path: string): string {
  return path.split(/[.[]/)[0]!;
}
