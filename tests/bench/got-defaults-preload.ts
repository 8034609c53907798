// Preloaded (NODE_OPTIONS=--require) into the control stack's processes: the package's runtime,
// which the shims `require` by name, resolves to the control's runtime (got-defaults-runtime.ts).
// Nothing else changes, and nothing of it ships.
import Module = require("node:module");
import * as path from "node:path";

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;
const controlRuntime = path.join(__dirname, "got-defaults-runtime.js");

loader._resolveFilename = function (request, ...rest) {
  return request === "pulumi-support-platform/runtime" ? controlRuntime : resolve.call(this, request, ...rest);
};
