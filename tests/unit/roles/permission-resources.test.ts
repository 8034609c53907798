// A role's permission resource that the platform's documentation does not name: a warning with the
// nearest documented name, never a failure (the spec allows any string).
import { documentedPermissionResources, permissionResourceWarnings } from "../../../provider/roles/permission-resources";

describe("permissionResourceWarnings", () => {
  it("says nothing of documented names, blank ones (check refuses those) or values that are not permissions", () => {
    expect(permissionResourceWarnings(documentedPermissionResources.map((resource) => ({ resource: ` ${resource}`, actions: ["view"] })))).toEqual([]);
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
    expect(far).toEqual({ property: "permissions[0].resource", reason: expect.stringMatching(/; it names accounts, apps, .*, workflows$/), received: '"invoices"' });
    expect(prose).not.toHaveProperty("received");
  });
});
