// Runs the pack's policies as the policy engine does, on resources written as a test states them:
// each resource of either face, with the stack resources its properties refer to.
import type { PolicyResource, ResourceValidationArgs, ResourceValidationPolicy, StackValidationPolicy } from "@pulumi/policy";

export type Face = "native" | "dynamic" | "generic dynamic";
export const faces: readonly Face[] = ["native", "dynamic", "generic dynamic"];

const shimFiles: Record<string, string> = {
  Team: "teams/team",
  TeamMember: "team-members/team-member",
  Role: "roles/role",
  CsatRule: "csat/csat-rule",
  WebhookApp: "webhook-apps/webhook-app",
  TeamRoutingRule: "team-routing-rules/team-routing-rule",
  TeamConfiguration: "team-configurations/team-configuration",
  TicketStatus: "ticket-statuses/ticket-status",
};

export interface TestResource {
  kind: string;
  name: string;
  props: Record<string, unknown>;
  /** The stack's resources each property refers to (a rule's `teamId`: its team). */
  refersTo?: Record<string, TestResource[]>;
}

export const resource = (
  kind: string,
  name: string,
  props: Record<string, unknown>,
  refersTo?: Record<string, TestResource[]>,
): TestResource => ({
  kind,
  name,
  props,
  ...(refersTo !== undefined && { refersTo }),
});

/** The resource as the engine shows it on `face`. */
export function asPolicyResource(test: TestResource, face: Face): PolicyResource {
  const type =
    face === "native"
      ? `supportplatform:index:${test.kind}`
      : face === "dynamic"
        ? `pulumi-nodejs:dynamic/supportplatform:${test.kind}`
        : "pulumi-nodejs:dynamic:Resource";
  // The program's properties as they are (descriptors included: a value unknown in a preview throws when read).
  const props =
    face === "native"
      ? test.props
      : Object.defineProperties(
          { __provider: `exports.handler = () => require("pulumi-support-platform/shim/${shimFiles[test.kind]}");\n` },
          Object.getOwnPropertyDescriptors(test.props),
        );
  const propertyDependencies = Object.fromEntries(
    Object.entries(test.refersTo ?? {}).map(([property, targets]) => [property, targets.map((target) => asPolicyResource(target, face))]),
  );
  return {
    type,
    props,
    urn: `urn:pulumi:dev::test::${type}::${test.name}`,
    name: test.name,
    opts: {} as PolicyResource["opts"],
    dependencies: Object.values(propertyDependencies).flat(),
    propertyDependencies,
    isType: () => false,
    asType: () => undefined,
  } as PolicyResource;
}

/** What `policy` reports over `resources` (each one alone, or the stack) with the stack's policy `config`. */
export function violations(
  policy: ResourceValidationPolicy | StackValidationPolicy,
  resources: readonly TestResource[],
  config: object = {},
  face: Face = "native",
): string[] {
  const reported: string[] = [];
  const report = (message: string) => {
    reported.push(message);
  };
  const shown = resources.map((test) => asPolicyResource(test, face));
  const common = { getConfig: <T>() => config as T, stackTags: new Map<string, string>(), notApplicable: () => undefined as never };
  if ("validateStack" in policy) {
    void policy.validateStack({ ...common, resources: shown }, report);
  } else {
    const validate = policy.validateResource;
    for (const each of shown) {
      for (const check of Array.isArray(validate) ? validate : validate === undefined ? [] : [validate])
        void check({ ...common, ...each } as unknown as ResourceValidationArgs, report);
    }
  }
  return reported;
}
