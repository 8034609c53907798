// Pulumi programs the benchmarks deploy, generated so that one scenario can ask for any size.

/** The inputs of role `i`: the control stack declares the very same ones. */
const roleArgs = (tag: string) => `{
    name: "${tag} role " + i,
    description: "Benchmark role " + i,
    permissions: [{ resource: "tickets", actions: ["view", "update"] }, { resource: "comments", actions: ["comment"] }],
  }`;

/** `count` roles, each with a distinct name; `tag` keeps two stacks' names apart. */
export function rolesProgram(count: number, tag = "bench"): string {
  return `
import * as sp from "pulumi-support-platform";
for (let i = 0; i < ${count}; i++) {
  new sp.Role("${tag}-role-" + i, ${roleArgs(tag)});
}`;
}

/**
 * The control: `count` dynamic resources with the same inputs as rolesProgram's, whose provider
 * does nothing. What the engine spends on such a stack is not the provider's cost; the ratio of
 * the two is.
 */
export function noOpProgram(count: number, tag = "bench"): string {
  return `
import * as pulumi from "@pulumi/pulumi";
const noOp: pulumi.dynamic.ResourceProvider = {
  async create(inputs) { return { id: inputs.name, outs: inputs }; },
};
class NoOp extends pulumi.dynamic.Resource {
  constructor(name: string, args: Record<string, unknown>) { super(noOp, name, args, {}); }
}
for (let i = 0; i < ${count}; i++) {
  new NoOp("${tag}-noop-" + i, ${roleArgs(tag)});
}`;
}
