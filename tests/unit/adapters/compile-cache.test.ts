// The plugin's compile cache lives in a folder of the user's own, created for them only, never in
// the shared temporary folder; the user's NODE_COMPILE_CACHE or NODE_DISABLE_COMPILE_CACHE wins.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { compileCacheFolder, enablePrivateCompileCache, isPrivateFolder } from "../../../provider/adapters/native-plugin/compile-cache";

describe("the plugin's compile cache", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "compile-cache-"));
  });
  afterEach(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("is under $XDG_CACHE_HOME, else ~/.cache, and never under the temporary folder", () => {
    expect(compileCacheFolder({ XDG_CACHE_HOME: "/var/cache/ci" }, "/home/ops")).toBe(
      "/var/cache/ci/pulumi-support-platform/compile-cache",
    );
    expect(compileCacheFolder({}, "/home/ops")).toBe("/home/ops/.cache/pulumi-support-platform/compile-cache");
    expect(compileCacheFolder({ XDG_CACHE_HOME: "relative/cache" }, "/home/ops")).toBe(
      "/home/ops/.cache/pulumi-support-platform/compile-cache",
    );
    expect(compileCacheFolder({ TMPDIR: "/tmp" }, "/home/ops")).not.toMatch(/^\/tmp/);
  });

  it("is created for its owner only, its missing parents too, and made so when it was open to others", () => {
    const folder = path.join(scratch, "cache", "pulumi-support-platform", "compile-cache");
    expect(isPrivateFolder(folder)).toBe(true);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(folder)).mode & 0o777).toBe(0o700);
    fs.chmodSync(folder, 0o777);
    expect(isPrivateFolder(folder)).toBe(true);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  });

  it("is not used through a symbolic link, which could lead anywhere", () => {
    const elsewhere = fs.mkdtempSync(path.join(scratch, "elsewhere-"));
    const folder = path.join(scratch, "cache", "compile-cache");
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.symlinkSync(elsewhere, folder);
    expect(isPrivateFolder(folder)).toBe(false);
  });

  it("turns Node's cache on in that folder, and leaves the user's own choice alone", () => {
    const enabled: string[] = [];
    const enable = (folder: string) => enabled.push(folder);
    const xdg = path.join(scratch, "xdg");
    enablePrivateCompileCache({ XDG_CACHE_HOME: xdg }, enable);
    expect(enabled).toEqual([path.join(xdg, "pulumi-support-platform", "compile-cache")]);
    expect(fs.statSync(enabled[0]!).mode & 0o777).toBe(0o700);
    enablePrivateCompileCache({ NODE_COMPILE_CACHE: path.join(scratch, "mine") }, enable);
    enablePrivateCompileCache({ NODE_DISABLE_COMPILE_CACHE: "1" }, enable);
    expect(enabled).toHaveLength(1);
    // A Node without the cache, or a folder that cannot be made, starts the plugin without one.
    expect(() => enablePrivateCompileCache({ XDG_CACHE_HOME: xdg }, undefined)).not.toThrow();
    fs.writeFileSync(path.join(scratch, "file"), "");
    expect(() => enablePrivateCompileCache({ XDG_CACHE_HOME: path.join(scratch, "file") }, enable)).not.toThrow();
    expect(enabled).toHaveLength(1);
  });
});
