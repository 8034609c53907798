import { projectOnto } from "../../../provider/core/project-onto";

describe("projectOnto", () => {
  it("keeps only the keys the user declared, at any depth", () => {
    const server = { triggerType: "always", randomPercentage: 50, triggerEvent: "ticket_resolved", delayMinutes: 0 };
    expect(projectOnto(server, { randomPercentage: 10 })).toEqual({ randomPercentage: 50 });
    expect(
      projectOnto(
        { ticket: { standardFields: [{ field: "priority", operator: "=", value: "high", extra: 1 }], customFields: [] } },
        { ticket: { standardFields: [{ field: "p", operator: "=", value: "x" }] } },
      ),
    ).toEqual({
      ticket: { standardFields: [{ field: "priority", operator: "=", value: "high" }] },
    });
  });

  it("keeps array items beyond the declared ones, since they are drift", () => {
    expect(
      projectOnto(
        [
          { a: 1, b: 2 },
          { a: 3, b: 4 },
        ],
        [{ a: 0 }],
      ),
    ).toEqual([{ a: 1 }, { a: 3, b: 4 }]);
  });

  it("leaves scalars, and values whose shape differs from the declaration, as they are", () => {
    expect(projectOnto("x", { a: 1 })).toBe("x");
    expect(projectOnto({ a: 1 }, "declared")).toEqual({ a: 1 });
    expect(projectOnto({ a: 1 }, { b: 2 })).toEqual({});
  });
});
