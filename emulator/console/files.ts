// The console's files. Its own modules and style sheet are in emulator/console/app, and it imports
// one module of the emulator's, the typed control client; all are served under SOURCE_URL in the
// layout of emulator/, so that their relative imports resolve in the browser as they do for tsc.
// Scripts are compiled as they are served (scripts.ts). Preact comes from node_modules, resolved
// through the package's own exports. Only the names these rules allow are ever read.
import * as fs from "node:fs";
import * as path from "node:path";

export const CONSOLE_PATH = "/_emulator/console";
export const SOURCE_URL = `${CONSOLE_PATH}/src`;

/** The emulator's source folder, from this file's folder in the source or in its build under dist/. */
export const EMULATOR_FOLDER = findEmulatorFolder(__dirname);
export const APP_FOLDER = path.join(EMULATOR_FOLDER, "console", "app");

function findEmulatorFolder(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "emulator");
    if (fs.existsSync(path.join(candidate, "console", "app", "tsconfig.json"))) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`the emulator's console found no emulator/console/app above ${start}`);
  }
}

export const CONTENT_TYPES = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" } as const;
export type AssetType = keyof typeof CONTENT_TYPES;

/** The emulator's modules the console imports, besides its own (each must have no runtime import). */
const SHARED_MODULES = new Set(["controls/client"]);

/**
 * What a path under SOURCE_URL names: a module (`console/app/main.js` is console/app/main.tsx or .ts,
 * `controls/client.js`) or the console's style sheet; undefined for anything else.
 */
export function sourceAsset(urlPath: string): { file: string; type: AssetType } | undefined {
  // Folder names and a file name of lower-case letters, digits and hyphens: no dots, so no way up.
  const match = /^((?:[a-z-]+\/)+[a-z][a-z0-9-]*)\.(js|css)$/.exec(urlPath);
  if (!match) return undefined;
  const base = match[1]!;
  const type: AssetType = match[2] === "js" ? "js" : "css";
  const allowed = /^console\/app\/[^/]+$/.test(base) || (type === "js" && SHARED_MODULES.has(base));
  return allowed ? { file: path.join(EMULATOR_FOLDER, ...base.split("/")), type } : undefined;
}

/** Bare specifiers of the console's imports, each with the URL the page's import map gives it. */
export const VENDOR_MODULES = {
  preact: `${CONSOLE_PATH}/vendor/preact.mjs`,
  "preact/hooks": `${CONSOLE_PATH}/vendor/hooks.mjs`,
  "preact/jsx-runtime": `${CONSOLE_PATH}/vendor/jsxRuntime.mjs`,
} as const;

const vendorFiles = new Map(
  Object.entries(VENDOR_MODULES).map(([specifier, url]) => [path.posix.basename(url), require.resolve(specifier)]),
);

/** The file of a vendor module's URL name (`preact.mjs`). */
export const vendorFile = (name: string): string | undefined => vendorFiles.get(name);

/** A `catch` handler: a missing file is undefined, any other failure is thrown on. */
export function unlessMissing(error: unknown): undefined {
  // Not `instanceof Error`: Node's errors may come from another realm (a test's sandbox).
  if (typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT") return undefined;
  throw error;
}
