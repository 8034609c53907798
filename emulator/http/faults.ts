// Fault injection: rules matched by host, method and path that add latency, answer an error status,
// reset the connection, or perform the operation and then drop the answer (commitThenDrop).
import { z } from "zod";
import type { FaultEffect, HostName } from "./request-log";

const latencySchema = z.union([z.int().min(0), z.tuple([z.int().min(0), z.int().min(0)])]);

export const faultRuleSchema = z
  .strictObject({
    method: z.string().min(1).optional(),
    /** A glob where `*` matches anything (`/v1/roles*`), or a regular expression starting with `^`. */
    path: z.string().min(1),
    host: z.enum(["base", "api", "apps", "sla", "workflows"]).optional(),
    status: z.int().min(400).max(599).optional(),
    probability: z.number().min(0).max(1).optional(),
    latencyMs: latencySchema.optional(),
    reset: z.boolean().optional(),
    commitThenDrop: z.boolean().optional(),
    /** Streaming search only: send this many page chunks, then an `{error}` chunk, then close. */
    failStreamAfter: z.int().min(0).optional(),
    times: z.int().min(1).optional(),
  })
  .refine((rule) => effectsOf(rule).length <= 1, {
    message: "conflicts: set at most one of status, reset, commitThenDrop, failStreamAfter",
    path: ["status"],
  })
  .refine((rule) => effectsOf(rule).length > 0 || rule.latencyMs !== undefined, {
    message: "is required when none of status, reset, commitThenDrop, failStreamAfter is set",
    path: ["latencyMs"],
  })
  .refine((rule) => !rule.path.startsWith("^") || isRegExp(rule.path), { message: "must be a valid regular expression", path: ["path"] });

export type FaultRuleInput = z.input<typeof faultRuleSchema>;
type FaultRuleSpec = z.output<typeof faultRuleSchema>;

export interface FaultRule extends FaultRuleSpec {
  id: string;
  /** How many times the rule has been applied so far. */
  applied: number;
}

export interface ActiveFault {
  rule: FaultRule;
  effect: FaultEffect;
  latencyMs: number;
}

interface EffectFields {
  status?: number | undefined;
  reset?: boolean | undefined;
  commitThenDrop?: boolean | undefined;
  failStreamAfter?: number | undefined;
}

function effectsOf(rule: EffectFields): FaultEffect[] {
  const effects: FaultEffect[] = [];
  if (rule.status !== undefined) effects.push("status");
  if (rule.reset) effects.push("reset");
  if (rule.commitThenDrop) effects.push("commitThenDrop");
  if (rule.failStreamAfter !== undefined) effects.push("failStream");
  return effects;
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export function pathPattern(path: string): RegExp {
  if (path.startsWith("^")) return new RegExp(path);
  const escaped = path.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}

export class FaultRegistry {
  private rules: { rule: FaultRule; pattern: RegExp }[] = [];
  private counter = 0;

  add(spec: FaultRuleSpec): FaultRule {
    const rule: FaultRule = { ...spec, id: `fault-${++this.counter}`, applied: 0 };
    this.rules.push({ rule, pattern: pathPattern(spec.path) });
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map(({ rule }) => ({ ...rule }));
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter(({ rule }) => rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule that matches and fires (probability, remaining times); it counts as applied. */
  take(host: HostName, method: string, path: string): ActiveFault | undefined {
    for (const { rule, pattern } of this.rules) {
      if (rule.host !== undefined && rule.host !== host) continue;
      if (rule.method !== undefined && rule.method !== "*" && rule.method.toUpperCase() !== method) continue;
      if (rule.times !== undefined && rule.applied >= rule.times) continue;
      if (!pattern.test(path)) continue;
      if (Math.random() >= (rule.probability ?? 1)) continue;
      rule.applied++;
      return { rule, effect: effectsOf(rule)[0] ?? "latency", latencyMs: pickLatency(rule.latencyMs) };
    }
    return undefined;
  }
}

function pickLatency(latency: FaultRuleSpec["latencyMs"]): number {
  if (latency === undefined) return 0;
  if (typeof latency === "number") return latency;
  const [low, high] = latency[0] <= latency[1] ? latency : [latency[1], latency[0]];
  return low + Math.floor(Math.random() * (high - low + 1));
}
