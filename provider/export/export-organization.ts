// An export, end to end but for the file system: reads the organization, declares every object it
// can manage, and answers the project's files and a count of what it holds. Any failure (a request,
// an object no declaration can reproduce) fails the whole export before a file is written.
import type { PlatformApi } from "../core/platform-api";
import { type ResourceKind, resourceDefinitions } from "../resource-definitions";
import { declaredInputs } from "./declarations";
import { type Face, renderProgram } from "./program";
import { type Declaration, labelOf, programModel, type Skipped } from "./program-model";
import { type ReadProgress, readOrganization, type Team } from "./read-organization";
import { packageManifest } from "../core/package-files";
import type { SecretValue } from "./secret-config";
import { yamlInexpressible } from "./yaml-literal";
import { renderYamlProgram } from "./yaml-program";

/** The language of the exported program. */
export type Language = "typescript" | "yaml";

export interface ExportOptions {
  /** The Pulumi project's name. */
  projectName: string;
  retainOnDelete: boolean;
  /** The face of the program's resources; a YAML program's are always the native plugin's. */
  face: Face;
  language: Language;
  /** The project's dependency on this package (package-source.ts); its exact version by default. */
  packageSource?: string;
}

export interface ExportResult {
  /** The project's files by name. */
  files: Record<string, string>;
  /** How many objects of each kind were declared. */
  counts: Record<ResourceKind, number>;
  skipped: Skipped[];
  /** Values moved into the stack's secret config, to be set before the project is written. */
  secrets: SecretValue[];
}

export async function exportOrganization(api: PlatformApi, options: ExportOptions, progress: ReadProgress): Promise<ExportResult> {
  const organization = await readOrganization(api, progress);
  const declarations: Declaration[] = [];
  const skipped: Skipped[] = [];
  for (const { kind, listed } of organization.objects) {
    for (const object of listed) {
      if (object.unmanageable !== undefined) {
        skipped.push({ kind, id: object.id, label: labelOf(kind, object.state, organization.teams), reason: object.unmanageable });
      } else {
        declarations.push({
          kind,
          listed: object,
          // Only the dynamic face adopts by input; the native plugin's resources are imported by id.
          inputs: declaredInputs(kind, resourceDefinitions[kind], object, options.face === "dynamic"),
        });
      }
    }
  }
  const written = writeProgram(organization.teams, declarations, skipped, options);
  const counts = Object.fromEntries(
    organization.objects.map(({ kind }) => [kind, written.declared.filter((declaration) => declaration.kind === kind).length]),
  ) as Record<ResourceKind, number>;
  return { files: written.files, counts, skipped: written.skipped, secrets: written.secrets };
}

/**
 * The project's files declaring `declarations` in the options' language, with what they leave out:
 * `skipped`, and in YAML each object Pulumi YAML cannot hold as data (yaml-literal.ts).
 */
export function writeProgram(
  teams: readonly Team[],
  declarations: readonly Declaration[],
  skipped: readonly Skipped[],
  options: ExportOptions,
): { files: Record<string, string>; declared: Declaration[]; skipped: Skipped[]; secrets: SecretValue[] } {
  if (options.language === "yaml") {
    const declared: Declaration[] = [];
    const leftOut = [...skipped];
    for (const declaration of declarations) {
      const reason = yamlInexpressible(declaration.inputs);
      if (reason === undefined) declared.push(declaration);
      else {
        const { kind, listed } = declaration;
        leftOut.push({ kind, id: listed.id, label: labelOf(kind, listed.state, teams), reason });
      }
    }
    const model = programModel(teams, declared, leftOut);
    return { files: yamlProjectFiles(options, renderYamlProgram(model, options)), declared, skipped: leftOut, secrets: model.secrets };
  }
  const { program, resources, secrets } = renderProgram(teams, declarations, skipped, options);
  const files = projectFiles(options, program);
  // The import file of `pulumi import --file`: every declared resource by type, name and id.
  if (options.face === "native") files["import.json"] = `${JSON.stringify({ resources }, null, 2)}\n`;
  return { files, declared: [...declarations], skipped: [...skipped], secrets };
}

/** Pulumi.yaml's lines naming the native plugin, from the package installed in the project's node_modules. */
function pluginSection(packageName: string): string[] {
  return ["plugins:", "  providers:", "    - name: supportplatform", `      path: ./node_modules/${packageName}/bin`];
}

/** The project's package.json: the package (whose plugin the project runs) and its peer, the Pulumi SDK. */
function packageJson(options: ExportOptions, devDependencies?: Record<string, string>): string {
  const manifest = packageManifest();
  const dependencies = {
    "@pulumi/pulumi": manifest.peerDependencies["@pulumi/pulumi"],
    [manifest.name]: options.packageSource ?? manifest.version,
  };
  return `${JSON.stringify({ name: options.projectName, private: true, dependencies, ...(devDependencies && { devDependencies }) }, null, 2)}\n`;
}

/** A `runtime: yaml` project: its program is Pulumi.yaml itself; package.json only installs the plugin. */
function yamlProjectFiles(options: ExportOptions, program: string): Record<string, string> {
  const manifest = packageManifest();
  const pulumiYaml = [
    "# Exported from the support platform by `pulumi-support-platform export --language yaml`. Each",
    "# resource imports its existing object (the import option), so the first `pulumi up` takes the",
    "# organization over without changing it; edit this file to change the organization.",
    `name: ${options.projectName}`,
    `description: The support platform organization, exported by ${manifest.name} ${manifest.version}.`,
    "runtime: yaml",
    // The native plugin, from the installed package (`npm install` puts it there).
    ...pluginSection(manifest.name),
  ].join("\n");
  return { "Pulumi.yaml": `${pulumiYaml}\n${program}`, "package.json": packageJson(options), ".gitignore": "/node_modules/\n" };
}

function projectFiles(options: ExportOptions, program: string): Record<string, string> {
  const manifest = packageManifest();
  const pulumiYaml = [
    `name: ${options.projectName}`,
    `description: The support platform organization, exported by ${manifest.name} ${manifest.version}.`,
    "runtime:",
    "  name: nodejs",
    "  options:",
    "    typescript: true",
    "main: index.ts",
    // The native plugin, from the installed package.
    ...(options.face === "native" ? pluginSection(manifest.name) : []),
    "",
  ].join("\n");
  return {
    "Pulumi.yaml": pulumiYaml,
    // Pulumi compiles the program with the project's TypeScript; without one it falls back to a
    // bundled TypeScript too old for this package's declarations.
    "package.json": packageJson(options, { typescript: manifest.devDependencies.typescript }),
    ".gitignore": "/node_modules/\n",
    "index.ts": program,
  };
}
