// The policy pack that `pulumi preview --policy-pack <this package>/policy` runs (policy/PulumiPolicy.yaml).
import { PolicyPack } from "@pulumi/policy";
import { supportPlatformPolicies } from "./policies";

new PolicyPack("support-platform", { policies: supportPlatformPolicies });
