// The defaults each definition says the platform gives inputs left out (`serverDefaults`, which an
// import and an export leave out of the inputs they write) against what the emulator answers: an
// object created with only its required inputs reads back as declaring just those. So a default
// changed on one side only (the CSAT rule's survey texts, the settings' cooldowns) fails here.
import type { z } from "zod";
import { accountAttributeValueDefinition } from "../../../provider/account-attribute-values/definition";
import { declarableInputs } from "../../../provider/core/declarable-inputs";
import type { ResourceDefinition } from "../../../provider/core/resource-definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { csatSettingsDefinition } from "../../../provider/csat-settings/definition";
import { roleDefinition } from "../../../provider/roles/definition";
import { teamConfigurationDefinition } from "../../../provider/team-configurations/definition";
import { adminClient, seedTeams, useEmulator } from "../emulator/support";

const emulator = useEmulator();
const client = () => adminClient(emulator());

/** What an import of the object `definition` creates from `inputs` would declare. */
async function declaredAfterCreate<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  inputs: z.input<Inputs>,
) {
  const api = client();
  const { id, state } = await definition.create(api, definition.inputs.parse(inputs));
  const read = await definition.read(api, id, state);
  return declarableInputs(definition, read!);
}

describe("the platform's defaults, as the definitions know them", () => {
  test("Role", async () => {
    const inputs = { name: "Defaults", permissions: [{ resource: "tickets", actions: ["view" as const] }] };
    expect(await declaredAfterCreate(roleDefinition, inputs)).toEqual(inputs);
  });

  test("AccountAttributeValue", async () => {
    const inputs = { attribute: "task_status" as const, value: "Defaults" };
    expect(await declaredAfterCreate(accountAttributeValueDefinition, inputs)).toEqual(inputs);
  });

  test("CsatRule, whose trigger and survey the platform completes", async () => {
    const inputs = { teamId: seedTeams(emulator())[0]!.id, name: "Defaults", triggerConfig: {}, feedbackConfig: {} };
    expect(await declaredAfterCreate(csatRuleDefinition, inputs)).toEqual(inputs);
  });

  test("TeamConfiguration, as a team has it from its creation", async () => {
    const teamId = seedTeams(emulator())[0]!.id;
    expect(await declaredAfterCreate(teamConfigurationDefinition, { teamId })).toEqual({ teamId });
  });

  test("CsatSettings, as the team's first rule makes them", async () => {
    const teamId = seedTeams(emulator())[0]!.id;
    await csatRuleDefinition.create(
      client(),
      csatRuleDefinition.inputs.parse({ teamId, name: "First", triggerConfig: {}, feedbackConfig: {} }),
    );
    expect(await declaredAfterCreate(csatSettingsDefinition, { teamId })).toEqual({ teamId });
  });
});
