// The exported YAML program, Pulumi.yaml's `config`, `variables` and `resources`, written from the
// program's model (program-model.ts): every resource takes its object over with the `import`
// resource option (the native plugin reads it; the first `up` writes nothing) and, unless told
// otherwise, `retainOnDelete`. A YAML program's keys share one namespace, so a resource whose name
// another kind's resource holds already gets its own key and keeps its name (`name:`).
import { UniqueNames } from "./names";
import { leftOutText, type ProgramModel } from "./program-model";
import type { Reference } from "./reference";
import { inertText } from "./source-text";
import { yamlBlock, yamlKey, yamlString } from "./yaml-literal";

export function renderYamlProgram(model: ProgramModel, options: { retainOnDelete: boolean }): string {
  const keys = new UniqueNames();
  for (const { key } of model.secrets) keys.take(key);
  for (const constant of model.teamConstants) keys.take(constant.name);
  const keyOf = new Map<string, string>();
  for (const section of model.sections)
    for (const resource of section.resources) keyOf.set(`${resource.kind} ${resource.id}`, keys.take(resource.name));
  const interpolation = (reference: Reference): string => {
    const to = reference.to;
    if ("team" in to) return `\${${keyOf.get(`Team ${to.team}`)}.id}`;
    if ("rule" in to) return `\${${keyOf.get(`CsatRule ${to.rule}`)}.id}`;
    if ("relationshipType" in to) return `\${${keyOf.get(`AccountRelationshipType ${to.relationshipType}`)}.id}`;
    return `\${${"constant" in to ? to.constant : to.secret}}`;
  };

  const lines: string[] = [];
  if (model.secrets.length > 0) {
    lines.push(
      "",
      "# Values that look like credentials (a token in a URL, text under a key named like a secret) are the stack's secret config, never this file's.",
      "config:",
    );
    for (const { key } of model.secrets) lines.push(`  ${yamlKey(key)}:`, "    type: string", "    secret: true");
  }
  if (model.teamConstants.length > 0) {
    lines.push("", "variables:", "  # Teams, by id.");
    for (const constant of model.teamConstants)
      lines.push(`  ${yamlKey(constant.name)}: ${yamlString(constant.id)} # ${inertText(constant.teamName)}`);
  }
  lines.push("", "resources:");
  for (const section of model.sections) {
    if (lines.at(-1) !== "resources:") lines.push("");
    lines.push(`  # ${section.heading}.`);
    for (const object of section.leftOut) lines.push(`  # Left out: ${leftOutText(object)}.`);
    for (const resource of section.resources) {
      const key = keyOf.get(`${resource.kind} ${resource.id}`)!;
      lines.push(`  ${yamlKey(key)}:`);
      if (key !== resource.name) lines.push(`    name: ${yamlString(resource.name)}`);
      lines.push(`    type: supportplatform:index:${resource.kind}`);
      const properties = yamlBlock(resource.inputs, interpolation, "      ");
      lines.push(...(typeof properties === "string" ? [`    properties: ${properties}`] : ["    properties:", ...properties]));
      lines.push("    options:", `      import: ${yamlString(resource.id)}`);
      if (options.retainOnDelete) lines.push("      retainOnDelete: true");
    }
  }
  return `${lines.join("\n")}\n`;
}
