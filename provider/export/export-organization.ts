// An export, end to end but for the file system: reads the organization, declares every object it
// can manage, and answers the project's files and a count of what it holds. Any failure (a request,
// an object no declaration can reproduce) fails the whole export before a file is written.
import type { PlatformApi } from "../core/platform-api";
import { type ResourceKind, resourceDefinitions } from "../resource-definitions";
import { declaredInputs } from "./declarations";
import { type Declaration, type Face, labelOf, renderProgram, type Skipped } from "./program";
import { type ReadProgress, readOrganization } from "./read-organization";
import { packageManifest } from "../core/package-files";
import type { SecretValue } from "./secret-config";

export interface ExportOptions {
  /** The Pulumi project's name. */
  projectName: string;
  retainOnDelete: boolean;
  face: Face;
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
          inputs: declaredInputs(kind, resourceDefinitions[kind], object, options.face === "dynamic"),
        });
      }
    }
  }
  const counts = Object.fromEntries(
    organization.objects.map(({ kind }) => [kind, declarations.filter((declaration) => declaration.kind === kind).length]),
  ) as Record<ResourceKind, number>;
  const { program, resources, secrets } = renderProgram(organization.teams, declarations, skipped, options);
  const files = projectFiles(options, program);
  // The import file of `pulumi import --file`: every declared resource by type, name and id.
  if (options.face === "native") files["import.json"] = `${JSON.stringify({ resources }, null, 2)}\n`;
  return { files, counts, skipped, secrets };
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
    ...(options.face === "native"
      ? ["plugins:", "  providers:", `    - name: supportplatform`, `      path: ./node_modules/${manifest.name}/bin`]
      : []),
    "",
  ].join("\n");
  const packageJson = {
    name: options.projectName,
    private: true,
    dependencies: {
      "@pulumi/pulumi": manifest.peerDependencies["@pulumi/pulumi"],
      [manifest.name]: options.packageSource ?? manifest.version,
    },
    // Pulumi compiles the program with the project's TypeScript; without one it falls back to a
    // bundled TypeScript too old for this package's declarations.
    devDependencies: { typescript: manifest.devDependencies.typescript },
  };
  return {
    "Pulumi.yaml": pulumiYaml,
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    ".gitignore": "/node_modules/\n",
    "index.ts": program,
  };
}
