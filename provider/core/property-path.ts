// Formats a zod issue path the way Pulumi names properties in CheckFailures: `permissions[0].actions`.
export function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text === "" ? String(key) : `${text}.${String(key)}`;
  }, "");
}
