// Every resource kind of the package, by name: the adapters (the dynamic provider's runtime, the
// package schema) serve exactly these. A new resource adds its definition here.
import type { z } from "zod";
import { accountAttributeValueDefinition } from "./account-attribute-values/definition";
import { accountRelationshipTypeDefinition } from "./account-relationship-types/definition";
import type { SettingName } from "./config/provider-config";
import type { ResourceDefinition } from "./core/resource-definition";
import { csatRuleOrderDefinition } from "./csat-rule-orders/definition";
import { csatRuleDefinition } from "./csat-rules/definition";
import { csatSettingsDefinition } from "./csat-settings/definition";
import { customFieldDefinition } from "./custom-fields/definition";
import { roleDefinition } from "./roles/definition";
import { slaPolicyDefinition } from "./sla-policies/definition";
import { tagDefinition } from "./tags/definition";
import { teamConfigurationDefinition } from "./team-configurations/definition";
import { teamMemberDefinition } from "./team-members/definition";
import { teamRoutingRuleDefinition } from "./team-routing-rules/definition";
import { teamTagDefinition } from "./team-tags/definition";
import { teamDefinition } from "./teams/definition";
import { ticketStatusDefinition } from "./ticket-statuses/definition";
import { webhookAppDefinition } from "./webhook-apps/definition";

/** A definition of any resource: each one's inputs and state are typed where it is defined. */
export type SomeResourceDefinition = ResourceDefinition<z.ZodObject, object>;

export const resourceDefinitions = {
  // Teams first: the export reads them first, as every other kind's objects belong to teams.
  Team: teamDefinition,
  TeamMember: teamMemberDefinition,
  TeamConfiguration: teamConfigurationDefinition,
  Role: roleDefinition,
  AccountAttributeValue: accountAttributeValueDefinition,
  CsatRule: csatRuleDefinition,
  CsatRuleOrder: csatRuleOrderDefinition,
  CsatSettings: csatSettingsDefinition,
  WebhookApp: webhookAppDefinition,
  Tag: tagDefinition,
  TicketStatus: ticketStatusDefinition,
  TeamRoutingRule: teamRoutingRuleDefinition,
  TeamTag: teamTagDefinition,
  AccountRelationshipType: accountRelationshipTypeDefinition,
  CustomField: customFieldDefinition,
  SlaPolicy: slaPolicyDefinition,
} satisfies Record<string, SomeResourceDefinition>;

export type ResourceKind = keyof typeof resourceDefinitions;

export function isResourceKind(kind: string): kind is ResourceKind {
  return Object.hasOwn(resourceDefinitions, kind);
}

/** Settings a kind needs besides the always-required ones: a WebhookApp's calls go to the apps host, a SlaPolicy's to the SLA host. */
export const settingsNeededBy: Partial<Record<ResourceKind, readonly SettingName[]>> = {
  WebhookApp: ["appsStudioUrl"],
  SlaPolicy: ["slaUrl"],
};

/**
 * Whether the dynamic face's class of `kind` tells its provider which inputs are secret
 * (OutputSecrecy.secretInputsTold): when its preview has notes, or another kind's outputs carry one
 * of its inputs (referencedOutputs).
 */
export function tellsSecretInputs(kind: ResourceKind): boolean {
  const definitions: SomeResourceDefinition[] = Object.values(resourceDefinitions);
  const referenced = definitions.some((definition) =>
    Object.values(definition.referencedOutputs ?? {}).some((output) => output.kind === kind),
  );
  return (resourceDefinitions[kind] as SomeResourceDefinition).diffNotes !== undefined || referenced;
}
