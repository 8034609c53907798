// Every shell block of the user documentation is marked for the documentation test (npm run
// test:docs): run, or skip with the reason written beside it. And how markers are read.
import * as fs from "node:fs";
import * as path from "node:path";
import { blocksOf, documentationFiles, isShellBlock, MarkerError, markingProblems, parseMarker, runUnits } from "../../docs/marked-blocks";

const root = path.resolve(__dirname, "../../..");
const files = documentationFiles(root);
const read = (file: string) => blocksOf(file, fs.readFileSync(path.join(root, file), "utf8"));

describe("the documentation's blocks", () => {
  it("are read from README.md, docs/ and the examples' READMEs", () => {
    expect(files).toEqual(
      expect.arrayContaining(["README.md", "docs/api-contract.md", "docs/development.md", "examples/gitops/README.md"]),
    );
    expect(files.filter((file) => !/^(README\.md|docs\/.+\.md|examples\/[^/]+\/README\.md)$/.test(file))).toEqual([]);
  });

  it.each(files)("%s: every shell block is marked run or skip with a reason, and only shell blocks run", (file) => {
    expect(markingProblems(read(file))).toEqual([]);
  });

  it("run the README's install, minimal project, resource snippets, the three exports and the export's printed next steps", () => {
    const readme = read("README.md");
    const session = runUnits(readme).find((unit) => unit.name === "session readme")!;
    const ran = session.blocks.map((block) => block.text);
    expect(
      ran.some((text) => text.includes("npm install @pulumi/pulumi@3.259.0 ../pulumi-support-platform/pulumi-support-platform-")),
    ).toBe(true);
    expect(session.blocks.filter((block) => block.marker?.action === "append").length).toBeGreaterThanOrEqual(6);
    const exports = session.blocks.filter((block) => block.text.includes("npx pulumi-support-platform export"));
    expect(exports.map((block) => block.marker)).toEqual([
      { action: "run", session: "readme", thenNextSteps: true },
      { action: "run", session: "readme", thenNextSteps: false },
      { action: "run", session: "readme", thenNextSteps: false },
    ]);
    expect(exports[1]!.text).toMatch(
      /--face native[\s\S]*npm install[\s\S]*pulumi import --file import\.json[\s\S]*pulumi preview --expect-no-changes/,
    );
    expect(exports[2]!.text).toMatch(/--language yaml[\s\S]*npm install[\s\S]*pulumi up --yes\npulumi preview --expect-no-changes/);
    // CI's own three commands are the README's, and the docs test does not run them a second time.
    const ci = readme.filter(
      (block) => isShellBlock(block) && /^npm (ci && npm run demo|ci && npm test|run test:docs)\n$/.test(block.text),
    );
    expect(ci.map((block) => block.marker?.action)).toEqual(["skip", "skip", "skip"]);
  });
});

describe("markers", () => {
  it("are read with their options", () => {
    expect(parseMarker("run", "x")).toEqual({ action: "run", thenNextSteps: false });
    expect(parseMarker("run session=readme then=next-steps", "x")).toEqual({ action: "run", session: "readme", thenNextSteps: true });
    expect(parseMarker("write src/index.ts session=a", "x")).toEqual({ action: "write", path: "src/index.ts", session: "a" });
    expect(parseMarker("append index.ts session=a", "x")).toEqual({ action: "append", path: "index.ts", session: "a" });
    expect(parseMarker("skip  starts a server ", "x")).toEqual({ action: "skip", reason: "starts a server" });
  });

  it.each([
    ["skip", "a skip must say why: <!-- docs-test: skip <reason> -->"],
    ["execute", 'unknown docs-test marker "execute": use run, write <path>, append <path> or skip <reason>'],
    ["run now", "run takes only session=<name> and then=next-steps, not now"],
    ["run then=later", "run takes only session=<name> and then=next-steps, not later"],
    ["run session=a/b", "a session's name is letters, digits, - and _, not a/b"],
    ["write index.ts", "write needs the session=<name> whose blocks use the file"],
    ["write ../index.ts session=a", "write writes inside the session's folder, not ../index.ts"],
    ["append a.ts b.ts session=a", "append takes one path and session=<name>"],
  ])("refuse %j", (text, message) => {
    expect(() => parseMarker(text, "README.md:3")).toThrow(new MarkerError(`README.md:3: ${message}`));
  });

  it("apply to the next fenced block, past blank lines and other comments, and not to a block in a block", () => {
    const markdown = [
      "<!-- demo-command -->",
      "<!-- docs-test: skip CI runs it -->",
      "",
      "```sh",
      "npm run demo",
      "```",
      "````md",
      "<!-- docs-test: run -->",
      "```sh",
      "echo shown, not run",
      "```",
      "````",
      "  ```bash",
      "  echo indented",
      "  ```",
      "```ts",
      "const a = 1;",
      "```",
    ].join("\n");
    const blocks = blocksOf("doc.md", markdown);
    expect(blocks.map(({ line, language, text, marker }) => ({ line, language, text, marker }))).toEqual([
      { line: 4, language: "sh", text: "npm run demo\n", marker: { action: "skip", reason: "CI runs it" } },
      { line: 7, language: "md", text: "<!-- docs-test: run -->\n```sh\necho shown, not run\n```\n", marker: undefined },
      { line: 13, language: "bash", text: "  echo indented\n", marker: undefined },
      { line: 16, language: "ts", text: "const a = 1;\n", marker: undefined },
    ]);
    expect(markingProblems(blocks)).toEqual(["doc.md:13: a bash block with no docs-test marker: mark it run or skip <reason>"]);
  });

  it("must stand right before a block, and a program block is written, not run", () => {
    expect(() => blocksOf("doc.md", "<!-- docs-test: run -->\nSome prose.\n```sh\nls\n```\n")).toThrow(
      "doc.md:1: a docs-test marker must stand right before its block",
    );
    expect(() => blocksOf("doc.md", "```sh\nls\n```\n<!-- docs-test: run -->\n")).toThrow(
      "doc.md:4: a docs-test marker with no block after it",
    );
    expect(() => blocksOf("doc.md", "```sh\nls\n")).toThrow("doc.md:1: a fenced block that is never closed");
    expect(markingProblems(blocksOf("doc.md", "<!-- docs-test: run -->\n```ts\nconst a = 1;\n```\n"))).toEqual([
      "doc.md:2: only shell blocks run; write a ts block into a file instead",
    ]);
  });

  it("group a file's blocks into sessions in the file's order, and a block without one alone", () => {
    const markdown = [
      "<!-- docs-test: run session=a -->\n```sh\none\n```",
      "<!-- docs-test: run -->\n```sh\nalone\n```",
      "<!-- docs-test: write x.ts session=a -->\n```ts\ntwo\n```",
      "<!-- docs-test: skip not now -->\n```sh\nskipped\n```",
      "<!-- docs-test: run session=b -->\n```sh\nthree\n```",
      "<!-- docs-test: run session=a -->\n```sh\nfour\n```",
    ].join("\n\n");
    const units = runUnits([
      ...blocksOf("one.md", markdown),
      ...blocksOf("two.md", "<!-- docs-test: run session=a -->\n```sh\nfive\n```\n"),
    ]);
    expect(units.map((unit) => [unit.file, unit.name, unit.blocks.map((block) => block.text.trim())])).toEqual([
      ["one.md", "session a", ["one", "two", "four"]],
      ["one.md", "line 7", ["alone"]],
      ["one.md", "session b", ["three"]],
      ["two.md", "session a", ["five"]],
    ]);
  });
});
