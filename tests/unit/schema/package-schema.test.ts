import * as fs from "node:fs";
import * as path from "node:path";
import { z } from "zod";
import { resourceDefinitions } from "../../../provider/resource-definitions";
import { packageSchema, schemaText } from "../../../scripts/schema/package-schema";
import { PulumiTypes, singular } from "../../../scripts/schema/pulumi-types";

const repoRoot = path.resolve(__dirname, "../../..");
const metadata = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" });

describe("schema.json", () => {
  it("is what `npm run schema` writes from the current zod schemas and settings", () => {
    const committed = fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8");
    // On failure: run `npm run schema` and commit schema.json.
    expect(committed).toBe(schemaText(packageSchema(metadata)));
  });

  it("describes every registered resource kind, with secrets and replacements marked", () => {
    const schema = packageSchema(metadata);
    expect(Object.keys(schema.resources).sort()).toEqual(
      Object.keys(resourceDefinitions)
        .map((kind) => `supportplatform:index:${kind}`)
        .sort(),
    );
    const app = schema.resources["supportplatform:index:WebhookApp"]!;
    expect(app.properties.clientSecret).toMatchObject({ type: "string", secret: true });
    expect(app.inputProperties.slug).toMatchObject({ willReplaceOnChanges: true });
    expect(app.aliases).toEqual([{ type: "pulumi-nodejs:dynamic/supportplatform:WebhookApp" }]);
    expect(schema.config.variables.apiKey).toMatchObject({ secret: true, defaultInfo: { environment: ["SUPPORT_PLATFORM_API_KEY"] } });
    expect(schema.config.defaults).toEqual(["apiKey", "baseUrl"]);
  });

  it("gives the provider resource the config variables as inputs, secrets secret, without their environment defaults", () => {
    const schema = packageSchema(metadata);
    expect(Object.keys(schema.provider.inputProperties)).toEqual(Object.keys(schema.config.variables));
    expect(schema.provider.inputProperties.apiKey).toEqual({
      type: "string",
      description: schema.config.variables.apiKey!.description,
      secret: true,
    });
    for (const input of Object.values(schema.provider.inputProperties)) expect(input).not.toHaveProperty("defaultInfo");
  });
});

describe("schema.json's functions", () => {
  const schema = packageSchema(metadata);
  /** The undescribed properties of an object spec, and of the object types it refers to, by path. */
  const undescribed = (
    spec: { properties?: Record<string, { description?: string; $ref?: string; items?: { $ref?: string } }> },
    at: string,
  ): string[] =>
    Object.entries(spec.properties ?? {}).flatMap(([name, property]) => {
      const ref = (property.$ref ?? property.items?.$ref)?.replace("#/types/", "");
      const type = ref === undefined ? undefined : (schema.types as Record<string, { properties?: Record<string, never> }>)[ref];
      return [...(property.description ? [] : [`${at}.${name}`]), ...(type?.properties ? undescribed(type, `${at}.${name}`) : [])];
    });

  it("describes every function, its arguments and every property of its result", () => {
    const missing = Object.entries(schema.functions).flatMap(([token, fn]) => {
      const outputs = fn.outputs as { properties?: Record<string, never>; items?: { $ref?: string } };
      const itemType = outputs.items?.$ref?.replace("#/types/", "");
      const result = itemType === undefined ? outputs : (schema.types as Record<string, { properties?: Record<string, never> }>)[itemType]!;
      return [...(fn.description ? [] : [token]), ...undescribed(fn.inputs, `${token}(args)`), ...undescribed(result, `${token}()`)];
    });
    expect(missing).toEqual([]);
  });

  it("names a list of a resource's objects apart from the resource: a type may not share its token", () => {
    expect(schema.functions["supportplatform:index:getTeams"]!.outputs).toEqual({
      type: "array",
      items: { $ref: "#/types/supportplatform:index:ListedTeam" },
    });
    for (const token of Object.keys(schema.types)) expect(schema.resources).not.toHaveProperty(token);
  });

  it("names each list of a resource's objects `Listed<kind>`, whatever the plural", () => {
    const kindListed = (token: string) => singular(token.replace("supportplatform:index:get", ""));
    const lists = Object.entries(schema.functions).filter(([token]) => kindListed(token) in resourceDefinitions);
    expect(lists.length).toBeGreaterThan(5);
    expect(lists.map(([token, fn]) => [token, (fn.outputs as { items?: { $ref?: string } }).items?.$ref])).toEqual(
      lists.map(([token]) => [token, `#/types/supportplatform:index:Listed${kindListed(token)}`]),
    );
    expect(["Permissions", "TicketStatuses", "SlaPolicies", "Classes", "Tags"].map(singular)).toEqual([
      "Permission",
      "TicketStatus",
      "SlaPolicy",
      "Class",
      "Tag",
    ]);
  });
});

describe("schema.json's package metadata", () => {
  it("names each language's package from package.json, the Go import path from its repository", () => {
    const schema = packageSchema({
      ...metadata,
      name: "pulumi-example-provider",
      repository: { url: "git+https://github.com/acme/pulumi-example-provider.git" },
    });
    expect(schema.repository).toBe("https://github.com/acme/pulumi-example-provider");
    // The plugin's release location: the repository's GitHub releases, as Pulumi's github:// source reads them.
    expect(schema.pluginDownloadURL).toBe("github://api.github.com/acme/pulumi-example-provider");
    expect(schema.language.go).toEqual({
      modulePath: "github.com/acme/pulumi-example-provider/sdk/go",
      importBasePath: "github.com/acme/pulumi-example-provider/sdk/go/supportplatform",
    });
    expect(schema.language.python.packageName).toBe("pulumi_example_provider");
    expect(schema.language.nodejs.packageName).toBe("pulumi-example-provider");
    expect(schema.meta).toEqual({ supportPack: true });
    expect(schema.publisher).toBe(metadata.author);
  });

  it("leaves the Go section out without a repository to derive its import path from", () => {
    const { repository: _repository, ...withoutRepository } = metadata;
    const schema = packageSchema(withoutRepository);
    expect(schema.language).not.toHaveProperty("go");
    expect(schema).not.toHaveProperty("repository");
    expect(schema).not.toHaveProperty("pluginDownloadURL");
  });

  it("names no download location for a repository that is not on GitHub (no release source to derive it from)", () => {
    const schema = packageSchema({ ...metadata, repository: { url: "git+https://git.example.com/acme/provider.git" } });
    expect(schema.repository).toBe("https://git.example.com/acme/provider");
    expect(schema).not.toHaveProperty("pluginDownloadURL");
  });
});

describe("PulumiTypes", () => {
  const types = () => new PulumiTypes("pkg");

  it("hoists nested objects and enums into named types, and shares identical ones", () => {
    const filter = z.object({ field: z.string(), mode: z.enum(["all", "any"]) });
    const catalog = types();
    const spec = catalog.properties(jsonSchema(z.object({ include: filter, exclude: filter.optional(), tags: z.array(filter) })), "Rule");
    expect(spec.properties).toEqual({
      include: { $ref: "#/types/pkg:index:RuleInclude" },
      exclude: { $ref: "#/types/pkg:index:RuleInclude" },
      tags: { type: "array", items: { $ref: "#/types/pkg:index:RuleInclude" } },
    });
    expect(spec.required).toEqual(["include", "tags"]);
    expect(catalog.types).toEqual({
      "pkg:index:RuleIncludeMode": { type: "string", enum: [{ value: "all" }, { value: "any" }] },
      "pkg:index:RuleInclude": {
        type: "object",
        properties: { field: { type: "string" }, mode: { $ref: "#/types/pkg:index:RuleIncludeMode" } },
        required: ["field", "mode"],
      },
    });
  });

  it("keeps descriptions and scalar defaults, and describes records and unknown values as maps of Any", () => {
    const spec = types().properties(
      jsonSchema(
        z.object({ size: z.int().default(3).describe("How many."), labels: z.record(z.string(), z.unknown()), extra: z.unknown() }),
      ),
      "Thing",
    );
    expect(spec.properties).toEqual({
      size: { type: "integer", description: "How many.", default: 3 },
      labels: { type: "object", additionalProperties: { $ref: "pulumi.json#/Any" } },
      extra: { $ref: "pulumi.json#/Any" },
    });
  });

  it("refuses what a Pulumi schema cannot express instead of describing it wrongly", () => {
    const refused = (shape: z.ZodRawShape) => () => types().properties(jsonSchema(z.object(shape)), "Thing");
    expect(refused({ either: z.union([z.string(), z.number()]) })).toThrow(/ThingEither: .* has no Pulumi schema form \(several types\)/);
    expect(refused({ either: z.union([z.string(), z.object({ id: z.string() })]) })).toThrow(
      /ThingEither: .* has no Pulumi schema form \(anyOf\)/,
    );
    expect(refused({ fixed: z.literal("x") })).toThrow(/ThingFixed/);
    expect(refused({ level: z.enum({ low: 1, high: 2 }) })).toThrow(/only string enums/);
  });
});
