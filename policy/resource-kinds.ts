// Which of the support platform's resources a resource the policy engine shows is, on either face:
// the native plugin's `supportplatform:index:<Kind>`, the dynamic face's
// `pulumi-nodejs:dynamic/supportplatform:<Kind>` (DynamicResource registers that alias of the native
// type), or Pulumi's generic `pulumi-nodejs:dynamic:Resource` whose `__provider` requires one of the
// package's shims (`pulumi-support-platform/shim/<folder>/<kind-file>`, the kind in kebab case).
// No list of kinds: a kind the provider adds later is recognised as it lands.
import { configNamespace } from "../provider/config/provider-config";
import { providerKey } from "../provider/program/dynamic-resource";

const nativePrefix = `${configNamespace}:index:`;
const dynamicPrefix = `pulumi-nodejs:dynamic/${configNamespace}:`;
const genericDynamicType = "pulumi-nodejs:dynamic:Resource";
/** The last segment of the shim path a serialized provider requires: the kind's file name. */
const requiredShim = /require\("pulumi-support-platform\/shim\/(?:[a-z0-9-]+\/)*([a-z0-9-]+)"\)/;

const pascalCase = (kebab: string) => kebab.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The kind (`Role`, `CsatRule`, …) of a resource of either face, or undefined for any other resource. */
export function kindOf(type: string, props: Record<string, unknown>): string | undefined {
  if (type.startsWith(nativePrefix)) return type.slice(nativePrefix.length);
  if (type.startsWith(dynamicPrefix)) return type.slice(dynamicPrefix.length);
  if (type !== genericDynamicType) return undefined;
  const provider = props[providerKey];
  const shim = typeof provider === "string" ? requiredShim.exec(provider) : null;
  return shim === null ? undefined : pascalCase(shim[1]!);
}
