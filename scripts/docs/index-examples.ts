// docs/_index.md's example programs are the repository's tested examples, verbatim: each block
// after a `<!-- example: <path> -->` marker is the file at <path>, written by `npm run docs`. A unit
// test fails when a block differs from its file, so the page never shows a program no test runs.
import * as fs from "node:fs";
import * as path from "node:path";

/** A marker and the fenced block after it: the example's path, the fence's language, the block. */
const exampleBlock = /<!-- example: (\S+) -->\n```(\w+)\n(?:[\s\S]*?\n)??```\n/g;

/** `page` with every marked block replaced by its file, read from `root`. */
export function withExamples(page: string, root: string): string {
  const examples = [...page.matchAll(exampleBlock)];
  if (examples.length === 0) throw new Error("no <!-- example: <path> --> block followed by a fenced block");
  return page.replace(exampleBlock, (_block, file: string, language: string) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    return `<!-- example: ${file} -->\n\`\`\`${language}\n${text.endsWith("\n") ? text : `${text}\n`}\`\`\`\n`;
  });
}
