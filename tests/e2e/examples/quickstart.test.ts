// examples/quickstart (what `npm run demo` deploys): every resource and the data source.
import { platformPerTest } from "../../harness/platform-stack";
import { deployExample } from "./example-stack";

describe("examples/quickstart", () => {
  const current = platformPerTest();

  it("deploys every resource, has no change on a second preview, and destroys cleanly", async () => {
    const { control } = current.platform;
    const example = await deployExample(current, "quickstart");
    const roles = await control.listResources<{ id: string; name: string }>("roles");
    expect(roles.find((role) => role.id === example.outputs.escalationLeadsRoleId)?.name).toBe("Escalation leads");
    expect((await control.getResource("accountAttributeValues", example.outputs.strategicValueId as string)).value).toBe("Strategic");
    const rules = await control.listResources<{ settingsId: string; allFilters: unknown }>("csatRules");
    expect(rules.map((rule) => rule.settingsId)).toEqual([example.outputs.csatSettingsId]);
    // The data source's answer reached the rule: the billing team's first ticket type.
    expect(JSON.stringify(rules[0]!.allFilters)).toContain('"value":"Question"');
    const installations = await control.listResources<{ appId: string; teamIds: string[] }>("installations");
    expect(installations.find((installation) => installation.appId === example.outputs.webhookAppId)?.teamIds.sort()).toEqual([
      "TACME00001",
      "TACME00002",
    ]);
    await example.destroy();
  });
});
