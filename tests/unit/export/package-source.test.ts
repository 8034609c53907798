// Where an exported project gets this package from: the `file:` source of the project the export
// runs from (a tarball while the package is not published), made relative to the new project, or
// else the exact version.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { packageManifest } from "../../../provider/core/package-files";
import { packageDependency } from "../../../provider/export/package-source";

describe("packageDependency", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "package-source-"));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** A project in `scratch/user` that declares the package as `source` and has it installed; answers the installed package's folder. */
  function installedIn(source: string | undefined, field = "dependencies"): string {
    const project = path.join(scratch, "user");
    const root = path.join(project, "node_modules", "pulumi-support-platform");
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(
      path.join(root, "package.json"),
      JSON.stringify({ name: "pulumi-support-platform", version: "1.2.3", peerDependencies: {}, devDependencies: {} }),
    );
    fs.writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify(source === undefined ? {} : { [field]: { "pulumi-support-platform": source } }),
    );
    return root;
  }

  it("takes the tarball the project was installed from, relative to the exported project", () => {
    const root = installedIn("file:../clone/pulumi-support-platform-1.2.3.tgz");
    expect(packageDependency(path.join(scratch, "user", "support-org"), root)).toBe("file:../../clone/pulumi-support-platform-1.2.3.tgz");
    expect(packageDependency(path.join(scratch, "elsewhere", "deep", "org"), root)).toBe(
      "file:../../../clone/pulumi-support-platform-1.2.3.tgz",
    );
    expect(packageDependency(path.join(scratch, "user", "org"), installedIn("file:../clone", "devDependencies"))).toBe("file:../../clone");
    expect(packageDependency(scratch, installedIn("file:../clone/x.tgz"))).toBe("file:./clone/x.tgz");
  });

  it("takes the exact version otherwise: from the registry, from a project that does not declare it, or run from a checkout", () => {
    expect(packageDependency(path.join(scratch, "org"), installedIn("^1.2.0"))).toBe("1.2.3");
    expect(packageDependency(path.join(scratch, "org"), installedIn(undefined))).toBe("1.2.3");
    const checkout = path.resolve(__dirname, "../../..");
    expect(packageDependency(path.join(scratch, "org"), checkout)).toBe(packageManifest(checkout).version);
  });
});
