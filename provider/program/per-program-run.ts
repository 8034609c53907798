// State that program-side code (resource constructors, data sources) keeps for one run of a Pulumi
// program. A module-level variable would outlive the run: an Automation API process runs inline
// programs again and again, for one stack or several, and must not see the previous run's claims or
// the previous stack's configuration.
import * as pulumi from "@pulumi/pulumi";

/** Stands for the run when code is called outside any Pulumi program (plain scripts, unit tests). */
const outsideAnyRun = {};

/** A function that returns the current run's value, made by `create` on first use in that run. */
export function perProgramRun<T>(create: () => T): () => T {
  // Each run has its own root Stack resource, so it keys the run; a finished run's value goes with it.
  const values = new WeakMap<object, T>();
  return () => {
    const run: object = pulumi.runtime.getStackResource() ?? outsideAnyRun;
    let value = values.get(run);
    if (value === undefined) {
      value = create();
      values.set(run, value);
    }
    return value;
  };
}
