// The limits every JSON body is held to, on every route of every host, control routes included,
// before any schema or handler sees it: how deep it nests, how long its strings and property names
// are, how many elements and properties a collection has. Text must be well-formed Unicode (a lone
// surrogate cannot be sent back as UTF-8), and no property may be named `__proto__`. The walk is
// iterative, so no depth of input can exhaust the stack; the first problem found is refused with a
// 400 naming its path.
import { badRequest } from "../errors";

export const INPUT_LIMITS = {
  /** Levels of objects and arrays, the body itself being the first. */
  depth: 64,
  /** Characters of a string or a property name. */
  stringLength: 100_000,
  /** Elements of an array, properties of an object. */
  entries: 10_000,
} as const;

type Key = string | number;

interface Node {
  value: unknown;
  key: Key | undefined;
  parent: Node | undefined;
  level: number;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

export function checkInputLimits(body: unknown): void {
  const pending: Node[] = [{ value: body, key: undefined, parent: undefined, level: 0 }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { value } = node;
    if (typeof value === "string") {
      checkText(value, node, "is");
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const level = node.level + 1;
    if (level > INPUT_LIMITS.depth) refuse(node, `is nested more than ${INPUT_LIMITS.depth} levels deep`);
    const isArray = Array.isArray(value);
    if ((isArray ? value.length : Object.keys(value).length) > INPUT_LIMITS.entries)
      refuse(node, `has more than ${INPUT_LIMITS.entries} ${isArray ? "elements" : "properties"}`);
    const entries: [Key, unknown][] = isArray ? value.map((element, index) => [index, element]) : Object.entries(value);
    // Pushed last to first, so that problems are found in document order.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      const childNode = { value: child, key, parent: node, level };
      if (typeof key === "string") {
        if (key === "__proto__") refuse(childNode, "is not allowed as a property name");
        checkText(key, childNode, "has a name that is");
      }
      pending.push(childNode);
    }
  }
}

function checkText(text: string, node: Node, subject: string): void {
  if (text.length > INPUT_LIMITS.stringLength) refuse(node, `${subject} longer than ${INPUT_LIMITS.stringLength} characters`);
  if (LONE_SURROGATE.test(text)) refuse(node, `${subject} not well-formed Unicode (it contains a lone surrogate)`);
}

function refuse(node: Node, problem: string): never {
  throw badRequest([`${describePath(pathOf(node))} ${problem}`]);
}

function pathOf(node: Node): Key[] {
  const path: Key[] = [];
  for (let current: Node | undefined = node; current?.key !== undefined; current = current.parent) path.push(current.key);
  return path.reverse();
}

const SEGMENT_LENGTH = 40;
const PATH_ENDS = 4;

/** Fields as the validation messages name them (`manifest.app.name`, `body` for the whole body), kept short. */
export function describePath(path: readonly Key[]): string {
  if (path.length === 0) return "body";
  const segments = path.map((key) => {
    const text = String(key);
    return text.length > SEGMENT_LENGTH ? `${text.slice(0, SEGMENT_LENGTH)}…` : text;
  });
  if (segments.length <= 2 * PATH_ENDS + 1) return segments.join(".");
  return [...segments.slice(0, PATH_ENDS), `…(${segments.length - 2 * PATH_ENDS} more)…`, ...segments.slice(-PATH_ENDS)].join(".");
}
