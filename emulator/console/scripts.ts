// The console's scripts, compiled from TypeScript as they are served, each file on its own with the
// options of app/tsconfig.json, and kept until the file changes. TypeScript loads on the first
// request, so an emulator whose console nobody opens never pays for it.
import * as fs from "node:fs";
import * as path from "node:path";
import type * as TypeScript from "typescript";
import { APP_FOLDER, unlessMissing } from "./files";

interface Compiled {
  mtimeMs: number;
  code: string;
}

const compiled = new Map<string, Compiled>();
let compiler: { ts: typeof TypeScript; options: TypeScript.CompilerOptions } | undefined;

function loadCompiler(): NonNullable<typeof compiler> {
  if (compiler) return compiler;
  // Required here rather than imported at the top: loading it takes most of a second.
  const ts: typeof TypeScript = require("typescript");
  const { config, error } = ts.readConfigFile(path.join(APP_FOLDER, "tsconfig.json"), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, APP_FOLDER);
  compiler = { ts, options: { ...options, noEmit: false, inlineSourceMap: true, inlineSources: true } };
  return compiler;
}

/** The JavaScript of the module at `base` (a path without extension, of a .tsx or .ts file), or undefined when there is none. */
export async function compiledScript(base: string): Promise<string | undefined> {
  for (const extension of [".tsx", ".ts"]) {
    const file = base + extension;
    const stat = await fs.promises.stat(file).catch(unlessMissing);
    if (!stat?.isFile()) continue;
    const cached = compiled.get(file);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.code;
    const { ts, options } = loadCompiler();
    const { outputText } = ts.transpileModule(await fs.promises.readFile(file, "utf8"), { compilerOptions: options, fileName: file });
    compiled.set(file, { mtimeMs: stat.mtimeMs, code: outputText });
    return outputText;
  }
  return undefined;
}
