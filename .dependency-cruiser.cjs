// The import rules of the tree, checked by dependency-cruiser in `npm test` and `npm run test:unit`
// (`npm run lint:imports`); docs/source-layout.md describes the layers. Each layer of provider/, and
// each of emulator/, imports only the layers before it in its list, and no import cycle exists anywhere.

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
  { name: "http", path: "^provider/http/", holds: "the client, its rate limiter and retries, its own endpoints, HTTP errors" },
  {
    name: "program",
    path: "^provider/program/",
    holds: "what runs in the Pulumi program: the dynamic classes' options, shims, program-side reads",
  },
  {
    name: "resources",
    path: `${inResourceFolder}|^provider/(?:resource-definitions|resource-classes|list-functions|data-sources|endpoint-index)[.]ts$`,
    holds: "one folder per resource or data source, and the registries of them",
  },
  { name: "adapters", path: "^provider/adapters/", holds: "the faces: dynamic provider, native plugin" },
  { name: "export", path: "^provider/export/", holds: "the export and its command line" },
  { name: "package", path: "^provider/index[.]ts$", holds: "the package's entry" },
];

/** A rule for each layer but the last, named `layer-<prefix><name>`: it imports none of the layers after it. */
function layerRulesOf(ordered, prefix) {
  const order = ordered.map((layer) => layer.name).join(" ← ");
  return ordered.slice(0, -1).map((layer, index) => ({
    name: `layer-${prefix}${layer.name}`,
    severity: "error",
    comment: `${prefix}${layer.name} (${layer.holds}) imports only layers before it: ${order}`,
    from: { path: layer.path },
    to: {
      path: ordered
        .slice(index + 1)
        .map((above) => `(?:${above.path})`)
        .join("|"),
    },
  }));
}

/**
 * The layers of emulator/, lowest first: as the provider's, each imports only the ones before it
 * (type-only imports included), and files of a layer import each other freely.
 */
const emulatorLayers = [
  { name: "base", path: "^emulator/(?:errors|clock|subscribers)[.]ts$", holds: "error bodies, timestamps, change listeners" },
  { name: "store", path: "^emulator/store/", holds: "tables of any records, transactions, the data file" },
  {
    name: "http",
    path: "^emulator/(?:http|auth|rate-limit)/",
    holds: "what every request shares: the gate, authentication, rate limits, the request log, faults, error handling",
  },
  {
    name: "domains",
    path: "^emulator/domains/",
    holds: "the platform's objects: their records, routes and seed, the state's tables, the routes' context",
  },
  { name: "controls", path: "^emulator/(?:controls|console)/", holds: "the emulator's own routes and web console" },
  { name: "entry", path: "^emulator/(?:server|index|cli)[.]ts$", holds: "the listeners and the entry points" },
];

module.exports = {
  forbidden: [
    ...layerRulesOf(layers, ""),
    ...layerRulesOf(emulatorLayers, "emulator-"),
    {
      name: "emulator-layered",
      severity: "error",
      comment:
        "every file of emulator/ belongs to one of its layers: place a new one in a layer's folder, or name it in .dependency-cruiser.cjs",
      from: { path: "^emulator/", pathNot: emulatorLayers.map((layer) => `(?:${layer.path})`).join("|") },
      to: {},
    },
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
      name: "kinds-through-registries",
      severity: "error",
      comment:
        "a kind's definition and functions reach the rest of the package only through the registries (resource-definitions.ts, data-sources.ts): what serves or lists kinds takes them from there, so a new kind is one line",
      from: { path: "^provider/", pathNot: `${inResourceFolder}|^provider/(?:resource-definitions|data-sources)[.]ts$` },
      to: { path: `${inResourceFolder}(?:definition|functions)[.]ts$` },
    },
    {
      name: "domains-through-registry",
      severity: "error",
      comment:
        "an emulator domain's domain.ts is listed once, in emulator/domains/registry.ts: the listeners, the seed and the console take the domains from there",
      from: { path: "^emulator/", pathNot: "^emulator/domains/registry[.]ts$" },
      to: { path: "^emulator/domains/[^/]+/domain[.]ts$" },
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
