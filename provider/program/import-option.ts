// Pulumi's `import` resource option on the dynamic face's classes. The engine's import of a dynamic
// resource fails in its provider host before any provider code runs (it sends no properties, so no
// serialized provider: pulumi/pulumi issues 16175 and 3550). So the classes never pass the option
// on: they hand its id to the provider as an input under `importKey`, and creating the resource
// takes the object over as Pulumi's import does (importMatching in resource-rules.ts). Program-side:
// it loads nothing but types.
import type * as pulumi from "@pulumi/pulumi";

/** The input that carries the option's id; Pulumi neither shows nor compares inputs named `__…`. */
export const importKey = "__import";

/** The resource's inputs, with the `import` option's id among them when it is set. */
export function withImportInput<Inputs extends object>(inputs: Inputs, opts: pulumi.CustomResourceOptions | undefined): Inputs {
  return opts?.import === undefined ? inputs : { ...inputs, [importKey]: opts.import };
}

/** The options without `import`, which the engine would act on itself. */
export function withoutImportOption<Options extends pulumi.CustomResourceOptions>(opts: Options | undefined): Options | undefined {
  if (opts?.import === undefined) return opts;
  const { import: _, ...rest } = opts;
  return rest as Options;
}
