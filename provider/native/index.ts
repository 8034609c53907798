// Generated from schema.json by scripts/generate-native-sdk.ts (`npm run native-sdk`); do not edit.
// The typed program SDK of the native plugin pulumi-resource-supportplatform: `pulumi-support-platform/native`.
import * as pulumi from "@pulumi/pulumi";

/** Object types of resource arguments: each property may be an Output. */
export namespace inputs {
  export type RolePermissionAction = "view" | "create" | "update" | "delete" | "assign" | "comment";
  export interface RolePermission {
    /** What the permission applies to: any name; the platform's documentation names `accounts`, `apps`, `comments`, `csat`, `custom_object_fields`, `custom_objects`, `draft_tickets`, `emoji_actions`, `forms`, `object_records`, `organizations`, `reactions`, `roles`, `search`, `sla_policies`, `storage`, `tags`, `teams`, `ticket_tags`, `tickets`, `users`, `view_types`, `views`, `workflows`, and check warns about any other. */
    readonly resource: pulumi.Input<string>;
    /** Allowed actions: view, create, update, delete, assign, comment. Order does not matter. */
    readonly actions: pulumi.Input<pulumi.Input<inputs.RolePermissionAction>[]>;
    /** Narrows the permission, e.g. `team`. */
    readonly scope?: pulumi.Input<string>;
    /** Conditions under which the permission applies. */
    readonly conditions?: pulumi.Input<{ [key: string]: unknown }>;
  }
  export type AccountAttributeValueAttribute = "account_status" | "account_classification" | "contact_type" | "activity_type" | "activity_status" | "note_type" | "task_type" | "task_status" | "task_priority" | "account_health" | "account_industry";
  export interface CsatRuleAllFiltersTicketStandardField {
    /** A standard field, e.g. `priority`. */
    readonly field: pulumi.Input<string>;
    /** Comparison operator. Known value: `=`. */
    readonly operator: pulumi.Input<string>;
    /** The value compared with. */
    readonly value: pulumi.Input<string>;
  }
  export interface CsatRuleAllFiltersTicketCustomField {
    /** `custom_` followed by the custom field's id. */
    readonly field: pulumi.Input<string>;
    /** The custom field's id. */
    readonly customFieldId: pulumi.Input<string>;
    /** Comparison operator. Known value: `=`. */
    readonly operator: pulumi.Input<string>;
    /** The value compared with. */
    readonly value: pulumi.Input<string>;
  }
  export interface CsatRuleAllFiltersTicket {
    readonly standardFields?: pulumi.Input<pulumi.Input<inputs.CsatRuleAllFiltersTicketStandardField>[]>;
    readonly customFields?: pulumi.Input<pulumi.Input<inputs.CsatRuleAllFiltersTicketCustomField>[]>;
  }
  export interface CsatRuleAllFilters {
    readonly ticket?: pulumi.Input<inputs.CsatRuleAllFiltersTicket>;
    readonly account?: pulumi.Input<inputs.CsatRuleAllFiltersTicket>;
    readonly contact?: pulumi.Input<inputs.CsatRuleAllFiltersTicket>;
  }
  export interface CsatRuleTriggerConfig {
    /** When a survey is considered. Known value: `always`. */
    readonly triggerType?: pulumi.Input<string>;
    /** Share of the tickets surveyed, 0 to 100. */
    readonly randomPercentage?: pulumi.Input<number>;
    /** The event that triggers the survey. Known value: `ticket_resolved`. */
    readonly triggerEvent?: pulumi.Input<string>;
    /** Minutes between the event and the survey. */
    readonly delayMinutes?: pulumi.Input<number>;
  }
  export interface CsatRuleFeedbackConfig {
    readonly enabled?: pulumi.Input<boolean>;
    /** Kind of rating. Known value: `star`. */
    readonly feedbackType?: pulumi.Input<string>;
    readonly includeCommentField?: pulumi.Input<boolean>;
    readonly customTitle?: pulumi.Input<string>;
    readonly customMessage?: pulumi.Input<string>;
    readonly customThankYouMessage?: pulumi.Input<string>;
    readonly commentFieldLabel?: pulumi.Input<string>;
    readonly commentFieldPlaceholder?: pulumi.Input<string>;
    /** Hex color of the survey. */
    readonly brandingColor?: pulumi.Input<string>;
    /** How the survey reaches the customer. Known value: `email`. */
    readonly deliveryChannel?: pulumi.Input<string>;
  }
  export interface CsatSettingsPreviousSettings {
    /** How long a ticket's requester is not surveyed again, in days (0 to 365). */
    readonly cooldownPeriodDays: pulumi.Input<number>;
    /** How long a user is not surveyed again, in days (0 to 365). */
    readonly userCooldownPeriodDays: pulumi.Input<number>;
    /** The e-mail configuration surveys are sent with. */
    readonly emailConfigId: pulumi.Input<string>;
    /** The ticket statuses that count as closed. Order does not matter. */
    readonly closedStatusIds: pulumi.Input<pulumi.Input<string>[]>;
  }
  export type WebhookAppVisibility = "private" | "public" | "unlisted";
  export interface WebhookAppAppConfiguration {
    /** `required_settings` of the installation. */
    readonly requiredSettings?: pulumi.Input<unknown[]>;
    /** `optional_settings` of the installation. */
    readonly optionalSettings?: pulumi.Input<unknown[]>;
  }
  export interface WebhookAppManifestAppIcons {
    readonly small?: pulumi.Input<string>;
    readonly large?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestApp {
    readonly name?: pulumi.Input<string>;
    readonly slug?: pulumi.Input<string>;
    readonly description?: pulumi.Input<string>;
    readonly category?: pulumi.Input<string>;
    readonly icons?: pulumi.Input<inputs.WebhookAppManifestAppIcons>;
    readonly supported_locales?: pulumi.Input<pulumi.Input<string>[]>;
  }
  export interface WebhookAppManifestDeveloper {
    readonly name?: pulumi.Input<string>;
    readonly website?: pulumi.Input<string>;
    readonly support_email?: pulumi.Input<string>;
    readonly privacy_policy_url?: pulumi.Input<string>;
    readonly terms_url?: pulumi.Input<string>;
    readonly documentation_url?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestIntegrationEntryPoints {
    readonly main?: pulumi.Input<string>;
    readonly configuration?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestIntegrationWebhooks {
    readonly events?: pulumi.Input<string>;
    readonly installations?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestIntegrationInteractivity {
    readonly request_url?: pulumi.Input<string>;
    readonly message_menu_option_url?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestIntegration {
    readonly entry_points?: pulumi.Input<inputs.WebhookAppManifestIntegrationEntryPoints>;
    readonly webhooks?: pulumi.Input<inputs.WebhookAppManifestIntegrationWebhooks>;
    readonly interactivity?: pulumi.Input<inputs.WebhookAppManifestIntegrationInteractivity>;
  }
  export interface WebhookAppManifestConfiguration {
    readonly required_settings?: pulumi.Input<unknown[]>;
    readonly optional_settings?: pulumi.Input<unknown[]>;
  }
  export interface WebhookAppManifestScopesRequiredPlatformItem {
    readonly scope: pulumi.Input<string>;
    readonly reason?: pulumi.Input<string>;
    readonly description?: pulumi.Input<string>;
  }
  export interface WebhookAppManifestScopesRequired {
    readonly platform?: pulumi.Input<pulumi.Input<inputs.WebhookAppManifestScopesRequiredPlatformItem>[]>;
  }
  export interface WebhookAppManifestScopes {
    readonly required?: pulumi.Input<inputs.WebhookAppManifestScopesRequired>;
    readonly optional?: pulumi.Input<inputs.WebhookAppManifestScopesRequired>;
  }
  export interface WebhookAppManifestEvents {
    readonly subscribe?: pulumi.Input<pulumi.Input<string>[]>;
    readonly publish?: pulumi.Input<unknown[]>;
  }
  export interface WebhookAppManifestMetadata {
    readonly is_privileged_app?: pulumi.Input<boolean>;
  }
  export interface WebhookAppManifest {
    readonly app?: pulumi.Input<inputs.WebhookAppManifestApp>;
    readonly developer?: pulumi.Input<inputs.WebhookAppManifestDeveloper>;
    readonly integration?: pulumi.Input<inputs.WebhookAppManifestIntegration>;
    readonly configuration?: pulumi.Input<inputs.WebhookAppManifestConfiguration>;
    readonly scopes?: pulumi.Input<inputs.WebhookAppManifestScopes>;
    readonly events?: pulumi.Input<inputs.WebhookAppManifestEvents>;
    readonly activities?: pulumi.Input<unknown[]>;
    readonly metadata?: pulumi.Input<inputs.WebhookAppManifestMetadata>;
  }
  export interface TicketType {
    /** Unique identifier. */
    readonly id: pulumi.Input<string>;
    /** Name of the ticket type. */
    readonly name: pulumi.Input<string>;
    /** Color shown with the ticket type. */
    readonly color: pulumi.Input<string>;
    /** Icon name shown with the ticket type. */
    readonly icon: pulumi.Input<string>;
    /** Whether tickets may be given this type. */
    readonly isActive: pulumi.Input<boolean>;
    /** The owning team. */
    readonly teamId: pulumi.Input<string>;
    /** The owning organization. */
    readonly organizationId: pulumi.Input<string>;
    /** Whether tickets of this type are auto-assigned. */
    readonly autoAssign: pulumi.Input<boolean>;
  }
  export interface ListedTeam {
    /** The team's id: what CSAT rules, CSAT settings, webhook apps and memberships take as `teamId`. */
    readonly id: pulumi.Input<string>;
    /** Name of the team. */
    readonly name: pulumi.Input<string>;
    /** What the team does. */
    readonly description?: pulumi.Input<string>;
    /** Short identifier of the team (ticket references show it), unique in the organization whatever its case; the platform gives one when it is left out. */
    readonly identifier?: pulumi.Input<string>;
    /** Icon name shown with the team. */
    readonly icon?: pulumi.Input<string>;
    /** Color shown with the team. */
    readonly color?: pulumi.Input<string>;
    /** Whether the team is private. */
    readonly isPrivate?: pulumi.Input<boolean>;
    /** The id of the team this one is a sub-team of. The platform does not move a team: changing it replaces the team. */
    readonly parentTeamId?: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  export interface ListedTeamMember {
    /** The membership's id, `<teamId>/<userId>`: what a TeamMember's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The team's id. Changing it replaces the membership. */
    readonly teamId: pulumi.Input<string>;
    /** The user's id. Give it, `email`, or both (the same user). Changing it replaces the membership. */
    readonly userId?: pulumi.Input<string>;
    /** The user's e-mail address, whatever its case. Give it, `userId`, or both (the same user). Changing it replaces the membership. */
    readonly email?: pulumi.Input<string>;
    /** Whether the member is an admin of the team. The platform cannot change it in place: changing it removes the member and adds them again. */
    readonly isAdmin?: pulumi.Input<boolean>;
    /** The member's id: the user's id. */
    readonly memberId: pulumi.Input<string>;
    /** The member's name. */
    readonly name: pulumi.Input<string>;
    /** When the user joined the team (ISO 8601). */
    readonly joinedAt: pulumi.Input<string>;
  }
  export interface ListedRole {
    /** The role's id: what a Role's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** Name of the role, unique in the organization. */
    readonly name: pulumi.Input<string>;
    /** What the role is for. */
    readonly description?: pulumi.Input<string>;
    /** What holders of the role may do. */
    readonly permissions: pulumi.Input<pulumi.Input<inputs.RolePermission>[]>;
    /** True for the platform's built-in roles. */
    readonly isSystem: pulumi.Input<boolean>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  export interface ListedAccountAttributeValue {
    /** The value's id: what an AccountAttributeValue's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The attribute this value belongs to. Changing it replaces the value. */
    readonly attribute: pulumi.Input<inputs.AccountAttributeValueAttribute>;
    /** The value, unique within its attribute. */
    readonly value: pulumi.Input<string>;
    /** Whether this is the attribute's default value. Setting it clears the flag on the attribute's other values. */
    readonly isDefault?: pulumi.Input<boolean>;
    /** Icon name shown with the value. */
    readonly icon?: pulumi.Input<string>;
    /** Hex color shown with the value, e.g. `#1f883d`. */
    readonly color?: pulumi.Input<string>;
    /** Only for `task_status`: whether the status closes a task. */
    readonly isClosed?: pulumi.Input<boolean>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  export interface ListedCsatRule {
    /** The rule's id: what a CsatRule's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The team's uid. Changing it replaces the rule. */
    readonly teamId: pulumi.Input<string>;
    /** Name of the rule. */
    readonly name: pulumi.Input<string>;
    /** What the rule is for. */
    readonly description?: pulumi.Input<string>;
    /** Whether the rule sends surveys. */
    readonly isActive?: pulumi.Input<boolean>;
    /** Priority of the rule among the team's rules. */
    readonly priority?: pulumi.Input<number>;
    /** The id of the team's CSAT settings. */
    readonly settingsId: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  export interface ListedWebhookApp {
    /** The app's id: what a WebhookApp's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** Name of the app. */
    readonly name: pulumi.Input<string>;
    /** Unique in the organization. Changing it replaces the app. */
    readonly slug: pulumi.Input<string>;
    /** What the app is for. */
    readonly description?: pulumi.Input<string>;
    /** Where the platform POSTs the events of the app's teams. */
    readonly eventsUrl: pulumi.Input<string>;
    /** Where the platform POSTs installation changes. */
    readonly installationsUrl?: pulumi.Input<string>;
    /** Kinds of events to subscribe to (`events.subscribe`); empty or absent means all. */
    readonly events?: pulumi.Input<pulumi.Input<string>[]>;
    /** Teams the app is installed in: it receives their events. Order does not matter. */
    readonly teamIds: pulumi.Input<pulumi.Input<string>[]>;
    /** Settings of the app's installation in its teams. */
    readonly appConfiguration?: pulumi.Input<inputs.WebhookAppAppConfiguration>;
    /** The app's id; also the resource id. */
    readonly appId: pulumi.Input<string>;
    /** The whole manifest as the platform holds it: the generated one with the declared one merged over it. */
    readonly effectiveManifest: pulumi.Input<{ [key: string]: unknown }>;
    /** The platform's id of the app's installation. */
    readonly installationId?: pulumi.Input<string>;
  }
}

/** Object types of resource outputs. */
export namespace outputs {
  export type RolePermissionAction = "view" | "create" | "update" | "delete" | "assign" | "comment";
  export interface RolePermission {
    /** What the permission applies to: any name; the platform's documentation names `accounts`, `apps`, `comments`, `csat`, `custom_object_fields`, `custom_objects`, `draft_tickets`, `emoji_actions`, `forms`, `object_records`, `organizations`, `reactions`, `roles`, `search`, `sla_policies`, `storage`, `tags`, `teams`, `ticket_tags`, `tickets`, `users`, `view_types`, `views`, `workflows`, and check warns about any other. */
    readonly resource: string;
    /** Allowed actions: view, create, update, delete, assign, comment. Order does not matter. */
    readonly actions: outputs.RolePermissionAction[];
    /** Narrows the permission, e.g. `team`. */
    readonly scope?: string;
    /** Conditions under which the permission applies. */
    readonly conditions?: { [key: string]: unknown };
  }
  export type AccountAttributeValueAttribute = "account_status" | "account_classification" | "contact_type" | "activity_type" | "activity_status" | "note_type" | "task_type" | "task_status" | "task_priority" | "account_health" | "account_industry";
  export interface CsatRuleAllFiltersTicketStandardField {
    /** A standard field, e.g. `priority`. */
    readonly field: string;
    /** Comparison operator. Known value: `=`. */
    readonly operator: string;
    /** The value compared with. */
    readonly value: string;
  }
  export interface CsatRuleAllFiltersTicketCustomField {
    /** `custom_` followed by the custom field's id. */
    readonly field: string;
    /** The custom field's id. */
    readonly customFieldId: string;
    /** Comparison operator. Known value: `=`. */
    readonly operator: string;
    /** The value compared with. */
    readonly value: string;
  }
  export interface CsatRuleAllFiltersTicket {
    readonly standardFields?: outputs.CsatRuleAllFiltersTicketStandardField[];
    readonly customFields?: outputs.CsatRuleAllFiltersTicketCustomField[];
  }
  export interface CsatRuleAllFilters {
    readonly ticket?: outputs.CsatRuleAllFiltersTicket;
    readonly account?: outputs.CsatRuleAllFiltersTicket;
    readonly contact?: outputs.CsatRuleAllFiltersTicket;
  }
  export interface CsatRuleTriggerConfig {
    /** When a survey is considered. Known value: `always`. */
    readonly triggerType?: string;
    /** Share of the tickets surveyed, 0 to 100. */
    readonly randomPercentage?: number;
    /** The event that triggers the survey. Known value: `ticket_resolved`. */
    readonly triggerEvent?: string;
    /** Minutes between the event and the survey. */
    readonly delayMinutes?: number;
  }
  export interface CsatRuleFeedbackConfig {
    readonly enabled?: boolean;
    /** Kind of rating. Known value: `star`. */
    readonly feedbackType?: string;
    readonly includeCommentField?: boolean;
    readonly customTitle?: string;
    readonly customMessage?: string;
    readonly customThankYouMessage?: string;
    readonly commentFieldLabel?: string;
    readonly commentFieldPlaceholder?: string;
    /** Hex color of the survey. */
    readonly brandingColor?: string;
    /** How the survey reaches the customer. Known value: `email`. */
    readonly deliveryChannel?: string;
  }
  export interface CsatSettingsPreviousSettings {
    /** How long a ticket's requester is not surveyed again, in days (0 to 365). */
    readonly cooldownPeriodDays: number;
    /** How long a user is not surveyed again, in days (0 to 365). */
    readonly userCooldownPeriodDays: number;
    /** The e-mail configuration surveys are sent with. */
    readonly emailConfigId: string;
    /** The ticket statuses that count as closed. Order does not matter. */
    readonly closedStatusIds: string[];
  }
  export type WebhookAppVisibility = "private" | "public" | "unlisted";
  export interface WebhookAppAppConfiguration {
    /** `required_settings` of the installation. */
    readonly requiredSettings?: unknown[];
    /** `optional_settings` of the installation. */
    readonly optionalSettings?: unknown[];
  }
  export interface WebhookAppManifestAppIcons {
    readonly small?: string;
    readonly large?: string;
  }
  export interface WebhookAppManifestApp {
    readonly name?: string;
    readonly slug?: string;
    readonly description?: string;
    readonly category?: string;
    readonly icons?: outputs.WebhookAppManifestAppIcons;
    readonly supported_locales?: string[];
  }
  export interface WebhookAppManifestDeveloper {
    readonly name?: string;
    readonly website?: string;
    readonly support_email?: string;
    readonly privacy_policy_url?: string;
    readonly terms_url?: string;
    readonly documentation_url?: string;
  }
  export interface WebhookAppManifestIntegrationEntryPoints {
    readonly main?: string;
    readonly configuration?: string;
  }
  export interface WebhookAppManifestIntegrationWebhooks {
    readonly events?: string;
    readonly installations?: string;
  }
  export interface WebhookAppManifestIntegrationInteractivity {
    readonly request_url?: string;
    readonly message_menu_option_url?: string;
  }
  export interface WebhookAppManifestIntegration {
    readonly entry_points?: outputs.WebhookAppManifestIntegrationEntryPoints;
    readonly webhooks?: outputs.WebhookAppManifestIntegrationWebhooks;
    readonly interactivity?: outputs.WebhookAppManifestIntegrationInteractivity;
  }
  export interface WebhookAppManifestConfiguration {
    readonly required_settings?: unknown[];
    readonly optional_settings?: unknown[];
  }
  export interface WebhookAppManifestScopesRequiredPlatformItem {
    readonly scope: string;
    readonly reason?: string;
    readonly description?: string;
  }
  export interface WebhookAppManifestScopesRequired {
    readonly platform?: outputs.WebhookAppManifestScopesRequiredPlatformItem[];
  }
  export interface WebhookAppManifestScopes {
    readonly required?: outputs.WebhookAppManifestScopesRequired;
    readonly optional?: outputs.WebhookAppManifestScopesRequired;
  }
  export interface WebhookAppManifestEvents {
    readonly subscribe?: string[];
    readonly publish?: unknown[];
  }
  export interface WebhookAppManifestMetadata {
    readonly is_privileged_app?: boolean;
  }
  export interface WebhookAppManifest {
    readonly app?: outputs.WebhookAppManifestApp;
    readonly developer?: outputs.WebhookAppManifestDeveloper;
    readonly integration?: outputs.WebhookAppManifestIntegration;
    readonly configuration?: outputs.WebhookAppManifestConfiguration;
    readonly scopes?: outputs.WebhookAppManifestScopes;
    readonly events?: outputs.WebhookAppManifestEvents;
    readonly activities?: unknown[];
    readonly metadata?: outputs.WebhookAppManifestMetadata;
  }
  export interface TicketType {
    /** Unique identifier. */
    readonly id: string;
    /** Name of the ticket type. */
    readonly name: string;
    /** Color shown with the ticket type. */
    readonly color: string;
    /** Icon name shown with the ticket type. */
    readonly icon: string;
    /** Whether tickets may be given this type. */
    readonly isActive: boolean;
    /** The owning team. */
    readonly teamId: string;
    /** The owning organization. */
    readonly organizationId: string;
    /** Whether tickets of this type are auto-assigned. */
    readonly autoAssign: boolean;
  }
  export interface ListedTeam {
    /** The team's id: what CSAT rules, CSAT settings, webhook apps and memberships take as `teamId`. */
    readonly id: string;
    /** Name of the team. */
    readonly name: string;
    /** What the team does. */
    readonly description?: string;
    /** Short identifier of the team (ticket references show it), unique in the organization whatever its case; the platform gives one when it is left out. */
    readonly identifier?: string;
    /** Icon name shown with the team. */
    readonly icon?: string;
    /** Color shown with the team. */
    readonly color?: string;
    /** Whether the team is private. */
    readonly isPrivate?: boolean;
    /** The id of the team this one is a sub-team of. The platform does not move a team: changing it replaces the team. */
    readonly parentTeamId?: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  export interface ListedTeamMember {
    /** The membership's id, `<teamId>/<userId>`: what a TeamMember's `adoptId` takes. */
    readonly id: string;
    /** The team's id. Changing it replaces the membership. */
    readonly teamId: string;
    /** The user's id. Give it, `email`, or both (the same user). Changing it replaces the membership. */
    readonly userId?: string;
    /** The user's e-mail address, whatever its case. Give it, `userId`, or both (the same user). Changing it replaces the membership. */
    readonly email?: string;
    /** Whether the member is an admin of the team. The platform cannot change it in place: changing it removes the member and adds them again. */
    readonly isAdmin?: boolean;
    /** The member's id: the user's id. */
    readonly memberId: string;
    /** The member's name. */
    readonly name: string;
    /** When the user joined the team (ISO 8601). */
    readonly joinedAt: string;
  }
  export interface ListedRole {
    /** The role's id: what a Role's `adoptId` takes. */
    readonly id: string;
    /** Name of the role, unique in the organization. */
    readonly name: string;
    /** What the role is for. */
    readonly description?: string;
    /** What holders of the role may do. */
    readonly permissions: outputs.RolePermission[];
    /** True for the platform's built-in roles. */
    readonly isSystem: boolean;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  export interface ListedAccountAttributeValue {
    /** The value's id: what an AccountAttributeValue's `adoptId` takes. */
    readonly id: string;
    /** The attribute this value belongs to. Changing it replaces the value. */
    readonly attribute: outputs.AccountAttributeValueAttribute;
    /** The value, unique within its attribute. */
    readonly value: string;
    /** Whether this is the attribute's default value. Setting it clears the flag on the attribute's other values. */
    readonly isDefault?: boolean;
    /** Icon name shown with the value. */
    readonly icon?: string;
    /** Hex color shown with the value, e.g. `#1f883d`. */
    readonly color?: string;
    /** Only for `task_status`: whether the status closes a task. */
    readonly isClosed?: boolean;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  export interface ListedCsatRule {
    /** The rule's id: what a CsatRule's `adoptId` takes. */
    readonly id: string;
    /** The team's uid. Changing it replaces the rule. */
    readonly teamId: string;
    /** Name of the rule. */
    readonly name: string;
    /** What the rule is for. */
    readonly description?: string;
    /** Whether the rule sends surveys. */
    readonly isActive?: boolean;
    /** Priority of the rule among the team's rules. */
    readonly priority?: number;
    /** The id of the team's CSAT settings. */
    readonly settingsId: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  export interface ListedWebhookApp {
    /** The app's id: what a WebhookApp's `adoptId` takes. */
    readonly id: string;
    /** Name of the app. */
    readonly name: string;
    /** Unique in the organization. Changing it replaces the app. */
    readonly slug: string;
    /** What the app is for. */
    readonly description?: string;
    /** Where the platform POSTs the events of the app's teams. */
    readonly eventsUrl: string;
    /** Where the platform POSTs installation changes. */
    readonly installationsUrl?: string;
    /** Kinds of events to subscribe to (`events.subscribe`); empty or absent means all. */
    readonly events?: string[];
    /** Teams the app is installed in: it receives their events. Order does not matter. */
    readonly teamIds: string[];
    /** Settings of the app's installation in its teams. */
    readonly appConfiguration?: outputs.WebhookAppAppConfiguration;
    /** The app's id; also the resource id. */
    readonly appId: string;
    /** The whole manifest as the platform holds it: the generated one with the declared one merged over it. */
    readonly effectiveManifest: { [key: string]: unknown };
    /** The platform's id of the app's installation. */
    readonly installationId?: string;
  }
}

/**
 * An explicit instance of the supportplatform provider: its own configuration, client, rate-limit
 * budget and token cache. Pass it as `{ provider }` to manage another organization in the same stack.
 * Settings left out fall back to their environment variables.
 */
export class Provider extends pulumi.ProviderResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform";

  constructor(name: string, args: ProviderArgs = {}, opts: pulumi.ResourceOptions = {}) {
    const inputs: pulumi.Inputs = { ...args };
    for (const key of ["apiKey","accessToken","password"] as const) if (args[key] !== undefined) inputs[key] = pulumi.secret(args[key]);
    super(Provider.__pulumiType, name, inputs, opts);
  }
}

/** The settings of a {@link Provider}: the package's config variables. */
export interface ProviderArgs {
  /** API key (x-api-key) of the platform user the provider acts as. */
  readonly apiKey?: pulumi.Input<string>;
  /** Platform host ({base_url}): roles, tickets, accounts, CSAT. */
  readonly baseUrl?: pulumi.Input<string>;
  /** Host of login and search ({api_url}). Defaults to baseUrl. */
  readonly apiUrl?: pulumi.Input<string>;
  /** Apps host ({apps_studio_url}); needed by WebhookApp and getWebhookApps. */
  readonly appsStudioUrl?: pulumi.Input<string>;
  /** JWT for the bearer-token endpoints; alternative to email and password. */
  readonly accessToken?: pulumi.Input<string>;
  /** Login email; with password, the provider logs in and refreshes its token. */
  readonly email?: pulumi.Input<string>;
  /** Login password, used with email. */
  readonly password?: pulumi.Input<string>;
  /** Retries of a request after 5xx or network errors (default 15). */
  readonly maxRetries?: pulumi.Input<string>;
  /** Timeout of one request in seconds (default 30). */
  readonly requestTimeoutSeconds?: pulumi.Input<string>;
  /** Client-side cap on requests per minute, below the server's limit when other tools share the key. */
  readonly maxRequestsPerMinute?: pulumi.Input<string>;
}

/** A team of the organization; its id is what CSAT rules, CSAT settings and webhook apps take as a team id. Changing `parentTeamId` replaces it; anything else updates it in place. */
export class Team extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:Team";

  /** The existing Team with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Team {
    return new Team(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a Team, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is Team {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === Team.__pulumiType;
  }

  /** Name of the team. */
  declare readonly name: pulumi.Output<string>;
  /** What the team does. */
  declare readonly description: pulumi.Output<string | undefined>;
  /** Short identifier of the team (ticket references show it), unique in the organization whatever its case; the platform gives one when it is left out. */
  declare readonly identifier: pulumi.Output<string | undefined>;
  /** Icon name shown with the team. */
  declare readonly icon: pulumi.Output<string | undefined>;
  /** Color shown with the team. */
  declare readonly color: pulumi.Output<string | undefined>;
  /** Whether the team is private. */
  declare readonly isPrivate: pulumi.Output<boolean | undefined>;
  /** The id of the team this one is a sub-team of. The platform does not move a team: changing it replaces the team. */
  declare readonly parentTeamId: pulumi.Output<string | undefined>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** When the platform created it (ISO 8601). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the platform last changed it (ISO 8601). */
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: TeamArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: TeamArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: TeamArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["name"] as const) {
        if (args?.[key] === undefined) throw new Error(`Team ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["name","description","identifier","icon","color","isPrivate","parentTeamId","adoptId","createdAt","updatedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(Team.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:Team"}] }));
  }
}

/** The arguments of a {@link Team}. */
export interface TeamArgs {
  /** Name of the team. */
  readonly name: pulumi.Input<string>;
  /** What the team does. */
  readonly description?: pulumi.Input<string>;
  /** Short identifier of the team (ticket references show it), unique in the organization whatever its case; the platform gives one when it is left out. */
  readonly identifier?: pulumi.Input<string>;
  /** Icon name shown with the team. */
  readonly icon?: pulumi.Input<string>;
  /** Color shown with the team. */
  readonly color?: pulumi.Input<string>;
  /** Whether the team is private. */
  readonly isPrivate?: pulumi.Input<boolean>;
  /** The id of the team this one is a sub-team of. The platform does not move a team: changing it replaces the team. */
  readonly parentTeamId?: pulumi.Input<string>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** One user's membership of one team, by user id or e-mail address. The platform has no update of a membership: changing any input replaces it (the member is removed, then added again). */
export class TeamMember extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:TeamMember";

  /** The existing TeamMember with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): TeamMember {
    return new TeamMember(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a TeamMember, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is TeamMember {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === TeamMember.__pulumiType;
  }

  /** The team's id. Changing it replaces the membership. */
  declare readonly teamId: pulumi.Output<string>;
  /** The user's id. Give it, `email`, or both (the same user). Changing it replaces the membership. */
  declare readonly userId: pulumi.Output<string | undefined>;
  /** The user's e-mail address, whatever its case. Give it, `userId`, or both (the same user). Changing it replaces the membership. */
  declare readonly email: pulumi.Output<string | undefined>;
  /** Whether the member is an admin of the team. The platform cannot change it in place: changing it removes the member and adds them again. */
  declare readonly isAdmin: pulumi.Output<boolean | undefined>;
  /** Takes an existing membership under management instead of adding the user again: `<teamId>/<userId>`. Only read when the resource is created. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** The member's id: the user's id. Secret whenever `userId` is secret. */
  declare readonly memberId: pulumi.Output<string>;
  /** The member's name. */
  declare readonly name: pulumi.Output<string>;
  /** When the user joined the team (ISO 8601). */
  declare readonly joinedAt: pulumi.Output<string>;

  constructor(name: string, args: TeamMemberArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: TeamMemberArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: TeamMemberArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["teamId"] as const) {
        if (args?.[key] === undefined) throw new Error(`TeamMember ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["teamId","userId","email","isAdmin","adoptId","memberId","name","joinedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(TeamMember.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:TeamMember"}] }));
  }
}

/** The arguments of a {@link TeamMember}. */
export interface TeamMemberArgs {
  /** The team's id. Changing it replaces the membership. */
  readonly teamId: pulumi.Input<string>;
  /** The user's id. Give it, `email`, or both (the same user). Changing it replaces the membership. */
  readonly userId?: pulumi.Input<string>;
  /** The user's e-mail address, whatever its case. Give it, `userId`, or both (the same user). Changing it replaces the membership. */
  readonly email?: pulumi.Input<string>;
  /** Whether the member is an admin of the team. The platform cannot change it in place: changing it removes the member and adds them again. */
  readonly isAdmin?: pulumi.Input<boolean>;
  /** Takes an existing membership under management instead of adding the user again: `<teamId>/<userId>`. Only read when the resource is created. */
  readonly adoptId?: pulumi.Input<string>;
}

/** A custom role of the organization: a name, a description and permissions. Every change updates it in place. */
export class Role extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:Role";

  /** The existing Role with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Role {
    return new Role(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a Role, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is Role {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === Role.__pulumiType;
  }

  /** Name of the role, unique in the organization. */
  declare readonly name: pulumi.Output<string>;
  /** What the role is for. */
  declare readonly description: pulumi.Output<string | undefined>;
  /** What holders of the role may do. */
  declare readonly permissions: pulumi.Output<outputs.RolePermission[]>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** True for the platform's built-in roles. */
  declare readonly isSystem: pulumi.Output<boolean>;
  /** When the platform created it (ISO 8601). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the platform last changed it (ISO 8601). */
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: RoleArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: RoleArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: RoleArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["name","permissions"] as const) {
        if (args?.[key] === undefined) throw new Error(`Role ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["name","description","permissions","adoptId","isSystem","createdAt","updatedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(Role.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:Role"}] }));
  }
}

/** The arguments of a {@link Role}. */
export interface RoleArgs {
  /** Name of the role, unique in the organization. */
  readonly name: pulumi.Input<string>;
  /** What the role is for. */
  readonly description?: pulumi.Input<string>;
  /** What holders of the role may do. */
  readonly permissions: pulumi.Input<pulumi.Input<inputs.RolePermission>[]>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** A value of an account attribute (a status, a classification, a priority...). Changing `attribute` replaces it; anything else updates it in place; `adoptId` takes an existing value under management. */
export class AccountAttributeValue extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:AccountAttributeValue";

  /** The existing AccountAttributeValue with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): AccountAttributeValue {
    return new AccountAttributeValue(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a AccountAttributeValue, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is AccountAttributeValue {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === AccountAttributeValue.__pulumiType;
  }

  /** The attribute this value belongs to. Changing it replaces the value. */
  declare readonly attribute: pulumi.Output<outputs.AccountAttributeValueAttribute>;
  /** The value, unique within its attribute. */
  declare readonly value: pulumi.Output<string>;
  /** Whether this is the attribute's default value. Setting it clears the flag on the attribute's other values. */
  declare readonly isDefault: pulumi.Output<boolean | undefined>;
  /** Icon name shown with the value. */
  declare readonly icon: pulumi.Output<string | undefined>;
  /** Hex color shown with the value, e.g. `#1f883d`. */
  declare readonly color: pulumi.Output<string | undefined>;
  /** Only for `task_status`: whether the status closes a task. */
  declare readonly isClosed: pulumi.Output<boolean | undefined>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** When the platform created it (ISO 8601). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the platform last changed it (ISO 8601). */
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: AccountAttributeValueArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: AccountAttributeValueArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: AccountAttributeValueArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["attribute","value"] as const) {
        if (args?.[key] === undefined) throw new Error(`AccountAttributeValue ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["attribute","value","isDefault","icon","color","isClosed","adoptId","createdAt","updatedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(AccountAttributeValue.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:AccountAttributeValue"}] }));
  }
}

/** The arguments of a {@link AccountAttributeValue}. */
export interface AccountAttributeValueArgs {
  /** The attribute this value belongs to. Changing it replaces the value. */
  readonly attribute: pulumi.Input<inputs.AccountAttributeValueAttribute>;
  /** The value, unique within its attribute. */
  readonly value: pulumi.Input<string>;
  /** Whether this is the attribute's default value. Setting it clears the flag on the attribute's other values. */
  readonly isDefault?: pulumi.Input<boolean>;
  /** Icon name shown with the value. */
  readonly icon?: pulumi.Input<string>;
  /** Hex color shown with the value, e.g. `#1f883d`. */
  readonly color?: pulumi.Input<string>;
  /** Only for `task_status`: whether the status closes a task. */
  readonly isClosed?: pulumi.Input<boolean>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** A CSAT survey rule of a team: which tickets get a satisfaction survey, when, and how it looks. The team's CSAT settings are created with its first rule. Changing `teamId` replaces the rule; anything else updates it in place. */
export class CsatRule extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:CsatRule";

  /** The existing CsatRule with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): CsatRule {
    return new CsatRule(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a CsatRule, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is CsatRule {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === CsatRule.__pulumiType;
  }

  /** The team's uid. Changing it replaces the rule. */
  declare readonly teamId: pulumi.Output<string>;
  /** Name of the rule. */
  declare readonly name: pulumi.Output<string>;
  /** What the rule is for. */
  declare readonly description: pulumi.Output<string | undefined>;
  /** Whether the rule sends surveys. */
  declare readonly isActive: pulumi.Output<boolean | undefined>;
  /** Priority of the rule among the team's rules. */
  declare readonly priority: pulumi.Output<number | undefined>;
  /** Every condition must hold. */
  declare readonly allFilters: pulumi.Output<outputs.CsatRuleAllFilters | undefined>;
  /** At least one condition must hold. */
  declare readonly anyFilters: pulumi.Output<outputs.CsatRuleAllFilters | undefined>;
  /** When and how the survey is triggered. */
  declare readonly triggerConfig: pulumi.Output<outputs.CsatRuleTriggerConfig>;
  /** Appearance and behaviour of the survey. */
  declare readonly feedbackConfig: pulumi.Output<outputs.CsatRuleFeedbackConfig>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** The id of the team's CSAT settings. */
  declare readonly settingsId: pulumi.Output<string>;
  /** When the platform created it (ISO 8601). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the platform last changed it (ISO 8601). */
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: CsatRuleArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: CsatRuleArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: CsatRuleArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["teamId","name","triggerConfig","feedbackConfig"] as const) {
        if (args?.[key] === undefined) throw new Error(`CsatRule ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["teamId","name","description","isActive","priority","allFilters","anyFilters","triggerConfig","feedbackConfig","adoptId","settingsId","createdAt","updatedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(CsatRule.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:CsatRule"}] }));
  }
}

/** The arguments of a {@link CsatRule}. */
export interface CsatRuleArgs {
  /** The team's uid. Changing it replaces the rule. */
  readonly teamId: pulumi.Input<string>;
  /** Name of the rule. */
  readonly name: pulumi.Input<string>;
  /** What the rule is for. */
  readonly description?: pulumi.Input<string>;
  /** Whether the rule sends surveys. */
  readonly isActive?: pulumi.Input<boolean>;
  /** Priority of the rule among the team's rules. */
  readonly priority?: pulumi.Input<number>;
  /** Every condition must hold. */
  readonly allFilters?: pulumi.Input<inputs.CsatRuleAllFilters>;
  /** At least one condition must hold. */
  readonly anyFilters?: pulumi.Input<inputs.CsatRuleAllFilters>;
  /** When and how the survey is triggered. */
  readonly triggerConfig: pulumi.Input<inputs.CsatRuleTriggerConfig>;
  /** Appearance and behaviour of the survey. */
  readonly feedbackConfig: pulumi.Input<inputs.CsatRuleFeedbackConfig>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The order of a team's CSAT rules, applied through the platform's reorder: `ruleIds` names every rule of the team, in order. Its id is the team's uid. Removing it changes nothing on the platform: the rules keep the order they have. */
export class CsatRuleOrder extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:CsatRuleOrder";

  /** The existing CsatRuleOrder with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): CsatRuleOrder {
    return new CsatRuleOrder(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a CsatRuleOrder, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is CsatRuleOrder {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === CsatRuleOrder.__pulumiType;
  }

  /** The team's uid. Changing it replaces the resource: it then orders the other team's rules. */
  declare readonly teamId: pulumi.Output<string>;
  /** The ids of every CSAT rule of the team, in the order the platform should hold them. Its order is the point: a list in another order is a change. */
  declare readonly ruleIds: pulumi.Output<string[]>;
  /** Takes the order of an existing team's rules under management: the team's uid. Writes nothing when the team's rules already are in the declared order. Only read when the resource is created. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** The id of the team's CSAT settings, which keep the order. */
  declare readonly settingsId: pulumi.Output<string>;
  /** The rule ids this resource last applied. A rule among them that `ruleIds` no longer names, and that the team still has, is placed last by the next update: its CsatRule is deleted after the order's update in the same deployment. Secret whenever `ruleIds` is secret. */
  declare readonly appliedRuleIds: pulumi.Output<string[]>;

  constructor(name: string, args: CsatRuleOrderArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: CsatRuleOrderArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: CsatRuleOrderArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["teamId","ruleIds"] as const) {
        if (args?.[key] === undefined) throw new Error(`CsatRuleOrder ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["teamId","ruleIds","adoptId","settingsId","appliedRuleIds"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(CsatRuleOrder.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:CsatRuleOrder"}] }));
  }
}

/** The arguments of a {@link CsatRuleOrder}. */
export interface CsatRuleOrderArgs {
  /** The team's uid. Changing it replaces the resource: it then orders the other team's rules. */
  readonly teamId: pulumi.Input<string>;
  /** The ids of every CSAT rule of the team, in the order the platform should hold them. Its order is the point: a list in another order is a change. */
  readonly ruleIds: pulumi.Input<pulumi.Input<string>[]>;
  /** Takes the order of an existing team's rules under management: the team's uid. Writes nothing when the team's rules already are in the declared order. Only read when the resource is created. */
  readonly adoptId?: pulumi.Input<string>;
}

/** A team's CSAT settings: cooldowns, the e-mail configuration and the statuses that count as closed. The platform creates them with the team's first CSAT rule, so the resource takes over the existing settings (no write when they already match) and fails, naming the fix, for a team with none yet; give it `dependsOn` on a rule of the team. Only declared settings are managed. Destroy puts back the declared settings' values from before the stack took them over. Changing `teamId` replaces it. */
export class CsatSettings extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:CsatSettings";

  /** The existing CsatSettings with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): CsatSettings {
    return new CsatSettings(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a CsatSettings, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is CsatSettings {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === CsatSettings.__pulumiType;
  }

  /** The team's uid. Changing it replaces the resource. */
  declare readonly teamId: pulumi.Output<string>;
  /** How long a ticket's requester is not surveyed again, in days (0 to 365). */
  declare readonly cooldownPeriodDays: pulumi.Output<number | undefined>;
  /** How long a user is not surveyed again, in days (0 to 365). */
  declare readonly userCooldownPeriodDays: pulumi.Output<number | undefined>;
  /** The e-mail configuration surveys are sent with. */
  declare readonly emailConfigId: pulumi.Output<string | undefined>;
  /** The ticket statuses that count as closed. Order does not matter. */
  declare readonly closedStatusIds: pulumi.Output<string[] | undefined>;
  /** The settings record's id. */
  declare readonly settingsId: pulumi.Output<string>;
  /** Whether the team sends CSAT surveys; the update endpoint does not change it. */
  declare readonly isEnabled: pulumi.Output<boolean>;
  /** The settings as they were when the stack took them over: destroy puts back the ones it declared. Secret whenever any of `cooldownPeriodDays`, `userCooldownPeriodDays`, `emailConfigId`, `closedStatusIds` is secret. */
  declare readonly previousSettings: pulumi.Output<outputs.CsatSettingsPreviousSettings>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: CsatSettingsArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: CsatSettingsArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: CsatSettingsArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["teamId"] as const) {
        if (args?.[key] === undefined) throw new Error(`CsatSettings ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["teamId","cooldownPeriodDays","userCooldownPeriodDays","emailConfigId","closedStatusIds","settingsId","isEnabled","previousSettings","createdAt","updatedAt"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(CsatSettings.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: [], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:CsatSettings"}] }));
  }
}

/** The arguments of a {@link CsatSettings}. */
export interface CsatSettingsArgs {
  /** The team's uid. Changing it replaces the resource. */
  readonly teamId: pulumi.Input<string>;
  /** How long a ticket's requester is not surveyed again, in days (0 to 365). */
  readonly cooldownPeriodDays?: pulumi.Input<number>;
  /** How long a user is not surveyed again, in days (0 to 365). */
  readonly userCooldownPeriodDays?: pulumi.Input<number>;
  /** The e-mail configuration surveys are sent with. */
  readonly emailConfigId?: pulumi.Input<string>;
  /** The ticket statuses that count as closed. Order does not matter. */
  readonly closedStatusIds?: pulumi.Input<pulumi.Input<string>[]>;
}

/** A private app that receives the platform's events of its teams at `eventsUrl`: created with a manifest that requests `webhooks:read`, then installed into `teamIds`. Manifest, team and configuration changes apply in place; changing `slug` or `visibility` replaces the app. */
export class WebhookApp extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = "supportplatform:index:WebhookApp";

  /** The existing WebhookApp with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): WebhookApp {
    return new WebhookApp(name, undefined, { ...opts, id });
  }

  /** Whether `obj` is a WebhookApp, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is WebhookApp {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === WebhookApp.__pulumiType;
  }

  /** Name of the app. */
  declare readonly name: pulumi.Output<string>;
  /** Unique in the organization. Changing it replaces the app. */
  declare readonly slug: pulumi.Output<string>;
  /** What the app is for. */
  declare readonly description: pulumi.Output<string | undefined>;
  /** Where the platform POSTs the events of the app's teams. */
  declare readonly eventsUrl: pulumi.Output<string>;
  /** Where the platform POSTs installation changes. */
  declare readonly installationsUrl: pulumi.Output<string | undefined>;
  /** Teams the app is installed in: it receives their events. Order does not matter. */
  declare readonly teamIds: pulumi.Output<string[]>;
  /** Kinds of events to subscribe to (`events.subscribe`); empty or absent means all. */
  declare readonly events: pulumi.Output<string[] | undefined>;
  /** Default `private`, the spec's visibility of a webhook app. Changing it replaces the app. */
  declare readonly visibility: pulumi.Output<outputs.WebhookAppVisibility | undefined>;
  /** Settings of the app's installation in its teams. */
  declare readonly appConfiguration: pulumi.Output<outputs.WebhookAppAppConfiguration | undefined>;
  /** A manifest in the platform's own shape (snake_case), merged over the one built from the other inputs. */
  declare readonly manifest: pulumi.Output<outputs.WebhookAppManifest | undefined>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** The app's id; also the resource id. */
  declare readonly appId: pulumi.Output<string>;
  declare readonly clientId: pulumi.Output<string>;
  /** The app's client secret. */
  declare readonly clientSecret: pulumi.Output<string>;
  /** The bot token of the app's installation; absent while the app is not installed. */
  declare readonly botToken: pulumi.Output<string | undefined>;
  /** The teams the app is installed in, sorted. Secret whenever `teamIds` is secret. */
  declare readonly installedTeamIds: pulumi.Output<string[]>;
  /** The whole manifest as the platform holds it: the generated one with the declared one merged over it. Secret whenever any of `name`, `slug`, `description`, `eventsUrl`, `installationsUrl`, `events`, `appConfiguration`, `manifest` is secret. */
  declare readonly effectiveManifest: pulumi.Output<{ [key: string]: unknown }>;
  /** False for an adopted app: the API shows the client secret only when it creates the app and the bot token only when it installs it, so `clientSecret` and `botToken` are absent. */
  declare readonly secretsKnown: pulumi.Output<boolean>;

  constructor(name: string, args: WebhookAppArgs, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: WebhookAppArgs | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: WebhookAppArgs | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ["name","slug","eventsUrl","teamIds"] as const) {
        if (args?.[key] === undefined) throw new Error(`WebhookApp ${name}: missing required property '${key}'`);
      }
    }
    // Every property is registered, so each output exists; a read by id (`get`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ["name","slug","description","eventsUrl","installationsUrl","teamIds","events","visibility","appConfiguration","manifest","adoptId","appId","clientId","clientSecret","botToken","installedTeamIds","effectiveManifest","secretsKnown"]) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(WebhookApp.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: ["clientSecret","botToken"], aliases: [{"type":"pulumi-nodejs:dynamic/supportplatform:WebhookApp"}] }));
  }
}

/** The arguments of a {@link WebhookApp}. */
export interface WebhookAppArgs {
  /** Name of the app. */
  readonly name: pulumi.Input<string>;
  /** Unique in the organization. Changing it replaces the app. */
  readonly slug: pulumi.Input<string>;
  /** What the app is for. */
  readonly description?: pulumi.Input<string>;
  /** Where the platform POSTs the events of the app's teams. */
  readonly eventsUrl: pulumi.Input<string>;
  /** Where the platform POSTs installation changes. */
  readonly installationsUrl?: pulumi.Input<string>;
  /** Teams the app is installed in: it receives their events. Order does not matter. */
  readonly teamIds: pulumi.Input<pulumi.Input<string>[]>;
  /** Kinds of events to subscribe to (`events.subscribe`); empty or absent means all. */
  readonly events?: pulumi.Input<pulumi.Input<string>[]>;
  /** Default `private`, the spec's visibility of a webhook app. Changing it replaces the app. */
  readonly visibility?: pulumi.Input<inputs.WebhookAppVisibility>;
  /** Settings of the app's installation in its teams. */
  readonly appConfiguration?: pulumi.Input<inputs.WebhookAppAppConfiguration>;
  /** A manifest in the platform's own shape (snake_case), merged over the one built from the other inputs. */
  readonly manifest?: pulumi.Input<inputs.WebhookAppManifest>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** What {@link getTicketType} answers. */
export interface GetTicketTypeResult {
  /** Unique identifier. */
  readonly id: string;
  /** Name of the ticket type. */
  readonly name: string;
  /** Color shown with the ticket type. */
  readonly color: string;
  /** Icon name shown with the ticket type. */
  readonly icon: string;
  /** Whether tickets may be given this type. */
  readonly isActive: boolean;
  /** The owning team. */
  readonly teamId: string;
  /** The owning organization. */
  readonly organizationId: string;
  /** Whether tickets of this type are auto-assigned. */
  readonly autoAssign: boolean;
}

/** The arguments of {@link getTicketType}. */
export interface GetTicketTypeArgs {
  /** The ticket type's id. */
  readonly id: string;
}

/** The arguments of {@link getTicketTypeOutput}: each may be an Output. */
export interface GetTicketTypeOutputArgs {
  /** The ticket type's id. */
  readonly id: pulumi.Input<string>;
}

/** Reads one ticket type by id; fails when there is none. */
export async function getTicketType(args: GetTicketTypeArgs, opts?: pulumi.InvokeOptions): Promise<GetTicketTypeResult> {
  return (await pulumi.runtime.invoke("supportplatform:index:getTicketType", { ...args }, opts));
}

/** Reads one ticket type by id; fails when there is none. */
export function getTicketTypeOutput(args: GetTicketTypeOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTicketTypeResult> {
  return pulumi.runtime.invokeOutput<GetTicketTypeResult>("supportplatform:index:getTicketType", { ...args }, opts);
}

/** The arguments of {@link getTicketTypes}. */
export interface GetTicketTypesArgs {
  /** The team's uid. */
  readonly teamId: string;
}

/** The arguments of {@link getTicketTypesOutput}: each may be an Output. */
export interface GetTicketTypesOutputArgs {
  /** The team's uid. */
  readonly teamId: pulumi.Input<string>;
}

/** Lists a team's ticket types. */
export async function getTicketTypes(args: GetTicketTypesArgs, opts?: pulumi.InvokeOptions): Promise<outputs.TicketType[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getTicketTypes", { ...args }, opts)).res;
}

/** Lists a team's ticket types. */
export function getTicketTypesOutput(args: GetTicketTypesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.TicketType[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.TicketType[] }>("supportplatform:index:getTicketTypes", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getTeams}. */
export interface GetTeamsArgs {

}

/** The arguments of {@link getTeamsOutput}: each may be an Output. */
export interface GetTeamsOutputArgs {

}

/** Lists the organization's teams that the key's user belongs to (the only ones the platform lists), each as a Team's outputs, with its id: what `teamId` takes. */
export async function getTeams(args: GetTeamsArgs = {}, opts?: pulumi.InvokeOptions): Promise<outputs.ListedTeam[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getTeams", { ...args }, opts)).res;
}

/** Lists the organization's teams that the key's user belongs to (the only ones the platform lists), each as a Team's outputs, with its id: what `teamId` takes. */
export function getTeamsOutput(args: GetTeamsOutputArgs = {}, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedTeam[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedTeam[] }>("supportplatform:index:getTeams", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getTeamMembers}. */
export interface GetTeamMembersArgs {
  /** The team's id. */
  readonly teamId: string;
}

/** The arguments of {@link getTeamMembersOutput}: each may be an Output. */
export interface GetTeamMembersOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** Lists a team's members, each as a TeamMember's outputs, with the membership's id; fails when there is no such team. */
export async function getTeamMembers(args: GetTeamMembersArgs, opts?: pulumi.InvokeOptions): Promise<outputs.ListedTeamMember[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getTeamMembers", { ...args }, opts)).res;
}

/** Lists a team's members, each as a TeamMember's outputs, with the membership's id; fails when there is no such team. */
export function getTeamMembersOutput(args: GetTeamMembersOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedTeamMember[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedTeamMember[] }>("supportplatform:index:getTeamMembers", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getRoles}. */
export interface GetRolesArgs {

}

/** The arguments of {@link getRolesOutput}: each may be an Output. */
export interface GetRolesOutputArgs {

}

/** Lists the organization's roles, the built-in system roles (`isSystem`) included, each as a Role's outputs, with its id. */
export async function getRoles(args: GetRolesArgs = {}, opts?: pulumi.InvokeOptions): Promise<outputs.ListedRole[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getRoles", { ...args }, opts)).res;
}

/** Lists the organization's roles, the built-in system roles (`isSystem`) included, each as a Role's outputs, with its id. */
export function getRolesOutput(args: GetRolesOutputArgs = {}, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedRole[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedRole[] }>("supportplatform:index:getRoles", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getAccountAttributeValues}. */
export interface GetAccountAttributeValuesArgs {
  /** The attribute whose values to list. */
  readonly attribute: outputs.AccountAttributeValueAttribute;
}

/** The arguments of {@link getAccountAttributeValuesOutput}: each may be an Output. */
export interface GetAccountAttributeValuesOutputArgs {
  /** The attribute whose values to list. */
  readonly attribute: pulumi.Input<inputs.AccountAttributeValueAttribute>;
}

/** Lists one account attribute's values, each as an AccountAttributeValue's outputs, with its id. */
export async function getAccountAttributeValues(args: GetAccountAttributeValuesArgs, opts?: pulumi.InvokeOptions): Promise<outputs.ListedAccountAttributeValue[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getAccountAttributeValues", { ...args }, opts)).res;
}

/** Lists one account attribute's values, each as an AccountAttributeValue's outputs, with its id. */
export function getAccountAttributeValuesOutput(args: GetAccountAttributeValuesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedAccountAttributeValue[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedAccountAttributeValue[] }>("supportplatform:index:getAccountAttributeValues", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getCsatRules}. */
export interface GetCsatRulesArgs {
  /** The team's id. */
  readonly teamId: string;
}

/** The arguments of {@link getCsatRulesOutput}: each may be an Output. */
export interface GetCsatRulesOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** Lists a team's CSAT rules as its CSAT settings show them, in one request: a CsatRule's outputs without `allFilters`, `anyFilters`, `triggerConfig` and `feedbackConfig`. A team with no CSAT settings (no rule yet), or no such team, has none. */
export async function getCsatRules(args: GetCsatRulesArgs, opts?: pulumi.InvokeOptions): Promise<outputs.ListedCsatRule[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getCsatRules", { ...args }, opts)).res;
}

/** Lists a team's CSAT rules as its CSAT settings show them, in one request: a CsatRule's outputs without `allFilters`, `anyFilters`, `triggerConfig` and `feedbackConfig`. A team with no CSAT settings (no rule yet), or no such team, has none. */
export function getCsatRulesOutput(args: GetCsatRulesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedCsatRule[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedCsatRule[] }>("supportplatform:index:getCsatRules", { ...args }, opts).apply((answer) => answer.res);
}

/** The arguments of {@link getWebhookApps}. */
export interface GetWebhookAppsArgs {

}

/** The arguments of {@link getWebhookAppsOutput}: each may be an Output. */
export interface GetWebhookAppsOutputArgs {

}

/** Lists the organization's webhook apps (installed apps whose manifest has `integration.webhooks.events`), each with the WebhookApp outputs the installed-apps list carries. Apps installed in no team are not listed. The `…Output` form is secret when a value looks like a credential (a URL with a token). */
export async function getWebhookApps(args: GetWebhookAppsArgs = {}, opts?: pulumi.InvokeOptions): Promise<outputs.ListedWebhookApp[]> {
  return (await pulumi.runtime.invoke("supportplatform:index:getWebhookApps", { ...args }, opts)).res;
}

/** Lists the organization's webhook apps (installed apps whose manifest has `integration.webhooks.events`), each with the WebhookApp outputs the installed-apps list carries. Apps installed in no team are not listed. The `…Output` form is secret when a value looks like a credential (a URL with a token). */
export function getWebhookAppsOutput(args: GetWebhookAppsOutputArgs = {}, opts?: pulumi.InvokeOutputOptions): pulumi.Output<outputs.ListedWebhookApp[]> {
  return pulumi.runtime.invokeOutput<{ res: outputs.ListedWebhookApp[] }>("supportplatform:index:getWebhookApps", { ...args }, opts).apply((answer) => answer.res);
}
