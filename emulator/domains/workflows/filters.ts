// The filter language of workflows (the docs' events-triggers page): an object whose keys are
// values to test (`{{context.name}}`, a template) mapped to `{operator: operand}`, or `~and` / `~or`
// mapped to a list of such objects. Every problem is named with its path.
import { OPERATORS, type Operand } from "./registry";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

const OPERAND_CHECKS: Record<Exclude<Operand, "filters">, { holds: (value: unknown) => boolean; needs: string }> = {
  scalar: { holds: isScalar, needs: "a string, number, boolean or null" },
  ordered: { holds: (value) => typeof value === "number" || typeof value === "string", needs: "a number or a string" },
  list: { holds: (value) => Array.isArray(value) && value.every(isScalar), needs: "a list of strings, numbers, booleans or nulls" },
  pattern: { holds: (value) => typeof value === "string" && compiles(value), needs: "a valid regular expression" },
  text: { holds: (value) => typeof value === "string", needs: "a string" },
  switch: { holds: (value) => typeof value === "boolean", needs: "true or false" },
};

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const COMPARISONS = Object.keys(OPERATORS).filter((operator) => OPERATORS[operator]!.operand !== "filters");
const unknownOperator = (path: string, operator: string) =>
  `${path} uses ${operator}, which is not a filter operator (known: ${Object.keys(OPERATORS).join(" ")})`;

/** The problems of `filter` at `path`; none when it is a filter of the language. */
export function filterProblems(filter: unknown, path: string): string[] {
  if (!isObject(filter)) return [`${path} must be an object`];
  return Object.entries(filter).flatMap(([key, value]) => {
    const at = `${path}.${key}`;
    if (key === "~and" || key === "~or") {
      if (!Array.isArray(value) || value.length === 0) return [`${at} must be a non-empty list of filters`];
      return value.flatMap((inner, index) => filterProblems(inner, `${at}.${index}`));
    }
    if (key.startsWith("~")) {
      return [
        OPERATORS[key]
          ? `${at}: ${key} compares a value and must sit under one, as {"{{context.x}}": {"${key}": …}}`
          : unknownOperator(path, key),
      ];
    }
    if (!isObject(value) || Object.keys(value).length === 0) return [`${at} must be an object of operators, such as {"~eq": "x"}`];
    return Object.entries(value).flatMap(([operator, operand]) => {
      const known = OPERATORS[operator];
      if (!known) return [unknownOperator(at, operator)];
      if (known.operand === "filters")
        return [`${at}.${operator} combines filters and cannot compare a value (use ${COMPARISONS.slice(0, 3).join(", ")}, …)`];
      const check = OPERAND_CHECKS[known.operand];
      return check.holds(operand) ? [] : [`${at}.${operator} must be ${check.needs}`];
    });
  });
}
