import { FaultRegistry, faultRuleSchema, pathPattern } from "../../../../emulator/http/faults";

describe("fault path patterns", () => {
  test("a glob's * matches anything, everything else literally", () => {
    expect(pathPattern("/v1/roles*").test("/v1/roles/R1")).toBe(true);
    expect(pathPattern("/v1/roles*").test("/v1/role")).toBe(false);
    expect(pathPattern("/v1/roles").test("/v1/roles/x")).toBe(false);
    expect(pathPattern("/v1/*/type").test("/v1/tickets/type")).toBe(true);
    expect(pathPattern("/a.b").test("/aXb")).toBe(false);
  });

  test("a pattern starting with ^ is a regular expression", () => {
    expect(pathPattern("^/v1/csat/rules/[^/]+$").test("/v1/csat/rules/T1")).toBe(true);
    expect(pathPattern("^/v1/csat/rules/[^/]+$").test("/v1/csat/rules/T1/x")).toBe(false);
  });
});

describe("fault registry", () => {
  const rule = (input: object) => faultRuleSchema.parse(input);

  test("applies the first matching rule and honours times", () => {
    const registry = new FaultRegistry();
    registry.add(rule({ path: "/x", status: 500, times: 2 }));
    registry.add(rule({ path: "*", latencyMs: [5, 10] }));
    expect(registry.take("base", "GET", "/x")?.effect).toBe("status");
    expect(registry.take("base", "GET", "/x")?.effect).toBe("status");
    const fallback = registry.take("base", "GET", "/x");
    expect(fallback?.effect).toBe("latency");
    expect(fallback?.latencyMs).toBeGreaterThanOrEqual(5);
    expect(fallback?.latencyMs).toBeLessThanOrEqual(10);
    expect(registry.list()[0]!.applied).toBe(2);
  });

  test("method and host narrow a rule", () => {
    const registry = new FaultRegistry();
    registry.add(rule({ path: "*", method: "post", host: "apps", reset: true }));
    expect(registry.take("apps", "GET", "/apps/x")).toBeUndefined();
    expect(registry.take("base", "POST", "/apps/x")).toBeUndefined();
    expect(registry.take("apps", "POST", "/apps/x")?.effect).toBe("reset");
  });

  test("a rule needs one effect at most and a valid regular expression", () => {
    expect(faultRuleSchema.safeParse({ path: "/x", reset: true, commitThenDrop: true }).success).toBe(false);
    expect(faultRuleSchema.safeParse({ path: "^(", status: 500 }).success).toBe(false);
    expect(faultRuleSchema.safeParse({ path: "/x", probability: 2, status: 500 }).success).toBe(false);
  });
});
