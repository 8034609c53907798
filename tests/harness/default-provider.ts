// The default provider the engine makes for a package's resources, as the state records it: named
// after the version and download location the SDK asked for (Pulumi's ProviderRequest.DefaultName in
// pkg/resource/deploy/providers/provider.go: `default`, `_<major>_<minor>_<patch>`, then `_` and the
// URL as a QName, each character a name cannot hold made `_`).
import * as fs from "node:fs";
import * as path from "node:path";
import { repoRoot } from "./pulumi-stack";

/** What schema.json says the SDKs ask the engine for: the package's version and the plugin's download location. */
export const pluginRequest = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")) as {
  version: string;
  pluginDownloadURL: string;
};

export function defaultProviderName(version: string, downloadUrl?: string): string {
  const qname = (url: string) =>
    url
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => segment.replace(/[^A-Za-z0-9_.-]/g, "_"))
      .join("/");
  return `default_${version.replace(/\W/g, "_")}${downloadUrl === undefined ? "" : `_${qname(downloadUrl)}`}`;
}

export interface StateResource {
  urn: string;
  type: string;
  provider?: string;
  inputs?: Record<string, unknown>;
}

/** The stack's providers of this package, from `pulumi stack export`'s text. */
export function packageProviders(stateText: string): StateResource[] {
  const resources = (JSON.parse(stateText) as { deployment: { resources: StateResource[] } }).deployment.resources;
  return resources.filter((resource) => resource.type === "pulumi:providers:supportplatform");
}
