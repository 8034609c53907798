// The YAML writer prints the export's model as a Pulumi YAML program that reads back as the same
// data: each resource importing its object, team ids as references, secrets as secret config.
import { programModel } from "../../../provider/export/program-model";
import { yamlBlock } from "../../../provider/export/yaml-literal";
import { renderYamlProgram } from "../../../provider/export/yaml-program";

// js-yaml ships no type declarations.
const yaml = require("js-yaml") as { load(text: string): unknown };

interface YamlProgram {
  config?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  resources: Record<string, { name?: string; type: string; properties: Record<string, unknown>; options: Record<string, unknown> }>;
}

const teams = [
  { id: "T1", name: "Billing" },
  { id: "T2", name: "Technical Support" },
];

describe("renderYamlProgram", () => {
  it("declares every resource with the import option, team ids as references and secrets as secret config", () => {
    const declarations = [
      { kind: "Team" as const, listed: { id: "T1", state: { name: "Billing" } }, inputs: { name: "Billing" } },
      // A role named like the team: its key differs, its name does not.
      { kind: "Role" as const, listed: { id: "R1", state: { name: "Billing" } }, inputs: { name: "Billing", permissions: [] } },
      {
        kind: "WebhookApp" as const,
        listed: { id: "A1", state: { slug: "relay" } },
        inputs: { name: "Relay", slug: "relay", eventsUrl: "https://relay.example.test/hook?token=t0ken", teamIds: ["T1", "T2", "T9"] },
      },
    ];
    const skipped = [{ kind: "Role" as const, id: "R0", label: "Super Admin", reason: "a built-in system role" }];
    const model = programModel(teams, declarations, skipped);
    const text = renderYamlProgram(model, { retainOnDelete: true });
    expect(text).not.toContain("t0ken");
    expect(text).toContain('  # Left out: "Super Admin" (R0), a built-in system role.\n');
    expect(yaml.load(text)).toEqual({
      config: { "relay-events-url": { type: "string", secret: true } },
      variables: { TECHNICAL_SUPPORT: "T2" },
      resources: {
        billing: {
          type: "supportplatform:index:Team",
          properties: { name: "Billing" },
          options: { import: "T1", retainOnDelete: true },
        },
        "billing-2": {
          name: "billing",
          type: "supportplatform:index:Role",
          properties: { name: "Billing", permissions: [] },
          options: { import: "R1", retainOnDelete: true },
        },
        relay: {
          type: "supportplatform:index:WebhookApp",
          properties: {
            name: "Relay",
            slug: "relay",
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pulumi YAML interpolation, not a template
            eventsUrl: "${relay-events-url}",
            // biome-ignore lint/suspicious/noTemplateCurlyInString: Pulumi YAML interpolations, not templates
            teamIds: ["${billing.id}", "${TECHNICAL_SUPPORT}", "T9"],
          },
          options: { import: "A1", retainOnDelete: true },
        },
      },
    } satisfies YamlProgram);
    expect(renderYamlProgram(model, { retainOnDelete: false })).not.toContain("retainOnDelete");
  });

  it("writes strings YAML would read as other things, or Pulumi YAML as interpolations, so that they read back as written", () => {
    const data = {
      plain: "Escalation leads",
      unicode: "サポート窓口 (EMEA)",
      words: ["yes", "No", "null", "true", "~"],
      numbers: ["42", "1e3", "0x1F", ".5"],
      punctuation: ["a: b", "#hash", "- dash", "x # y", "trailing ", " leading", "[x]", "a, b", "'q'", '"dq"', "@at", "`tick`", "!tag"],
      multiline: "line one\nline two\u2028three",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pulumi YAML interpolation, not a template
      dollar: "costs $5 and ${not.a.reference}",
      empty: "",
      nested: [{ key: "region", value: "eu-west" }, { key: "verbose", value: false }, [1, [2]]],
      emptyObject: {},
      count: 3,
    };
    const lines = yamlBlock(data, () => "unused");
    const read = yaml.load((lines as string[]).join("\n")) as typeof data;
    // Pulumi YAML reads `$$` as one `$`.
    expect({ ...read, dollar: read.dollar.replace(/\$\$/g, "$") }).toEqual(data);
    expect(lines).toContain("plain: Escalation leads");
    expect(lines).toContain('dollar: "costs $$5 and $${not.a.reference}"');
  });
});
