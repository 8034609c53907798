import { detailedDiff } from "../../../provider/adapters/detailed-diff";
import { roleInputs } from "../../../provider/roles/schema";

describe("detailedDiff of an unordered list (a role's actions)", () => {
  const permissions = roleInputs.shape.permissions;
  const diff = (old: string[], next: string[]) =>
    detailedDiff(["permissions"], [{ resource: "tickets", actions: old }], [{ resource: "tickets", actions: next }], permissions);

  it("names an element appended, prepended or inserted as one ADD at its index in the new list", () => {
    expect(diff(["view", "update"], ["view", "update", "assign"])).toEqual({ "permissions[0].actions[2]": "add" });
    expect(diff(["view", "update"], ["assign", "view", "update"])).toEqual({ "permissions[0].actions[0]": "add" });
    expect(diff(["view", "update"], ["view", "assign", "update"])).toEqual({ "permissions[0].actions[1]": "add" });
  });

  it("names an element removed as one DELETE at its index in the old list", () => {
    expect(diff(["view", "update", "assign"], ["view", "assign"])).toEqual({ "permissions[0].actions[1]": "delete" });
    expect(diff(["view", "update", "assign"], ["update", "assign"])).toEqual({ "permissions[0].actions[0]": "delete" });
  });

  it("names no change for a new order or a repeat", () => {
    expect(diff(["view", "update", "assign"], ["assign", "view", "update"])).toEqual({});
    expect(diff(["view", "update"], ["update", "view", "update"])).toEqual({});
  });

  it("names an element reordered and another added as that ADD alone", () => {
    expect(diff(["view", "update"], ["update", "view", "assign"])).toEqual({ "permissions[0].actions[2]": "add" });
  });

  it("names one element taking another's place at the same index as an UPDATE", () => {
    expect(diff(["view", "update"], ["view", "assign"])).toEqual({ "permissions[0].actions[1]": "update" });
  });

  it("aligns the permissions around a permission whose actions were only reordered", () => {
    const tickets = { resource: "tickets", actions: ["view", "update"] };
    const accounts = { resource: "accounts", actions: ["view"] };
    const next = [
      { ...tickets, actions: ["update", "view"] },
      { ...accounts, actions: ["view", "comment"] },
    ];
    expect(detailedDiff(["permissions"], [tickets, accounts], next, permissions)).toEqual({ "permissions[1].actions[1]": "add" });
  });
});

describe("detailedDiff", () => {
  it("names an element added to a list as one ADD, not a shift of the elements after it", () => {
    const old = [{ resource: "tickets", actions: ["assign", "view"] }];
    const next = [{ resource: "tickets", actions: ["assign", "comment", "view"] }];
    expect(detailedDiff(["permissions"], old, next)).toEqual({ "permissions[0].actions[1]": "add" });
    expect(detailedDiff(["permissions"], next, old)).toEqual({ "permissions[0].actions[1]": "delete" });
  });

  it("walks objects key by key, and lists of objects element by element", () => {
    expect(detailedDiff(["triggerConfig"], { delayMinutes: 5, triggerType: "always" }, { delayMinutes: 10, randomPercentage: 50 })).toEqual(
      {
        "triggerConfig.delayMinutes": "update",
        "triggerConfig.randomPercentage": "add",
        "triggerConfig.triggerType": "delete",
      },
    );
    expect(detailedDiff(["items"], [{ a: 1 }], [{ a: 1 }, { a: 2 }])).toEqual({ "items[1]": "add" });
  });

  it("quotes keys that are not plain names, and names a whole value added or removed", () => {
    expect(detailedDiff(["conditions"], { "team.id": "T1" }, { "team.id": "T2" })).toEqual({ 'conditions["team.id"]': "update" });
    expect(detailedDiff(["description"], undefined, "x")).toEqual({ description: "add" });
    expect(detailedDiff(["description"], "x", undefined)).toEqual({ description: "delete" });
    expect(detailedDiff(["name"], "a", "a")).toEqual({});
  });
});

describe("detailedDiff of a list where one element takes another's place", () => {
  it("names the index as one UPDATE, not an ADD hidden by a DELETE at the same path", () => {
    expect(detailedDiff(["actions"], ["assign", "view"], ["assign", "comment"])).toEqual({ "actions[1]": "update" });
    expect(detailedDiff(["actions"], ["assign", "view"], ["comment", "view"])).toEqual({ "actions[0]": "update" });
    expect(detailedDiff(["actions"], ["assign", "view"], ["comment", "update", "view"])).toEqual({
      "actions[0]": "update",
      "actions[1]": "add",
    });
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
    expect(detailedDiff(["permissions"], [tickets, comments, accounts], [tickets, commentsToo, accounts])).toEqual({
      "permissions[1].actions[1]": "add",
    });
  });

  it("on a tie between two alignments, keeps the later old element: a swap reads as the first element moved behind the other", () => {
    expect(detailedDiff(["permissions"], [tickets, comments], [comments, tickets])).toEqual({
      "permissions[0]": "delete",
      "permissions[1]": "add",
    });
  });

  it("addresses a DELETE by the old list's index and an ADD by the new one's", () => {
    expect(detailedDiff(["permissions"], [tickets, comments], [comments, accounts])).toEqual({
      "permissions[0]": "delete",
      "permissions[1]": "add",
    });
  });
});
