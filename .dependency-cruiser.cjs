// The import rules of the tree, checked by dependency-cruiser in `npm test` and `npm run test:unit`
// (`npm run lint:imports`); docs/source-layout.md describes the layers. Each layer of provider/
// imports only the layers before it in this list, and no import cycle exists anywhere.

const fs = require("node:fs");
const path = require("node:path");

/** The folders of provider/ that each hold one resource or data source, all alike: every folder with a definition.ts. */
const resourceFolders = fs
  .readdirSync(path.join(__dirname, "provider"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, "provider", entry.name, "definition.ts")))
  .map((entry) => entry.name);
const inResourceFolder = `^provider/(?:${resourceFolders.join("|")})/`;

/** The layers of provider/, lowest first. */
const layers = [
  { name: "core", path: "^provider/core/", holds: "the definitions' contract, the errors' base, the Endpoint type, schema parts" },
  { name: "config", path: "^provider/config/", holds: "the provider's settings" },
  { name: "http", path: "^provider/http/", holds: "the client, its rate limiter and retries, the endpoint table, HTTP errors" },
  {
    name: "program",
    path: "^provider/program/",
    holds: "what runs in the Pulumi program: the dynamic classes' options, shims, program-side reads",
  },
  {
    name: "resources",
    path: `${inResourceFolder}|^provider/(?:resource-definitions|resource-classes|list-functions|data-sources)[.]ts$`,
    holds: "one folder per resource or data source, and the registries of them",
  },
  { name: "adapters", path: "^provider/adapters/", holds: "the faces: dynamic provider, native plugin" },
  { name: "export", path: "^provider/export/", holds: "the export and its command line" },
  { name: "package", path: "^provider/index[.]ts$", holds: "the package's entry" },
];

const order = layers.map((layer) => layer.name).join(" ← ");

/** Imports from a layer to any layer after it. */
const layerRules = layers.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  severity: "error",
  comment: `${layer.name} (${layer.holds}) imports only layers before it: ${order}`,
  from: { path: layer.path },
  to: {
    path: layers
      .slice(index + 1)
      .map((above) => `(?:${above.path})`)
      .join("|"),
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "no-circular",
      severity: "error",
      comment: "an import cycle: split the shared part into a module both import",
      // Pulumi's generator writes the Node.js SDK's input and output types as modules that import each other.
      from: { pathNot: "^sdk/nodejs/" },
      to: { circular: true },
    },
    {
      name: "resource-folders-apart",
      severity: "error",
      comment: "a resource folder imports no other resource folder: what two resources share belongs in a layer below them",
      from: { path: `^provider/(${resourceFolders.join("|")})/` },
      to: { path: inResourceFolder, pathNot: "^provider/$1/" },
    },
    {
      name: "lower-layers-without-pulumi",
      severity: "error",
      comment: "core, config and http are face-neutral, loaded by the export too: they import no Pulumi SDK",
      from: { path: "^provider/(?:core|config|http)/" },
      to: { path: "^node_modules/@pulumi/" },
    },
    {
      name: "definitions-without-pulumi",
      severity: "error",
      comment:
        "a resource's schema and definition load in the native plugin and the export too: they import neither the Pulumi SDK nor program-side code",
      from: { path: `${inResourceFolder}(?:schema|definition)[.]ts$` },
      to: { path: "^provider/program/|^node_modules/@pulumi/" },
    },
    {
      name: "node-sdk-alone",
      severity: "error",
      comment:
        "the package's Node.js SDK (sdk/nodejs/, Pulumi's generator) loads nothing of the provider: programs that use it get the Pulumi SDK only",
      from: { path: "^sdk/nodejs/" },
      to: { path: "^(?:provider|emulator|scripts|tests)/" },
    },
    {
      name: "provider-alone",
      severity: "error",
      comment: "the package ships provider/ alone: it imports nothing from the policy pack, the emulator, the scripts or the tests",
      from: { path: "^provider/" },
      to: { path: "^(?:policy|emulator|scripts|tests)/" },
    },
    {
      name: "policy-reads-resources",
      severity: "error",
      comment:
        "the policy pack (policy/) judges declared resources and calls nothing: it reads the resources' plain facts (schemas, values, type tokens) and none of the layers that talk to the platform or serve Pulumi",
      from: { path: "^policy/" },
      to: { path: "^provider/(?:http|adapters|export|index[.]ts)|^(?:emulator|scripts|tests)/" },
    },
    {
      name: "emulator-alone",
      severity: "error",
      comment: "the emulator stands for the platform: it shares no code with the provider, so the tests judge one against the other",
      from: { path: "^emulator/" },
      to: { path: "^(?:provider|scripts|tests)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    exclude: { path: "^dist/" },
  },
};
