// docs/_index.md, the registry's overview page: its front matter, and its example programs, which
// are the repository's tested examples verbatim (`npm run docs` copies them in).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { withExamples } from "../../../scripts/docs/index-examples";

const repoRoot = path.resolve(__dirname, "../../..");
const page = fs.readFileSync(path.join(repoRoot, "docs", "_index.md"), "utf8");

it("has the registry's front matter", () => {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(page)?.[1] ?? "";
  expect(frontMatter).toMatch(/^title: \S/m);
  expect(frontMatter).toMatch(/^meta_desc: \S/m);
  expect(frontMatter).toMatch(/^layout: package$/m);
});

it("shows each tested example as it stands, one per language the repository makes", () => {
  expect(page).toBe(withExamples(page, repoRoot));
  const examples = [...page.matchAll(/<!-- example: (\S+) -->\n```(\w+)/g)].map(([, file, language]) => `${language} ${file}`);
  expect(examples).toEqual([
    "typescript examples/quickstart/index.ts",
    "yaml examples/yaml/Pulumi.yaml",
    "go examples/go/organization/organization.go",
    "python examples/python/__main__.py",
  ]);
  // The native TypeScript program is the documentation test's to deploy.
  expect(page).toContain(
    '<!-- docs-test: write index.ts session=index-native -->\n```typescript\nimport * as sp from "pulumi-support-platform/native";',
  );
});

it("fills an empty or stale block with its file, leaving the rest of the page as it is", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "index-examples-"));
  fs.writeFileSync(path.join(root, "a.yaml"), "name: a\n");
  fs.writeFileSync(path.join(root, "b.py"), "print('b')");
  const stale = "# Page\n<!-- example: a.yaml -->\n```yaml\n```\n\ntext\n\n<!-- example: b.py -->\n```python\nold\n```\nend\n";
  expect(withExamples(stale, root)).toBe(
    "# Page\n<!-- example: a.yaml -->\n```yaml\nname: a\n```\n\ntext\n\n<!-- example: b.py -->\n```python\nprint('b')\n```\nend\n",
  );
  expect(() => withExamples("# no examples", root)).toThrow(/no <!-- example: <path> --> block/);
  fs.rmSync(root, { recursive: true, force: true });
});
