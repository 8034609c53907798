// The issue's fault mix as emulator fault rules. The emulator applies the first matching rule that
// fires, each rule drawing its own probability, so a rule's probability is its share of what the
// rules before it left over: that way each effect hits its stated share of all requests.
import type { FaultRuleRequest, RequestLogEntry } from "../../emulator";

export interface FaultMix {
  /** Shares of all requests, each answered or dropped this way. */
  status503: number;
  status500: number;
  reset: number;
  commitThenDrop: number;
  /** Added to every request, whatever else happens to it. */
  latencyMs: [number, number];
}

/** 20% 503, 10% 500, 5% connection resets, 5% commit-then-drop, 0 to 200 ms on every request. */
export const issueFaultMix: FaultMix = { status503: 0.2, status500: 0.1, reset: 0.05, commitThenDrop: 0.05, latencyMs: [0, 200] };

/** Rules for every endpoint of every host, in the order the emulator must try them. */
export function faultRules(mix: FaultMix): FaultRuleRequest[] {
  const effects: [number, Omit<FaultRuleRequest, "path">][] = [
    [mix.status503, { status: 503 }],
    [mix.status500, { status: 500 }],
    [mix.reset, { reset: true }],
    [mix.commitThenDrop, { commitThenDrop: true }],
  ];
  let left = 1;
  const rules: FaultRuleRequest[] = [];
  for (const [share, effect] of effects) {
    rules.push({ path: "*", ...effect, probability: share / left, latencyMs: mix.latencyMs });
    left -= share;
  }
  rules.push({ path: "*", latencyMs: mix.latencyMs });
  return rules;
}

export interface InjectedFaults {
  status503: number;
  status500: number;
  reset: number;
  commitThenDrop: number;
}

/** Counts the faults the emulator's request log shows, by kind. */
export function countInjectedFaults(requests: RequestLogEntry[]): InjectedFaults {
  const counts: InjectedFaults = { status503: 0, status500: 0, reset: 0, commitThenDrop: 0 };
  for (const { fault, status } of requests) {
    if (fault?.effect === "status" && status === 503) counts.status503++;
    else if (fault?.effect === "status" && status === 500) counts.status500++;
    else if (fault?.effect === "reset") counts.reset++;
    else if (fault?.effect === "commitThenDrop") counts.commitThenDrop++;
  }
  return counts;
}
