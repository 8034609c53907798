// The fenced blocks of the project's user documentation and the `docs-test` markers that say what
// the documentation test (run.ts) does with each. A marker is an HTML comment on its own line,
// right before the block's opening fence (other comments, such as `<!-- demo-command -->`, and
// blank lines may stand between):
//
//   <!-- docs-test: run [session=<name>] [then=next-steps] -->   a shell block, run verbatim with bash
//   <!-- docs-test: write <path> [session=<name>] -->            the block becomes the file <path>
//   <!-- docs-test: append <path> [session=<name>] -->           the block is added to the end of <path>
//   <!-- docs-test: skip <reason> -->                            deliberately not run, and why
//
// Blocks of one session, in one file, form one user's terminal session, in the file's order: it
// starts in a fresh folder, and each block goes on in the folder and with the variables the one
// before it left. A block without a session runs alone in a fresh folder. `then=next-steps` also
// runs the command line that the block's output prints after its `Next …:` line (the export's). A
// path is relative to the session's current folder; write and append name their session. Every
// shell block must be marked `run` or `skip`; program blocks (ts, yaml, …) are marked only where
// they are written into a session.
import * as fs from "node:fs";
import * as path from "node:path";

/** Languages of the blocks a reader types into a shell. */
export const shellLanguages = ["sh", "bash", "shell", "console"] as const;

export type Marker =
  | { action: "run"; session?: string; thenNextSteps: boolean }
  | { action: "write" | "append"; path: string; session: string }
  | { action: "skip"; reason: string };

export interface Block {
  /** The file, relative to the repository. */
  file: string;
  /** The line of the opening fence, from 1. */
  line: number;
  language: string;
  /** The text between the fences, with its final newline. */
  text: string;
  marker?: Marker;
}

/** What is wrong with a documentation file's markers, each naming its file and line. */
export class MarkerError extends Error {}

const markerPattern = /^<!--\s*docs-test:\s*(.*?)\s*-->\s*$/;
const fencePattern = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/;

/** The marker a comment's text (after `docs-test:`) holds. */
export function parseMarker(text: string, where: string): Marker {
  const [action = "", ...rest] = text.split(/\s+/).filter(Boolean);
  if (action === "skip") {
    const reason = rest.join(" ");
    if (reason === "") throw new MarkerError(`${where}: a skip must say why: <!-- docs-test: skip <reason> -->`);
    return { action, reason };
  }
  const options = new Map<string, string>();
  const words: string[] = [];
  for (const word of rest) {
    const option = /^(session|then)=(.+)$/.exec(word);
    if (option) options.set(option[1]!, option[2]!);
    else words.push(word);
  }
  const session = options.get("session");
  if (session !== undefined && !/^[\w-]+$/.test(session))
    throw new MarkerError(`${where}: a session's name is letters, digits, - and _, not ${session}`);
  if (action === "run") {
    const then = options.get("then");
    if (words.length > 0 || (then !== undefined && then !== "next-steps"))
      throw new MarkerError(
        `${where}: run takes only session=<name> and then=next-steps, not ${[...words, then].filter(Boolean).join(" ")}`,
      );
    return { action, ...(session !== undefined && { session }), thenNextSteps: then !== undefined };
  }
  if (action === "write" || action === "append") {
    if (words.length !== 1 || options.has("then")) throw new MarkerError(`${where}: ${action} takes one path and session=<name>`);
    const file = words[0]!;
    if (path.isAbsolute(file) || file.split("/").includes(".."))
      throw new MarkerError(`${where}: ${action} writes inside the session's folder, not ${file}`);
    if (session === undefined) throw new MarkerError(`${where}: ${action} needs the session=<name> whose blocks use the file`);
    return { action, path: file, session };
  }
  throw new MarkerError(`${where}: unknown docs-test marker "${text}": use run, write <path>, append <path> or skip <reason>`);
}

/** Every fenced block of a Markdown text, each with the marker before it. */
export function blocksOf(file: string, markdown: string): Block[] {
  const lines = markdown.split("\n");
  const blocks: Block[] = [];
  let pending: { marker: Marker; line: number } | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const marker = markerPattern.exec(line.trim());
    if (marker) {
      if (pending !== undefined) throw new MarkerError(`${file}:${pending.line + 1}: a docs-test marker with no block after it`);
      pending = { marker: parseMarker(marker[1]!, `${file}:${index + 1}`), line: index };
      continue;
    }
    const fence = fencePattern.exec(line);
    if (fence) {
      const close = lines.findIndex((candidate, at) => at > index && candidate.trim() === fence[1]);
      if (close === -1) throw new MarkerError(`${file}:${index + 1}: a fenced block that is never closed`);
      const text = lines
        .slice(index + 1, close)
        .map((body) => `${body}\n`)
        .join("");
      blocks.push({ file, line: index + 1, language: fence[2]!, text, ...(pending && { marker: pending.marker }) });
      pending = undefined;
      index = close;
      continue;
    }
    // Only blank lines and other comments may stand between a marker and its block.
    if (pending !== undefined && line.trim() !== "" && !/^<!--.*-->$/.test(line.trim())) {
      throw new MarkerError(`${file}:${pending.line + 1}: a docs-test marker must stand right before its block`);
    }
  }
  if (pending !== undefined) throw new MarkerError(`${file}:${pending.line + 1}: a docs-test marker with no block after it`);
  return blocks;
}

export const isShellBlock = (block: Block) => (shellLanguages as readonly string[]).includes(block.language);

/** What is wrong with a file's blocks as the documentation test reads them: unmarked shell blocks, run markers on other blocks. */
export function markingProblems(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    const where = `${block.file}:${block.line}`;
    if (isShellBlock(block) && block.marker === undefined)
      return [`${where}: a ${block.language} block with no docs-test marker: mark it run or skip <reason>`];
    if (!isShellBlock(block) && block.marker?.action === "run")
      return [`${where}: only shell blocks run; write a ${block.language || "plain"} block into a file instead`];
    return [];
  });
}

/** Blocks that run together: a session's, in the file's order, or a single unsessioned block. */
export interface RunUnit {
  file: string;
  name: string;
  blocks: Block[];
}

export function runUnits(blocks: readonly Block[]): RunUnit[] {
  const units: RunUnit[] = [];
  for (const block of blocks) {
    const marker = block.marker;
    if (marker === undefined || marker.action === "skip") continue;
    const session = marker.session;
    // Sessions are a file's own: the same name in two files is two sessions.
    const unit =
      session === undefined
        ? undefined
        : units.find((candidate) => candidate.file === block.file && candidate.name === `session ${session}`);
    if (unit !== undefined) unit.blocks.push(block);
    else units.push({ file: block.file, name: session === undefined ? `line ${block.line}` : `session ${session}`, blocks: [block] });
  }
  return units;
}

/** The user documentation the test reads: README.md, docs/, and the examples' READMEs, of the repository at `root`. */
export function documentationFiles(root: string): string[] {
  const docs = (folder: string): string[] =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return docs(relative);
      return entry.name.endsWith(".md") ? [relative] : [];
    });
  const examples = fs
    .readdirSync(path.join(root, "examples"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, "examples", entry.name, "README.md")))
    .map((entry) => `examples/${entry.name}/README.md`);
  return ["README.md", ...docs("docs").sort(), ...examples.sort()];
}
