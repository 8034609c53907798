// A role's permission resource that the platform's documentation does not name: a warning with the
// nearest documented name, never a failure (the spec allows any string).
import * as fs from "node:fs";
import * as path from "node:path";
import { documentedPermissionResources, permissionResourceWarnings } from "../../../provider/roles/permission-resources";
import { roleActions } from "../../../provider/roles/role-actions";

describe("permissionResourceWarnings", () => {
  it("says nothing of documented names, blank ones (check refuses those) or values that are not permissions", () => {
    expect(
      permissionResourceWarnings(documentedPermissionResources.map((resource) => ({ resource: ` ${resource}`, actions: ["view"] }))),
    ).toEqual([]);
    expect(permissionResourceWarnings([{ resource: "  " }, { actions: ["view"] }, "tickets", null])).toEqual([]);
    expect(permissionResourceWarnings(undefined)).toEqual([]);
    expect(permissionResourceWarnings({ resource: "tikets" })).toEqual([]);
  });

  it("warns of each undocumented name at its index, quoting it, with the nearest documented name", () => {
    expect(permissionResourceWarnings([{ resource: "tickets" }, { resource: "tikets" }, { resource: "Comments" }])).toEqual([
      {
        property: "permissions[1].resource",
        reason: `not a resource the platform's documentation names; the platform takes any name, so it is sent as written; did you mean "tickets"?`,
        received: '"tikets"',
      },
      {
        property: "permissions[2].resource",
        reason: `not a resource the platform's documentation names; the platform takes any name, so it is sent as written; did you mean "comments"?`,
        received: '"Comments"',
      },
    ]);
  });

  it("lists the documented names when none is near, and quotes only a plain word", () => {
    const [far, prose] = permissionResourceWarnings([{ resource: "invoices" }, { resource: "the billing team's secret notes" }]);
    expect(far).toEqual({
      property: "permissions[0].resource",
      reason: expect.stringMatching(/; it names accounts, apps, .*, workflows$/),
      received: '"invoices"',
    });
    expect(prose).not.toHaveProperty("received");
  });
});

describe("the documented names in the docs", () => {
  const root = path.resolve(__dirname, "../../..");
  /** The backticked words of the paragraph or list item of `file` that mentions `marker`. */
  const listed = (file: string, marker: string) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const paragraph = text.split(/\n\s*\n|\n- /).find((part) => part.includes(marker))!;
    return [...paragraph.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
  };

  it("are the README's and the contract's lists of resources, and the README's of actions", () => {
    expect(listed("README.md", "**Resources**")).toEqual([...documentedPermissionResources]);
    expect(listed("docs/api-contract.md", "A permission's `resource` is any string").filter((word) => word !== "resource")).toEqual([
      ...documentedPermissionResources,
    ]);
    expect(listed("README.md", "**Actions**")).toEqual([...roleActions]);
  });
});
