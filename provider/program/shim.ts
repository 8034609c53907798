// The provider that Pulumi serializes into every resource's state holds no implementation: when it
// runs, it loads the implementation from the package installed where the program runs. So all
// resources of a deployment share one HTTP client, one rate-limit budget and one token cache, and
// an upgraded package is what `refresh` and `destroy` run, not a copy frozen in state. It captures
// nothing but the resource kind, so no credential can reach the state through it.
//
// Each kind's shim is the whole export of its own module (e.g. roles/role-shim.ts), published as
// `pulumi-support-platform/shim/<folder>/<kind>`. Pulumi serializes a value that is a module
// export from node_modules as a `require` of that module: about 300 bytes of state. Where the
// package is linked rather than installed, the shim is serialized by value (about 2 KB) and still
// loads the implementation by package name. States keep these paths: a shim that moves keeps its
// old path as an exact entry of package.json's exports (CsatRule's `shim/csat/csat-rule`, whose
// folder is now csat-rules/), which Pulumi also prefers when it serializes the moved module.
import type * as dynamic from "@pulumi/pulumi/dynamic";

export function providerShim(kind: string): dynamic.ResourceProvider {
  // By package name: the dynamic provider process resolves it from the program's folder.
  const load = () => require("pulumi-support-platform/runtime").providerFor(kind);
  return {
    configure: (request) => load().configure(request),
    check: (olds, news) => load().check(olds, news),
    diff: (id, olds, news) => load().diff(id, olds, news),
    create: (inputs) => load().create(inputs),
    read: (id, props) => load().read(id, props),
    update: (id, olds, news) => load().update(id, olds, news),
    delete: (id, props) => load().delete(id, props),
  };
}
