import * as fs from "node:fs";
import * as path from "node:path";
import { APP_FOLDER, EMULATOR_FOLDER, sourceAsset, vendorFile } from "../../../../emulator/console/files";

test("finds the console's own folder in the checkout", () => {
  expect(fs.existsSync(path.join(APP_FOLDER, "main.tsx"))).toBe(true);
  expect(APP_FOLDER).toBe(path.join(EMULATOR_FOLDER, "console", "app"));
});

test("names the console's modules and sheet, and the one shared module, by their source paths", () => {
  expect(sourceAsset("console/app/main.js")).toEqual({ file: path.join(APP_FOLDER, "main"), type: "js" });
  expect(sourceAsset("console/app/console.css")).toEqual({ file: path.join(APP_FOLDER, "console"), type: "css" });
  expect(sourceAsset("controls/client.js")).toEqual({ file: path.join(EMULATOR_FOLDER, "controls", "client"), type: "js" });
});

test("names nothing else", () => {
  for (const name of [
    "controls/client.css",
    "controls/faults.js",
    "store/seed.js",
    "console/page.js",
    "console/app/tsconfig.json",
    "console/app/main.tsx",
    "console/app/../../store/seed.js",
    "console/app/..%2fpage.js",
    "console/app/sub/main.js",
    "/etc/passwd.js",
    "console/app/Main.js",
  ]) {
    expect([name, sourceAsset(name)]).toEqual([name, undefined]);
  }
});

test("serves Preact's modules through the package's exports, and no other file", () => {
  expect(vendorFile("preact.mjs")).toBe(require.resolve("preact"));
  expect(vendorFile("hooks.mjs")).toBe(require.resolve("preact/hooks"));
  expect(vendorFile("package.json")).toBeUndefined();
});
