import { z } from "zod";
import { equalIgnoringOrder, inPriorOrder, isUnorderedList, schemaUnder, unorderedList } from "../../../provider/core/unordered-lists";
import { roleInputs } from "../../../provider/roles/schema";
import { csatSettingsInputs } from "../../../provider/csat-settings/schema";
import { webhookAppInputs } from "../../../provider/webhook-apps/schema";

describe("unorderedList", () => {
  const tags = unorderedList(z.array(z.string()).min(1, "must list one"));

  it("keeps the declared order and drops repeats", () => {
    expect(tags.parse(["b", "a", "b"])).toEqual(["b", "a"]);
  });

  it("keeps the checks it was given", () => {
    expect(tags.safeParse([]).error?.issues[0]?.message).toBe("must list one");
  });

  it("is known as unordered through description, optional and default, and no other list is", () => {
    expect(isUnorderedList(tags.describe("Tags.").optional())).toBe(true);
    expect(isUnorderedList(tags.default([]))).toBe(true);
    expect(isUnorderedList(z.array(z.string()))).toBe(false);
    expect(isUnorderedList(z.string())).toBe(false);
    expect(isUnorderedList(undefined)).toBe(false);
  });

  it("marks the resources' set-like lists: a role's actions, an app's teams, a team's closed statuses", () => {
    expect(isUnorderedList(schemaUnder(schemaUnder(roleInputs.shape.permissions, 0), "actions"))).toBe(true);
    expect(isUnorderedList(roleInputs.shape.permissions)).toBe(false);
    expect(isUnorderedList(webhookAppInputs.shape.teamIds)).toBe(true);
    expect(isUnorderedList(webhookAppInputs.shape.events)).toBe(false);
    expect(isUnorderedList(csatSettingsInputs.shape.closedStatusIds)).toBe(true);
  });
});

describe("equalIgnoringOrder", () => {
  const permissions = roleInputs.shape.permissions;
  const permission = (...actions: string[]) => ({ resource: "tickets", actions });

  it("ignores the order and the repeats of unordered lists, at any depth", () => {
    expect(equalIgnoringOrder(permissions, [permission("view", "assign")], [permission("assign", "view", "view")])).toBe(true);
    expect(equalIgnoringOrder(permissions, [permission("view", "assign")], [permission("view")])).toBe(false);
  });

  it("keeps the order of other lists", () => {
    const tickets = permission("view");
    const accounts = { resource: "accounts", actions: ["view"] };
    expect(equalIgnoringOrder(permissions, [tickets, accounts], [accounts, tickets])).toBe(false);
  });

  it("compares values a schema does not describe as they are", () => {
    expect(equalIgnoringOrder(undefined, ["a", "b"], ["a", "b"])).toBe(true);
    expect(equalIgnoringOrder(undefined, ["a", "b"], ["b", "a"])).toBe(false);
    expect(equalIgnoringOrder(permissions, "not a list", ["a"])).toBe(false);
  });
});

describe("inPriorOrder", () => {
  const permissions = roleInputs.shape.permissions;
  const permission = (resource: string, ...actions: string[]) => ({ resource, actions });

  it("puts an unordered list's members in the prior order, new members last as declared, at any depth", () => {
    const prior = [permission("tickets", "view", "update"), permission("users", "view")];
    const declared = [permission("tickets", "assign", "update", "delete", "view"), permission("users", "update", "view")];
    expect(inPriorOrder(permissions, prior, declared)).toEqual([
      permission("tickets", "view", "update", "assign", "delete"),
      permission("users", "view", "update"),
    ]);
  });

  it("leaves ordered lists, and lists the prior value does not hold, as declared", () => {
    expect(inPriorOrder(permissions, [permission("users", "view")], [permission("tickets", "view"), permission("users", "view")])).toEqual([
      permission("tickets", "view"),
      permission("users", "view"),
    ]);
    expect(inPriorOrder(webhookAppInputs.shape.teamIds, undefined, ["b", "a"])).toEqual(["b", "a"]);
    expect(inPriorOrder(webhookAppInputs.shape.events, ["a", "b"], ["b", "a"])).toEqual(["b", "a"]);
  });

  it("drops nothing and adds nothing: the result is the declared set", () => {
    expect(inPriorOrder(webhookAppInputs.shape.teamIds, ["a", "b", "c"], ["c", "d", "a"])).toEqual(["a", "c", "d"]);
    expect(inPriorOrder(webhookAppInputs.shape.teamIds, ["a", "b"], [])).toEqual([]);
  });
});
