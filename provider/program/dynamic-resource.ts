// The dynamic face's resource classes register through this base instead of Pulumi's
// `dynamic.Resource`. That one stores the provider by running Pulumi's closure serializer, which
// requires every built-in module of Node to recognise module values, `node:sqlite` among them:
// on the Node versions where that module is experimental, every run of a program printed
// `ExperimentalWarning: SQLite is an experimental feature`. The provider needs no serializing: each kind's shim is a module of this package
// (shim.ts), so what Pulumi stores is one line that requires it by package name, which the dynamic
// provider host resolves from the program's folder when it runs.
import * as pulumi from "@pulumi/pulumi";

/** The input under which Pulumi's dynamic provider host finds the provider, in inputs and state. */
export const providerKey = "__provider";

/** The provider Pulumi's dynamic provider host runs (`require(text).handler()`): the shim at `shimPath` under `pulumi-support-platform/shim/`. */
export function serializedShim(shimPath: string): string {
  return `exports.handler = () => require(${JSON.stringify(`pulumi-support-platform/shim/${shimPath}`)});\n`;
}

export abstract class DynamicResource extends pulumi.CustomResource {
  /**
   * `type`: the token Pulumi records (`pulumi-nodejs:dynamic/supportplatform:Role`, the alias of the
   * native face's type); `shimPath`: the kind's shim under the package's `shim/` (`roles/role`).
   */
  protected constructor(type: string, shimPath: string, name: string, props: pulumi.Inputs, opts?: pulumi.CustomResourceOptions) {
    super(type, name, { ...props, [providerKey]: serializedShim(shimPath) }, opts);
  }
}
