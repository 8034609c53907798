// Names for an exported program, derived from the objects' own names so that it reads as a person
// would write it: `new sp.Role("escalation-leads", …)`, `const supportEmeaTeam = new sp.Team(…)`. Stable (the
// same organization exports the same names) and unique within a program.

/** Lower-case ASCII words of `text`: accents dropped, anything else a separator. */
function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// A fallback holds an object's id, which is the platform's data like its name: kept as it is when
// it is ASCII letters, digits and the name's separators only, else made of its words like a name.
// Each fallback starts with a word of its own (`team`, `TEAM_`), so it is never empty.

/** A Pulumi resource name for `text` (kebab-case), or of `fallback` when nothing of it is ASCII. */
export function resourceName(text: string, fallback: string): string {
  const kebab = words(text).join("-");
  if (kebab !== "") return kebab;
  return /^[a-z0-9-]+$/.test(fallback) ? fallback : words(fallback).join("-");
}

/** The SCREAMING_SNAKE constant for `text`, e.g. a team's name, or of `fallback` when nothing of it is ASCII. */
export function constantName(text: string, fallback: string): string {
  const snake = words(text).join("_").toUpperCase();
  if (snake === "") return /^[A-Z_][A-Z0-9_]*$/.test(fallback) ? fallback : words(fallback).join("_").toUpperCase();
  return /^[0-9]/.test(snake) ? `_${snake}` : snake;
}

const camelCase = (text: string) =>
  words(text)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join("");

/** A camelCase variable for `text` ending in `suffix` (`billingTeam`), or of `fallback` when nothing of it is ASCII. */
export function variableName(text: string, suffix: string, fallback: string): string {
  const camel = camelCase(text);
  if (camel === "") return /^[A-Za-z_][A-Za-z0-9_]*$/.test(fallback) ? fallback : camelCase(fallback);
  return `${/^[0-9]/.test(camel) ? "_" : ""}${camel}${suffix}`;
}

/** Hands out names, appending -2, -3, … to a name already taken (compared case-insensitively). */
export class UniqueNames {
  private readonly taken = new Set<string>();

  constructor(private readonly separator: "-" | "_" = "-") {}

  take(base: string): string {
    let name = base;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${base}${this.separator}${n}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
