import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { resolveProviderConfig } from "../../../provider/config/provider-config";
import { failureMessage, nextSteps, parseCommandLine, shellWord } from "../../../provider/export/cli";
import { checkDestination, createFile, writeProject } from "../../../provider/export/write-project";

describe("the export's next steps", () => {
  it("names the stack, creates it when missing and asks nothing, so they run as printed without a terminal", () => {
    expect(nextSteps("support-org", { language: "typescript", face: "dynamic", stack: "production" })).toBe(
      "cd support-org && npm install && pulumi stack select --create production && pulumi up --yes",
    );
    expect(nextSteps("out/org", { language: "typescript", face: "native", stack: "dev" })).toBe(
      "cd out/org && npm install && pulumi stack select --create dev && pulumi import --file import.json --protect=false --generate-code=false --yes && pulumi up --yes --expect-no-changes",
    );
  });

  it("quotes a folder the shell would split or expand", () => {
    expect(nextSteps("org", { language: "yaml", face: "native", stack: "dev" })).toBe(
      "cd org && npm install && pulumi stack select --create dev && pulumi up --yes",
    );
    expect(nextSteps("my org", { language: "typescript", face: "dynamic", stack: "dev" })).toMatch(/^cd 'my org' && /);
    expect(shellWord("it's $HOME")).toBe(`'it'\\''s $HOME'`);
    expect(shellWord("/tmp/a-b_c.d")).toBe("/tmp/a-b_c.d");
  });
});

describe("the export command line", () => {
  it("takes export --out with its options", () => {
    expect(parseCommandLine(["export", "--out", "org"])).toEqual({
      out: "org",
      stack: "dev",
      language: "typescript",
      face: "dynamic",
      projectName: "support-platform",
      force: false,
      retainOnDelete: true,
    });
    expect(
      parseCommandLine([
        "export",
        "--out",
        "org",
        "--face",
        "native",
        "--project-name",
        "acme",
        "--stack",
        "prod",
        "--force",
        "--no-retain-on-delete",
      ]),
    ).toEqual({
      out: "org",
      stack: "prod",
      language: "typescript",
      face: "native",
      projectName: "acme",
      force: true,
      retainOnDelete: false,
    });
    expect(parseCommandLine(["export", "--out", "org", "--language", "yaml"])).toMatchObject({ language: "yaml", face: "native" });
    expect(parseCommandLine(["--help"])).toBe("help");
    expect(parseCommandLine(["export", "-h"])).toBe("help");
  });

  it.each([
    [[], "missing command: export"],
    [["import"], "unknown command import: the command is export"],
    [["export"], "--out <dir> is required"],
    [["export", "--out", "org", "stray"], "Unexpected argument 'stray'. This command does not take positional arguments"],
    [["export", "--out", "org", "--face", "terraform"], "--face must be dynamic or native, not terraform"],
    [["export", "--out", "org", "--language", "hcl"], "--language must be typescript or yaml, not hcl"],
    [
      ["export", "--out", "org", "--language", "yaml", "--face", "dynamic"],
      "--face is TypeScript's only: a YAML program always uses the native plugin",
    ],
    [
      ["export", "--out", "org", "--project-name", "my project"],
      "--project-name may hold only letters, digits, hyphens, underscores and periods",
    ],
    [["export", "--out", "org", "--stack", "a/b"], "--stack may hold only letters, digits, hyphens, underscores and periods"],
  ])("refuses %j in one line", (args, message) => {
    expect(() => parseCommandLine(args)).toThrow(message);
  });
});

describe("a failure's message", () => {
  it("lists every configuration problem, one per line", () => {
    let error: unknown;
    try {
      resolveProviderConfig({ get: () => undefined }, {});
    } catch (caught) {
      error = caught;
    }
    expect(failureMessage(error)).toBe(
      "invalid supportplatform configuration:\n  - supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required\n  - supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
    );
  });

  it("keeps any other error to its first line", () => {
    expect(failureMessage(new Error("first\n    at stack.js:1:1"))).toBe("first");
  });
});

describe("writing the project", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "export-write-"));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("makes a new folder whole, and leaves nothing else beside it", async () => {
    const out = path.join(scratch, "deep", "org");
    checkDestination(out, false);
    const prepared: string[][] = [];
    await writeProject(out, { "index.ts": "x", "Pulumi.yaml": "y" }, async (folder) => {
      prepared.push(fs.readdirSync(folder).sort());
    });
    expect(prepared).toEqual([["Pulumi.yaml", "index.ts"]]);
    expect(fs.readdirSync(out).sort()).toEqual(["Pulumi.yaml", "index.ts"]);
    expect(fs.readdirSync(path.join(scratch, "deep"))).toEqual(["org"]);
  });

  it("leaves no folder behind when preparing it fails", async () => {
    const out = path.join(scratch, "org");
    await expect(writeProject(out, { "index.ts": "x" }, async () => Promise.reject(new Error("no pulumi")))).rejects.toThrow("no pulumi");
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it("refuses a folder that is not empty unless forced, then overwrites only the project's files", async () => {
    fs.writeFileSync(path.join(scratch, "notes.txt"), "mine");
    fs.writeFileSync(path.join(scratch, "index.ts"), "old");
    expect(() => checkDestination(scratch, false)).toThrow(
      `${scratch} is not empty; choose another --out, or add --force to overwrite the project's files in it`,
    );
    checkDestination(scratch, true);
    await writeProject(scratch, { "index.ts": "new" });
    expect(fs.readdirSync(scratch).sort()).toEqual(["index.ts", "notes.txt"]);
    expect(fs.readFileSync(path.join(scratch, "index.ts"), "utf8")).toBe("new");
  });

  it("follows no link: one at a temporary file's path fails the export, one at a project file's path is replaced", async () => {
    const victim = path.join(scratch, "victim");
    fs.writeFileSync(victim, "untouched");
    const out = path.join(scratch, "org");
    fs.mkdirSync(out);
    fs.symlinkSync(victim, path.join(out, "index.ts"));
    fs.symlinkSync(victim, path.join(out, `.Pulumi.yaml.${process.pid}.tmp`));
    await expect(writeProject(out, { "index.ts": "new", "Pulumi.yaml": "y" })).rejects.toMatchObject({ code: "ERR_DESTINATION" });
    expect(fs.readFileSync(victim, "utf8")).toBe("untouched");
    // index.ts was written before the planted temporary link was met: a file of its own now, the link's target unchanged.
    expect(fs.lstatSync(path.join(out, "index.ts")).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(path.join(out, "index.ts"), "utf8")).toBe("new");
    expect(fs.statSync(path.join(out, "index.ts")).mode & 0o777).toBe(0o644);
  });

  it("creates a file exclusively, with the mode asked for while it is written and the final one after", () => {
    const file = path.join(scratch, ".index.ts.tmp");
    createFile(file, "x", 0o600);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(() => createFile(file, "y", 0o600)).toThrow(`${file} exists already (a file or link the export did not make): remove it`);
    expect(fs.readFileSync(file, "utf8")).toBe("x");
    createFile(path.join(scratch, "index.ts"), "x", 0o600, 0o644);
    expect(fs.statSync(path.join(scratch, "index.ts")).mode & 0o777).toBe(0o644);
  });

  it("refuses a file as the folder", () => {
    const file = path.join(scratch, "file");
    fs.writeFileSync(file, "");
    expect(() => checkDestination(file, true)).toThrow(`${file} exists and is not a folder`);
  });
});
