import { detailedDiff } from "../../../provider/adapters/detailed-diff";

describe("detailedDiff", () => {
  it("names an element added to a sorted set as one ADD, not a shift of the elements after it", () => {
    const old = [{ resource: "tickets", actions: ["assign", "view"] }];
    const next = [{ resource: "tickets", actions: ["assign", "comment", "view"] }];
    expect(detailedDiff(["permissions"], old, next)).toEqual({ "permissions[0].actions[1]": "add" });
    expect(detailedDiff(["permissions"], next, old)).toEqual({ "permissions[0].actions[1]": "delete" });
  });

  it("walks objects key by key, and lists of objects element by element", () => {
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

describe("detailedDiff of a set where one element takes another's place", () => {
  it("names the index as one UPDATE, not an ADD hidden by a DELETE at the same path", () => {
    expect(detailedDiff(["actions"], ["assign", "view"], ["assign", "comment"])).toEqual({ "actions[1]": "update" });
    expect(detailedDiff(["actions"], ["assign", "view"], ["comment", "view"])).toEqual({ "actions[0]": "update" });
    expect(detailedDiff(["actions"], ["assign", "view"], ["comment", "update", "view"])).toEqual({ "actions[0]": "update", "actions[1]": "add" });
  });
});

describe("detailedDiff of a list of objects", () => {
  const tickets = { resource: "tickets", actions: ["view"] };
  const comments = { resource: "comments", actions: ["comment"] };
  const accounts = { resource: "accounts", actions: ["view"] };

  it("names an element removed from the middle or added at the front once, without shifting the others", () => {
    expect(detailedDiff(["permissions"], [tickets, comments, accounts], [tickets, accounts])).toEqual({ "permissions[1]": "delete" });
    expect(detailedDiff(["permissions"], [tickets, comments], [accounts, tickets, comments])).toEqual({ "permissions[0]": "add" });
  });

  it("names a change inside an element by its path", () => {
    const commentsToo = { ...comments, actions: ["comment", "view"] };
    expect(detailedDiff(["permissions"], [tickets, comments, accounts], [tickets, commentsToo, accounts])).toEqual({ "permissions[1].actions[1]": "add" });
  });

  it("addresses a DELETE by the old list's index and an ADD by the new one's", () => {
    expect(detailedDiff(["permissions"], [tickets, comments], [comments, accounts])).toEqual({ "permissions[0]": "delete", "permissions[1]": "add" });
  });
});
