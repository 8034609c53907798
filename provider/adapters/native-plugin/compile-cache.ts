// Where the plugin keeps V8's compiled code between starts (the engine starts it for every operation
// and every explicit provider): a folder of the user's own, not Node's default under the machine's
// shared temporary folder, where another user could read it or plant code for the plugin to run.
// Loaded by bin/pulumi-resource-supportplatform before anything else, so it imports only Node.
import * as fs from "node:fs";
import * as nodeModule from "node:module";
import * as os from "node:os";
import * as path from "node:path";

/** `$XDG_CACHE_HOME/pulumi-support-platform/compile-cache`, `~/.cache/…` where that is unset or relative (as the XDG spec says). */
export function compileCacheFolder(env: NodeJS.ProcessEnv, home: string): string {
  const cacheHome =
    env.XDG_CACHE_HOME !== undefined && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(home, ".cache");
  return path.join(cacheHome, "pulumi-support-platform", "compile-cache");
}

/**
 * Makes `folder` (and its missing parents) readable by its owner only, and says whether it is a
 * folder of this user's that no one else can write into or read: not a symbolic link, not another's.
 */
export function isPrivateFolder(folder: string): boolean {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(folder);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.()) return false;
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(folder, 0o700);
  return true;
}

/**
 * Turns Node's compile cache on in the private folder. A folder named by NODE_COMPILE_CACHE (which
 * Node has already used at start) and NODE_DISABLE_COMPILE_CACHE are the user's choice, and win.
 * Without a private folder, or on a Node without the cache, the plugin runs without one.
 */
export function enablePrivateCompileCache(
  env: NodeJS.ProcessEnv = process.env,
  enable: ((folder: string) => unknown) | undefined = nodeModule.enableCompileCache,
): void {
  if (enable === undefined || env.NODE_COMPILE_CACHE !== undefined || env.NODE_DISABLE_COMPILE_CACHE !== undefined) return;
  try {
    const folder = compileCacheFolder(env, os.homedir());
    if (isPrivateFolder(folder)) enable(folder);
  } catch {
    // No cache: each start compiles again, nothing else changes.
  }
}
