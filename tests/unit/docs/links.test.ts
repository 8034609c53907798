// The project is read on its own (from the npm package, on a code host), so every relative link in
// its Markdown must reach a file inside the repository.
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";

const root = path.resolve(__dirname, "../../..");
const markdown = execFileSync("git", ["ls-files", "*.md"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);

/** Relative link targets in a Markdown text, without their #fragment. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
    .map((target) => target.split("#")[0]!);
}

it("finds the Markdown files", () => {
  expect(markdown).toEqual(
    expect.arrayContaining([
      "README.md",
      "emulator/README.md",
      "docs/api-contract.md",
      "docs/development.md",
      "docs/reliability.md",
      "docs/performance.md",
      "docs/interrupted-apply.md",
    ]),
  );
});

it.each(markdown)("%s links only to files inside the repository", (file) => {
  const broken = relativeLinks(fs.readFileSync(path.join(root, file), "utf8")).filter((target) => {
    const resolved = path.resolve(root, path.dirname(file), target);
    return !resolved.startsWith(root + path.sep) || !fs.existsSync(resolved);
  });
  expect(broken).toEqual([]);
});

it("no file of the project refers to a shared folder outside the repository", () => {
  const grep = spawnSync("git", ["grep", "--untracked", "-l", "-E", "\\.\\./(\\.\\./)*shared[/]"], { cwd: root, encoding: "utf8" });
  expect({ status: grep.status, files: grep.stdout.trim() }).toEqual({ status: 1, files: "" }); // 1: no match
});
