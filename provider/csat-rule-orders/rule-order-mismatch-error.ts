// The platform refuses a reorder that does not name exactly the team's rules. This error names the
// rules the team has that the order leaves out, and those it names that the team does not have,
// from the team's rules as the platform lists them, and says how to get out of it.
import { SupportPlatformError } from "../core/errors";
import type { ApiError } from "../http/errors";

export class RuleOrderMismatchError extends SupportPlatformError {
  constructor(
    readonly teamId: string,
    readonly missing: readonly string[],
    readonly unknown: readonly string[],
    readonly cause: ApiError,
  ) {
    const problems = [
      missing.length > 0 && `the team has rules that ruleIds leaves out: ${missing.join(", ")} (add them to ruleIds, or delete them)`,
      unknown.length > 0 && `ruleIds names rules that are not the team's: ${unknown.join(", ")} (deleted, or of another team)`,
    ].filter((problem) => problem !== false);
    super(
      "ERR_RULE_ORDER_MISMATCH",
      `cannot order the CSAT rules of team ${teamId}: ${problems.length > 0 ? problems.join("; ") : cause.message}. A CsatRuleOrder names every rule of its team, each once`,
    );
  }
}
