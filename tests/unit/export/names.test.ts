import { constantName, resourceName, UniqueNames, variableName } from "../../../provider/export/names";

describe("resourceName", () => {
  it.each([
    ["Escalation leads", "escalation-leads"],
    ["  VIP -- Customers!  ", "vip-customers"],
    ["Équipe Été", "equipe-ete"],
    ["FirstResponse SLA", "first-response-sla"],
    ["2nd line", "2nd-line"],
  ])("%j becomes %j", (name, expected) => expect(resourceName(name, "role")).toBe(expected));

  it("falls back when nothing of the name is ASCII", () => {
    expect(resourceName("支持团队", "role")).toBe("role");
    expect(resourceName("", "csat-rule")).toBe("csat-rule");
  });
});

describe("constantName", () => {
  it("is SCREAMING_SNAKE with a fallback", () => {
    expect(constantName("Billing team", "TEAM")).toBe("BILLING_TEAM");
    expect(constantName("Équipe 2", "TEAM")).toBe("EQUIPE_2");
    expect(constantName("3 Tier", "TEAM")).toBe("_3_TIER");
    expect(constantName("支持", "TEAM_T1")).toBe("TEAM_T1");
  });
});

describe("a fallback made of an object's id", () => {
  // An id is the platform's data: a hostile server can answer any text as an id.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pulumi YAML interpolation, not a template
  const id = 'x = require("fs"); // \u2028 ${y}';

  it("is made of the id's words like a name, so no name holds anything but ASCII letters, digits and separators", () => {
    expect(resourceName("支持", `role-${id.toLowerCase()}`)).toBe("role-x-require-fs-y");
    expect(constantName("支持", `TEAM_${id.toUpperCase()}`)).toBe("TEAM_X_REQUIRE_FS_Y");
    expect(variableName("支持", "Team", `team${id.toUpperCase()}`)).toBe("teamXRequireFsY");
  });
});

describe("UniqueNames", () => {
  it("suffixes taken names in the order asked, ignoring case", () => {
    const names = new UniqueNames();
    expect(["role", "role", "Role", "role-2", "other"].map((name) => names.take(name))).toEqual([
      "role",
      "role-2",
      "Role-3",
      "role-2-2",
      "other",
    ]);
  });

  it("joins constants' suffixes with an underscore", () => {
    const names = new UniqueNames("_");
    expect([names.take("TEAM"), names.take("TEAM")]).toEqual(["TEAM", "TEAM_2"]);
  });
});
