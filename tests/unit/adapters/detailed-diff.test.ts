import { detailedDiff } from "../../../provider/adapters/detailed-diff";

describe("detailedDiff", () => {
  it("names an element added to a sorted set as one ADD, not a shift of the elements after it", () => {
    const old = [{ resource: "tickets", actions: ["assign", "view"] }];
    const next = [{ resource: "tickets", actions: ["assign", "comment", "view"] }];
    expect(detailedDiff(["permissions"], old, next)).toEqual({ "permissions[0].actions[1]": "add" });
    expect(detailedDiff(["permissions"], next, old)).toEqual({ "permissions[0].actions[1]": "delete" });
  });

  it("walks objects key by key, and compares lists of objects by position", () => {
    expect(detailedDiff(["triggerConfig"], { delayMinutes: 5, triggerType: "always" }, { delayMinutes: 10, randomPercentage: 50 })).toEqual({
      "triggerConfig.delayMinutes": "update",
      "triggerConfig.randomPercentage": "add",
      "triggerConfig.triggerType": "delete",
    });
    expect(detailedDiff(["items"], [{ a: 1 }], [{ a: 1 }, { a: 2 }])).toEqual({ "items[1]": "add" });
  });

  it("quotes keys that are not plain names, and names a whole value added or removed", () => {
    expect(detailedDiff(["conditions"], { "team.id": "T1" }, { "team.id": "T2" })).toEqual({ 'conditions["team.id"]': "update" });
    expect(detailedDiff(["description"], undefined, "x")).toEqual({ description: "add" });
    expect(detailedDiff(["description"], "x", undefined)).toEqual({ description: "delete" });
    expect(detailedDiff(["name"], "a", "a")).toEqual({});
  });
});
