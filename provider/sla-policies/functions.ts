// SlaPolicy's list function, getSlaPolicies, for every face (the program's reads, the native
// plugin's Invoke, the package schema): the definition's one list of the organization's policies.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedSlaPolicies } from "./definition";
import { slaPolicyInputs, slaPolicySchema } from "./schema";

export const getSlaPoliciesArgs = z.strictObject({
  teamId: slaPolicyInputs.shape.teamId.optional().describe("Only this team's policies; every team's when left out."),
});
export type GetSlaPoliciesArgs = z.input<typeof getSlaPoliciesArgs>;

export const slaPolicyFunctions = {
  getSlaPolicies: {
    description:
      "Lists the organization's SLA policies (or one team's), retired ones included, by team and then priority, each as a SlaPolicy's outputs, with its id, in one request to the SLA host (`slaUrl`).",
    args: getSlaPoliciesArgs,
    result: listedObjects(
      "An SLA policy as getSlaPolicies lists it: its id and a SlaPolicy's outputs.",
      "The policy's id (its `uid`): what a SlaPolicy's `adoptId` takes.",
      stateFields(slaPolicySchema),
    ),
    read: async (api, args) => withIds(await listedSlaPolicies(api, getSlaPoliciesArgs.parse(args).teamId)),
  },
} satisfies Record<string, DataSourceFunction>;
