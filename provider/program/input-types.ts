// Resource argument types derived from the zod input schemas, so the schema is the one source of
// truth: every value, at any depth, may be a pulumi.Input.
import type * as pulumi from "@pulumi/pulumi";

export type DeepInput<T> =
  | (T extends readonly (infer Item)[] ? pulumi.Input<DeepInput<Item>[]> : never)
  | (T extends Record<string, unknown> ? pulumi.Input<{ [K in keyof T]: DeepInput<T[K]> }> : never)
  // Scalars stay one union: Input<true> | Input<false> would refuse an Output<boolean>, and
  // Input<"a"> | Input<"b"> an Output<"a" | "b">.
  | ScalarInput<Exclude<T, readonly unknown[] | Record<string, unknown>>>;

type ScalarInput<T> = [T] extends [never] ? never : pulumi.Input<T>;

/** The arguments object of a resource: its top-level properties are inputs, as are theirs. */
export type ArgsOf<T extends Record<string, unknown>> = { [K in keyof T]: DeepInput<T[K]> };
