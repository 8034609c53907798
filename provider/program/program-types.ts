// Generated from schema.json by scripts/generate-program-classes.ts (`npm run program-classes`); do not edit.
// The types a program sees of the dynamic face (its classes' arguments and outputs, its functions'
// arguments and results), plain TypeScript from schema.json: a program type-checks none of the
// provider's schema library.
import type * as pulumi from "@pulumi/pulumi";

/** Object types of resource arguments: each property may be an Output. */
export namespace inputs {
  /** A stretch of working time. */
  export interface TeamConfigurationCommonSlot {
    /** When it starts, `HH:MM`. */
    readonly start: pulumi.Input<string>;
    /** When it ends, `HH:MM`, after it starts. */
    readonly end: pulumi.Input<string>;
  }
  export interface TeamConfigurationDailyConfigMonday {
    /** Whether the team works that day. */
    readonly isActive: pulumi.Input<boolean>;
    /** Its working hours, at most 24 slots that do not overlap; none when left out. */
    readonly slots?: pulumi.Input<pulumi.Input<inputs.TeamConfigurationCommonSlot>[]>;
  }
  export interface TeamConfigurationDailyConfig {
    /** One day's working hours. */
    readonly monday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly tuesday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly wednesday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly thursday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly friday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly saturday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
    /** One day's working hours. */
    readonly sunday?: pulumi.Input<inputs.TeamConfigurationDailyConfigMonday>;
  }
  export type TeamConfigurationUserRoutingStrategy = "manual" | "round_robin";
  export type RolePermissionAction = "view" | "create" | "update" | "delete" | "assign" | "comment";
  export interface RolePermission {
    /** What the permission applies to, by any name; the platform's documentation names `accounts`, `apps`, `comments`, `csat`, `custom_object_fields`, `custom_objects`, `draft_tickets`, `emoji_actions`, `forms`, `object_records`, `organizations`, `reactions`, `roles`, `search`, `sla_policies`, `storage`, `tags`, `teams`, `ticket_tags`, `tickets`, `users`, `view_types`, `views`, `workflows`, and check warns about any other. */
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
  export type TagTagType = "ticket" | "skills";
  export type TeamRoutingRuleAndRuleOperator = "EQUALS" | "NOT_EQUALS" | "CONTAINS";
  export interface TeamRoutingRuleAndRule {
    /** The ticket field compared, e.g. `priority` or `title`. */
    readonly field: pulumi.Input<string>;
    /** How the field is compared with `value`: `EQUALS`, `NOT_EQUALS` or `CONTAINS`. */
    readonly operator: pulumi.Input<inputs.TeamRoutingRuleAndRuleOperator>;
    /** The value compared with. */
    readonly value: pulumi.Input<string>;
    /** The condition's place among the rule's conditions. */
    readonly precedence: pulumi.Input<number>;
  }
  export type CustomFieldSource = "ticket" | "account" | "custom_object" | "customer_contact";
  export type CustomFieldFieldType = "single_line" | "multi_line" | "rich_text" | "integer" | "decimal" | "currency" | "date" | "date_time" | "time" | "single_choice" | "multi_choice" | "radio_button" | "checkbox" | "email" | "phone_number";
  export type SlaPolicyEntityType = "ticket";
  export type SlaPolicyFilterAllItemOperator = "equals" | "in";
  export interface SlaPolicyFilterAllItemValue {
    /** The value's label, as the dashboard shows it (`Open`, `High`). */
    readonly label: pulumi.Input<string>;
  }
  export interface SlaPolicyFilterAllItem {
    /** What the condition looks at: `ticket`, the only entity the docs show. */
    readonly entity?: pulumi.Input<inputs.SlaPolicyEntityType>;
    /** The ticket's field compared, e.g. `status` or `priority`. */
    readonly field: pulumi.Input<string>;
    /** `equals` (exactly one value) or `in` (any of the values). */
    readonly operator: pulumi.Input<inputs.SlaPolicyFilterAllItemOperator>;
    /** The values compared with, matched by label. */
    readonly values: pulumi.Input<pulumi.Input<inputs.SlaPolicyFilterAllItemValue>[]>;
  }
  export interface SlaPolicyFilter {
    /** Conditions that must all hold (none by default). */
    readonly all?: pulumi.Input<pulumi.Input<inputs.SlaPolicyFilterAllItem>[]>;
    /** Conditions of which at least one must hold, when there are any (none by default). */
    readonly any?: pulumi.Input<pulumi.Input<inputs.SlaPolicyFilterAllItem>[]>;
  }
  export type SlaPolicyPolicyMetricMetric = "FIRST_RESPONSE_TIME" | "NEXT_RESPONSE_TIME" | "RESOLUTION_TIME" | "UPDATE_TIME";
  export interface SlaPolicyPolicyMetricSpecificItem {
    /** What the condition looks at: `ticket`, the only entity the docs show. */
    readonly entity?: pulumi.Input<inputs.SlaPolicyEntityType>;
    /** The ticket's field compared, e.g. `status` or `priority`. */
    readonly field: pulumi.Input<string>;
    /** `equals` (exactly one value) or `in` (any of the values). */
    readonly operator: pulumi.Input<inputs.SlaPolicyFilterAllItemOperator>;
    /** The values compared with, matched by label. */
    readonly values: pulumi.Input<pulumi.Input<inputs.SlaPolicyFilterAllItemValue>[]>;
    /** Minutes allowed where the condition holds. */
    readonly durationInMinutes: pulumi.Input<number>;
  }
  export interface SlaPolicyPolicyMetric {
    /** What is measured: `FIRST_RESPONSE_TIME`, `NEXT_RESPONSE_TIME`, `RESOLUTION_TIME` or `UPDATE_TIME`. */
    readonly metric: pulumi.Input<inputs.SlaPolicyPolicyMetricMetric>;
    /** Whether `durationInMinutes` applies to every ticket the policy covers (default true). */
    readonly default?: pulumi.Input<boolean>;
    /** Minutes the metric allows, a whole number from 1 to 525600 (a numeric string such as `"120"` is taken too). */
    readonly durationInMinutes: pulumi.Input<number>;
    /** Other durations for the tickets a condition matches (none by default). */
    readonly specific?: pulumi.Input<pulumi.Input<inputs.SlaPolicyPolicyMetricSpecificItem>[]>;
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
  /** A team as getTeams lists it: its id (what `teamId` takes) and a Team's outputs. */
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
  /** A membership as getTeamMembers lists it: its id (`<teamId>/<userId>`) and a TeamMember's outputs. */
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
  /** A configuration as getTeamConfigurations lists it: its id (the team's) and a TeamConfiguration's outputs. */
  export interface ListedTeamConfiguration {
    /** The configuration's id, its team's: what a TeamConfiguration's `import` takes. */
    readonly id: pulumi.Input<string>;
    /** The team's id. Changing it replaces the resource. */
    readonly teamId: pulumi.Input<string>;
    /** The IANA time zone the team's hours and holidays are in, such as `Europe/Paris`. */
    readonly timezone?: pulumi.Input<string>;
    /** Days off: `DD-MM` every year, or `DD-MM-YYYY` once. Order does not matter. */
    readonly holidays?: pulumi.Input<pulumi.Input<string>[]>;
    /** Whether every working day has the same hours, `commonSlots`. */
    readonly commonDailyConfig?: pulumi.Input<boolean>;
    /** The hours of every working day when `commonDailyConfig` is set: at most 24 slots that do not overlap. */
    readonly commonSlots?: pulumi.Input<pulumi.Input<inputs.TeamConfigurationCommonSlot>[]>;
    /** Each day's hours, `monday` to `sunday`. Only the declared days are managed: the platform keeps the others. */
    readonly dailyConfig?: pulumi.Input<inputs.TeamConfigurationDailyConfig>;
    /** How tickets are given to the team's members. */
    readonly userRoutingStrategy?: pulumi.Input<inputs.TeamConfigurationUserRoutingStrategy>;
    /** Whether routing respects the team's time zone. */
    readonly routingRespectsTimezone?: pulumi.Input<boolean>;
    /** Whether routing respects each member's capacity. */
    readonly routingRespectsUserCapacity?: pulumi.Input<boolean>;
    /** Whether routing respects each member's time zone. */
    readonly routingRespectsUserTimezone?: pulumi.Input<boolean>;
    /** Whether routing respects each member's availability. */
    readonly routingRespectsUserAvailability?: pulumi.Input<boolean>;
    /** Whether routing respects each member's business hours. */
    readonly routingRespectsUserBusinessHours?: pulumi.Input<boolean>;
    /** The sub-team (a team whose parent is this one) that takes what the team cannot. */
    readonly fallbackSubTeam?: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** A role as getRoles lists it: its id and a Role's outputs. */
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
  /** An attribute value as getAccountAttributeValues lists it: its id and an AccountAttributeValue's outputs. */
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
  /** A rule as getCsatRules lists it: its id and a CsatRule's outputs but its filters and configs, which the team's settings do not list. */
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
  /** A webhook app as getWebhookApps lists it: its id and the WebhookApp outputs the installed-apps list carries. */
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
  /** A tag as getTags lists it: its id and a Tag's outputs. */
  export interface ListedTag {
    /** The tag's id: what a Tag's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** Name of the tag, 1 to 50 characters, unique among the organization's tags of its type whatever its case. */
    readonly name: pulumi.Input<string>;
    /** Hex color shown with the tag, e.g. `#1f74db`. */
    readonly color: pulumi.Input<string>;
    /** What the tag classifies: `ticket` or `skills`. */
    readonly tagType: pulumi.Input<inputs.TagTagType>;
    /** What the tag is for, at most 255 characters. */
    readonly description?: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** A ticket status as getTicketStatuses lists it: its id and a TicketStatus's outputs. */
  export interface ListedTicketStatus {
    /** The status's id: what a sub-status's `parentStatusId` (for a parent) and a TicketStatus's `adoptId` take. */
    readonly id: pulumi.Input<string>;
    /** The id of the team the status belongs to. Changing it replaces the status. */
    readonly teamId: pulumi.Input<string>;
    /** The id of the team's parent status (Open, In progress, On hold or Closed) this sub-status hangs under, e.g. from getTicketStatuses. Left out only when adopting one of the four parents, which the platform makes with the team. Changing it replaces the status. */
    readonly parentStatusId?: pulumi.Input<string>;
    /** What a ticket's `status` holds (`in_review`), unique in the team whatever its case. */
    readonly name: pulumi.Input<string>;
    /** The name agents see. */
    readonly displayName: pulumi.Input<string>;
    /** What the status means. */
    readonly description?: pulumi.Input<string>;
    /** On a sub-status, whether it is its parent's default sub-status (where tickets go when a sibling is deleted); setting it clears the flag on the parent's other sub-statuses. */
    readonly isDefault?: pulumi.Input<boolean>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** A routing rule as getTeamRoutingRules lists it: its id (`<teamId>/<ruleId>`) and a TeamRoutingRule's outputs. */
  export interface ListedTeamRoutingRule {
    /** The rule's id, `<teamId>/<ruleId>`: what a TeamRoutingRule's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The id of the team whose tickets the rule routes. Changing it replaces the rule. */
    readonly teamId: pulumi.Input<string>;
    /** Name of the rule, unique in its team whatever its case. */
    readonly name: pulumi.Input<string>;
    /** The id of the team the rule routes a matching ticket to (the rule's own team, or another). */
    readonly resultTeamId: pulumi.Input<string>;
    /** What the rule is for. */
    readonly description?: pulumi.Input<string>;
    /** When the rule is evaluated among its team's rules, lowest first. Left out, a new rule comes after the team's others. */
    readonly evaluationOrder?: pulumi.Input<number>;
    /** Conditions that must all hold. */
    readonly andRules?: pulumi.Input<pulumi.Input<inputs.TeamRoutingRuleAndRule>[]>;
    /** Conditions of which at least one must hold. */
    readonly orRules?: pulumi.Input<pulumi.Input<inputs.TeamRoutingRuleAndRule>[]>;
    /** The rule's own id on the platform (the resource's id is `<teamId>/<ruleId>`). */
    readonly ruleId: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** A team's tag as getTeamTags lists it: its id (`<teamId>/<tagId>`) and a TeamTag's outputs. */
  export interface ListedTeamTag {
    /** The tag's id, `<teamId>/<tagId>`: what a TeamTag's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The id of the team the tag belongs to. Changing it replaces the tag. */
    readonly teamId: pulumi.Input<string>;
    /** Name of the tag, 1 to 50 characters, unique among the team's tags whatever its case. */
    readonly name: pulumi.Input<string>;
    /** Hex color shown with the tag, e.g. `#1f74db`. */
    readonly color: pulumi.Input<string>;
    /** What the tag is for, at most 255 characters. */
    readonly description?: pulumi.Input<string>;
    /** The tag's own id on the platform (the resource's id is `<teamId>/<tagId>`). */
    readonly tagId: pulumi.Input<string>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** An account relationship type as getAccountRelationshipTypes lists it: its id and an AccountRelationshipType's outputs. */
  export interface ListedAccountRelationshipType {
    /** The type's id: what an AccountRelationshipType's `inverseTypeId` and `adoptId` take. */
    readonly id: pulumi.Input<string>;
    /** Name of the type (`Parent`), at most 100 characters, unique in the organization whatever its case. */
    readonly name: pulumi.Input<string>;
    /** The type that reads the relationship from the other side (`Subsidiary` for `Parent`): another AccountRelationshipType's `id`. The platform pairs both sides in the same request, so only one side of a pair declares it. Left out, the resource leaves the type's pairing as the platform has it. */
    readonly inverseTypeId?: pulumi.Input<string>;
    /** Whether the type is its own inverse (`Sibling`): a resource cannot name its own id, so this says it. `false` unpairs a type that was its own inverse. */
    readonly selfInverse?: pulumi.Input<boolean>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** A custom field as getCustomFields lists it: its id and a CustomField's outputs. */
  export interface ListedCustomField {
    /** The field's id, the platform's `uid`: what a CustomField's `adoptId` and a form's fields take. */
    readonly id: pulumi.Input<string>;
    /** The field's name, at most 100 characters, unique whatever its case among the organization's fields of its source and team. */
    readonly name: pulumi.Input<string>;
    /** What the field is filled in on: `ticket`, `account`, `custom_object`, `customer_contact`. Changing it replaces the field. */
    readonly source: pulumi.Input<inputs.CustomFieldSource>;
    /** What the field holds: `single_line`, `multi_line`, `rich_text`, `integer`, `decimal`, `currency`, `date`, `date_time`, `time`, `single_choice`, `multi_choice`, `radio_button`, `checkbox`, `email`, `phone_number`. Changing it replaces the field. */
    readonly fieldType: pulumi.Input<inputs.CustomFieldFieldType>;
    /** The id of the team whose field it is; an organization-wide field when left out. Changing it replaces the field. */
    readonly teamId?: pulumi.Input<string>;
    /** What the field is for. */
    readonly description?: pulumi.Input<string>;
    /** The values a choice field offers, in their order, none repeated (each 1 to 200 characters, at most 500). */
    readonly options?: pulumi.Input<pulumi.Input<string>[]>;
    /** Whether agents and customers see the field; a field is active unless declared. Destroying the resource sets it false. */
    readonly isActive?: pulumi.Input<boolean>;
    /** The text an empty field shows. */
    readonly placeholderText?: pulumi.Input<string>;
    /** The help shown with the field. */
    readonly hintText?: pulumi.Input<string>;
    /** The value a new record's field starts with. */
    readonly defaultValue?: pulumi.Input<string>;
    /** A regular expression the field's value must match. */
    readonly regexForValidation?: pulumi.Input<string>;
    /** Whether the field must be filled in to create a record. Off unless declared. */
    readonly mandatoryOnCreation?: pulumi.Input<boolean>;
    /** Whether the field must be filled in to close a ticket. Off unless declared. */
    readonly mandatoryOnClose?: pulumi.Input<boolean>;
    /** Whether customers see the field. Off unless declared. */
    readonly visibleToCustomer?: pulumi.Input<boolean>;
    /** Whether customers may change the field. Off unless declared. */
    readonly editableByCustomer?: pulumi.Input<boolean>;
    /** Whether the field is added to every form. Off unless declared. */
    readonly autoAddToAllForms?: pulumi.Input<boolean>;
    /** The field's key in records, made from its name at creation and kept through renames (not in every revision's answer). */
    readonly slug?: pulumi.Input<string>;
    /** The platform's version of the field as the stack last read it: an update names it, and the platform refuses the update when the field changed since (`ERR_VERSION_CONFLICT`). */
    readonly version?: pulumi.Input<number>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
  /** An SLA policy as getSlaPolicies lists it: its id and a SlaPolicy's outputs. */
  export interface ListedSlaPolicy {
    /** The policy's id (its `uid`): what a SlaPolicy's `adoptId` takes. */
    readonly id: pulumi.Input<string>;
    /** The id of the team whose tickets the policy covers. Changing it moves the policy (it comes last there). */
    readonly teamId: pulumi.Input<string>;
    /** Name of the policy, unique in its team whatever its case. */
    readonly name: pulumi.Input<string>;
    /** What the policy promises (the platform requires it; it may be empty). */
    readonly description: pulumi.Input<string>;
    /** What the policy applies to: `ticket` (the default), the only type the docs show. */
    readonly entityType?: pulumi.Input<inputs.SlaPolicyEntityType>;
    /** Which of the team's tickets the policy covers: `{all, any}` conditions. Left out, every ticket. */
    readonly filter?: pulumi.Input<inputs.SlaPolicyFilter>;
    /** The targets the policy sets, each metric at most once. */
    readonly policyMetrics?: pulumi.Input<pulumi.Input<inputs.SlaPolicyPolicyMetric>[]>;
    /** When the policy's clocks pause: `{all, any}` conditions. */
    readonly pauseConditions?: pulumi.Input<inputs.SlaPolicyFilter>;
    /** Whether the policy applies (a new policy does). `false` retires it, as destroy does: the platform has no delete. */
    readonly isActive?: pulumi.Input<boolean>;
    /** The policy's version: one more at each write. */
    readonly version: pulumi.Input<number>;
    /** The policy's place among its team's policies, 1 first; the platform sets it. */
    readonly priority: pulumi.Input<number>;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: pulumi.Input<string>;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: pulumi.Input<string>;
  }
}

/** Object types of resource outputs and function results. */
export namespace outputs {
  /** A stretch of working time. */
  export interface TeamConfigurationCommonSlot {
    /** When it starts, `HH:MM`. */
    readonly start: string;
    /** When it ends, `HH:MM`, after it starts. */
    readonly end: string;
  }
  export interface TeamConfigurationDailyConfigMonday {
    /** Whether the team works that day. */
    readonly isActive: boolean;
    /** Its working hours, at most 24 slots that do not overlap; none when left out. */
    readonly slots?: outputs.TeamConfigurationCommonSlot[];
  }
  export interface TeamConfigurationDailyConfig {
    /** One day's working hours. */
    readonly monday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly tuesday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly wednesday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly thursday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly friday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly saturday?: outputs.TeamConfigurationDailyConfigMonday;
    /** One day's working hours. */
    readonly sunday?: outputs.TeamConfigurationDailyConfigMonday;
  }
  export type TeamConfigurationUserRoutingStrategy = "manual" | "round_robin";
  export type RolePermissionAction = "view" | "create" | "update" | "delete" | "assign" | "comment";
  export interface RolePermission {
    /** What the permission applies to, by any name; the platform's documentation names `accounts`, `apps`, `comments`, `csat`, `custom_object_fields`, `custom_objects`, `draft_tickets`, `emoji_actions`, `forms`, `object_records`, `organizations`, `reactions`, `roles`, `search`, `sla_policies`, `storage`, `tags`, `teams`, `ticket_tags`, `tickets`, `users`, `view_types`, `views`, `workflows`, and check warns about any other. */
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
  export type TagTagType = "ticket" | "skills";
  export type TeamRoutingRuleAndRuleOperator = "EQUALS" | "NOT_EQUALS" | "CONTAINS";
  export interface TeamRoutingRuleAndRule {
    /** The ticket field compared, e.g. `priority` or `title`. */
    readonly field: string;
    /** How the field is compared with `value`: `EQUALS`, `NOT_EQUALS` or `CONTAINS`. */
    readonly operator: outputs.TeamRoutingRuleAndRuleOperator;
    /** The value compared with. */
    readonly value: string;
    /** The condition's place among the rule's conditions. */
    readonly precedence: number;
  }
  export type CustomFieldSource = "ticket" | "account" | "custom_object" | "customer_contact";
  export type CustomFieldFieldType = "single_line" | "multi_line" | "rich_text" | "integer" | "decimal" | "currency" | "date" | "date_time" | "time" | "single_choice" | "multi_choice" | "radio_button" | "checkbox" | "email" | "phone_number";
  export type SlaPolicyEntityType = "ticket";
  export type SlaPolicyFilterAllItemOperator = "equals" | "in";
  export interface SlaPolicyFilterAllItemValue {
    /** The value's label, as the dashboard shows it (`Open`, `High`). */
    readonly label: string;
  }
  export interface SlaPolicyFilterAllItem {
    /** What the condition looks at: `ticket`, the only entity the docs show. */
    readonly entity?: outputs.SlaPolicyEntityType;
    /** The ticket's field compared, e.g. `status` or `priority`. */
    readonly field: string;
    /** `equals` (exactly one value) or `in` (any of the values). */
    readonly operator: outputs.SlaPolicyFilterAllItemOperator;
    /** The values compared with, matched by label. */
    readonly values: outputs.SlaPolicyFilterAllItemValue[];
  }
  export interface SlaPolicyFilter {
    /** Conditions that must all hold (none by default). */
    readonly all?: outputs.SlaPolicyFilterAllItem[];
    /** Conditions of which at least one must hold, when there are any (none by default). */
    readonly any?: outputs.SlaPolicyFilterAllItem[];
  }
  export type SlaPolicyPolicyMetricMetric = "FIRST_RESPONSE_TIME" | "NEXT_RESPONSE_TIME" | "RESOLUTION_TIME" | "UPDATE_TIME";
  export interface SlaPolicyPolicyMetricSpecificItem {
    /** What the condition looks at: `ticket`, the only entity the docs show. */
    readonly entity?: outputs.SlaPolicyEntityType;
    /** The ticket's field compared, e.g. `status` or `priority`. */
    readonly field: string;
    /** `equals` (exactly one value) or `in` (any of the values). */
    readonly operator: outputs.SlaPolicyFilterAllItemOperator;
    /** The values compared with, matched by label. */
    readonly values: outputs.SlaPolicyFilterAllItemValue[];
    /** Minutes allowed where the condition holds. */
    readonly durationInMinutes: number;
  }
  export interface SlaPolicyPolicyMetric {
    /** What is measured: `FIRST_RESPONSE_TIME`, `NEXT_RESPONSE_TIME`, `RESOLUTION_TIME` or `UPDATE_TIME`. */
    readonly metric: outputs.SlaPolicyPolicyMetricMetric;
    /** Whether `durationInMinutes` applies to every ticket the policy covers (default true). */
    readonly default?: boolean;
    /** Minutes the metric allows, a whole number from 1 to 525600 (a numeric string such as `"120"` is taken too). */
    readonly durationInMinutes: number;
    /** Other durations for the tickets a condition matches (none by default). */
    readonly specific?: outputs.SlaPolicyPolicyMetricSpecificItem[];
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
  /** A team as getTeams lists it: its id (what `teamId` takes) and a Team's outputs. */
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
  /** A membership as getTeamMembers lists it: its id (`<teamId>/<userId>`) and a TeamMember's outputs. */
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
  /** A configuration as getTeamConfigurations lists it: its id (the team's) and a TeamConfiguration's outputs. */
  export interface ListedTeamConfiguration {
    /** The configuration's id, its team's: what a TeamConfiguration's `import` takes. */
    readonly id: string;
    /** The team's id. Changing it replaces the resource. */
    readonly teamId: string;
    /** The IANA time zone the team's hours and holidays are in, such as `Europe/Paris`. */
    readonly timezone?: string;
    /** Days off: `DD-MM` every year, or `DD-MM-YYYY` once. Order does not matter. */
    readonly holidays?: string[];
    /** Whether every working day has the same hours, `commonSlots`. */
    readonly commonDailyConfig?: boolean;
    /** The hours of every working day when `commonDailyConfig` is set: at most 24 slots that do not overlap. */
    readonly commonSlots?: outputs.TeamConfigurationCommonSlot[];
    /** Each day's hours, `monday` to `sunday`. Only the declared days are managed: the platform keeps the others. */
    readonly dailyConfig?: outputs.TeamConfigurationDailyConfig;
    /** How tickets are given to the team's members. */
    readonly userRoutingStrategy?: outputs.TeamConfigurationUserRoutingStrategy;
    /** Whether routing respects the team's time zone. */
    readonly routingRespectsTimezone?: boolean;
    /** Whether routing respects each member's capacity. */
    readonly routingRespectsUserCapacity?: boolean;
    /** Whether routing respects each member's time zone. */
    readonly routingRespectsUserTimezone?: boolean;
    /** Whether routing respects each member's availability. */
    readonly routingRespectsUserAvailability?: boolean;
    /** Whether routing respects each member's business hours. */
    readonly routingRespectsUserBusinessHours?: boolean;
    /** The sub-team (a team whose parent is this one) that takes what the team cannot. */
    readonly fallbackSubTeam?: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** A role as getRoles lists it: its id and a Role's outputs. */
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
  /** An attribute value as getAccountAttributeValues lists it: its id and an AccountAttributeValue's outputs. */
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
  /** A rule as getCsatRules lists it: its id and a CsatRule's outputs but its filters and configs, which the team's settings do not list. */
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
  /** A webhook app as getWebhookApps lists it: its id and the WebhookApp outputs the installed-apps list carries. */
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
  /** A tag as getTags lists it: its id and a Tag's outputs. */
  export interface ListedTag {
    /** The tag's id: what a Tag's `adoptId` takes. */
    readonly id: string;
    /** Name of the tag, 1 to 50 characters, unique among the organization's tags of its type whatever its case. */
    readonly name: string;
    /** Hex color shown with the tag, e.g. `#1f74db`. */
    readonly color: string;
    /** What the tag classifies: `ticket` or `skills`. */
    readonly tagType: outputs.TagTagType;
    /** What the tag is for, at most 255 characters. */
    readonly description?: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** A ticket status as getTicketStatuses lists it: its id and a TicketStatus's outputs. */
  export interface ListedTicketStatus {
    /** The status's id: what a sub-status's `parentStatusId` (for a parent) and a TicketStatus's `adoptId` take. */
    readonly id: string;
    /** The id of the team the status belongs to. Changing it replaces the status. */
    readonly teamId: string;
    /** The id of the team's parent status (Open, In progress, On hold or Closed) this sub-status hangs under, e.g. from getTicketStatuses. Left out only when adopting one of the four parents, which the platform makes with the team. Changing it replaces the status. */
    readonly parentStatusId?: string;
    /** What a ticket's `status` holds (`in_review`), unique in the team whatever its case. */
    readonly name: string;
    /** The name agents see. */
    readonly displayName: string;
    /** What the status means. */
    readonly description?: string;
    /** On a sub-status, whether it is its parent's default sub-status (where tickets go when a sibling is deleted); setting it clears the flag on the parent's other sub-statuses. */
    readonly isDefault?: boolean;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** A routing rule as getTeamRoutingRules lists it: its id (`<teamId>/<ruleId>`) and a TeamRoutingRule's outputs. */
  export interface ListedTeamRoutingRule {
    /** The rule's id, `<teamId>/<ruleId>`: what a TeamRoutingRule's `adoptId` takes. */
    readonly id: string;
    /** The id of the team whose tickets the rule routes. Changing it replaces the rule. */
    readonly teamId: string;
    /** Name of the rule, unique in its team whatever its case. */
    readonly name: string;
    /** The id of the team the rule routes a matching ticket to (the rule's own team, or another). */
    readonly resultTeamId: string;
    /** What the rule is for. */
    readonly description?: string;
    /** When the rule is evaluated among its team's rules, lowest first. Left out, a new rule comes after the team's others. */
    readonly evaluationOrder?: number;
    /** Conditions that must all hold. */
    readonly andRules?: outputs.TeamRoutingRuleAndRule[];
    /** Conditions of which at least one must hold. */
    readonly orRules?: outputs.TeamRoutingRuleAndRule[];
    /** The rule's own id on the platform (the resource's id is `<teamId>/<ruleId>`). */
    readonly ruleId: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** A team's tag as getTeamTags lists it: its id (`<teamId>/<tagId>`) and a TeamTag's outputs. */
  export interface ListedTeamTag {
    /** The tag's id, `<teamId>/<tagId>`: what a TeamTag's `adoptId` takes. */
    readonly id: string;
    /** The id of the team the tag belongs to. Changing it replaces the tag. */
    readonly teamId: string;
    /** Name of the tag, 1 to 50 characters, unique among the team's tags whatever its case. */
    readonly name: string;
    /** Hex color shown with the tag, e.g. `#1f74db`. */
    readonly color: string;
    /** What the tag is for, at most 255 characters. */
    readonly description?: string;
    /** The tag's own id on the platform (the resource's id is `<teamId>/<tagId>`). */
    readonly tagId: string;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** An account relationship type as getAccountRelationshipTypes lists it: its id and an AccountRelationshipType's outputs. */
  export interface ListedAccountRelationshipType {
    /** The type's id: what an AccountRelationshipType's `inverseTypeId` and `adoptId` take. */
    readonly id: string;
    /** Name of the type (`Parent`), at most 100 characters, unique in the organization whatever its case. */
    readonly name: string;
    /** The type that reads the relationship from the other side (`Subsidiary` for `Parent`): another AccountRelationshipType's `id`. The platform pairs both sides in the same request, so only one side of a pair declares it. Left out, the resource leaves the type's pairing as the platform has it. */
    readonly inverseTypeId?: string;
    /** Whether the type is its own inverse (`Sibling`): a resource cannot name its own id, so this says it. `false` unpairs a type that was its own inverse. */
    readonly selfInverse?: boolean;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** A custom field as getCustomFields lists it: its id and a CustomField's outputs. */
  export interface ListedCustomField {
    /** The field's id, the platform's `uid`: what a CustomField's `adoptId` and a form's fields take. */
    readonly id: string;
    /** The field's name, at most 100 characters, unique whatever its case among the organization's fields of its source and team. */
    readonly name: string;
    /** What the field is filled in on: `ticket`, `account`, `custom_object`, `customer_contact`. Changing it replaces the field. */
    readonly source: outputs.CustomFieldSource;
    /** What the field holds: `single_line`, `multi_line`, `rich_text`, `integer`, `decimal`, `currency`, `date`, `date_time`, `time`, `single_choice`, `multi_choice`, `radio_button`, `checkbox`, `email`, `phone_number`. Changing it replaces the field. */
    readonly fieldType: outputs.CustomFieldFieldType;
    /** The id of the team whose field it is; an organization-wide field when left out. Changing it replaces the field. */
    readonly teamId?: string;
    /** What the field is for. */
    readonly description?: string;
    /** The values a choice field offers, in their order, none repeated (each 1 to 200 characters, at most 500). */
    readonly options?: string[];
    /** Whether agents and customers see the field; a field is active unless declared. Destroying the resource sets it false. */
    readonly isActive?: boolean;
    /** The text an empty field shows. */
    readonly placeholderText?: string;
    /** The help shown with the field. */
    readonly hintText?: string;
    /** The value a new record's field starts with. */
    readonly defaultValue?: string;
    /** A regular expression the field's value must match. */
    readonly regexForValidation?: string;
    /** Whether the field must be filled in to create a record. Off unless declared. */
    readonly mandatoryOnCreation?: boolean;
    /** Whether the field must be filled in to close a ticket. Off unless declared. */
    readonly mandatoryOnClose?: boolean;
    /** Whether customers see the field. Off unless declared. */
    readonly visibleToCustomer?: boolean;
    /** Whether customers may change the field. Off unless declared. */
    readonly editableByCustomer?: boolean;
    /** Whether the field is added to every form. Off unless declared. */
    readonly autoAddToAllForms?: boolean;
    /** The field's key in records, made from its name at creation and kept through renames (not in every revision's answer). */
    readonly slug?: string;
    /** The platform's version of the field as the stack last read it: an update names it, and the platform refuses the update when the field changed since (`ERR_VERSION_CONFLICT`). */
    readonly version?: number;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
  }
  /** An SLA policy as getSlaPolicies lists it: its id and a SlaPolicy's outputs. */
  export interface ListedSlaPolicy {
    /** The policy's id (its `uid`): what a SlaPolicy's `adoptId` takes. */
    readonly id: string;
    /** The id of the team whose tickets the policy covers. Changing it moves the policy (it comes last there). */
    readonly teamId: string;
    /** Name of the policy, unique in its team whatever its case. */
    readonly name: string;
    /** What the policy promises (the platform requires it; it may be empty). */
    readonly description: string;
    /** What the policy applies to: `ticket` (the default), the only type the docs show. */
    readonly entityType?: outputs.SlaPolicyEntityType;
    /** Which of the team's tickets the policy covers: `{all, any}` conditions. Left out, every ticket. */
    readonly filter?: outputs.SlaPolicyFilter;
    /** The targets the policy sets, each metric at most once. */
    readonly policyMetrics?: outputs.SlaPolicyPolicyMetric[];
    /** When the policy's clocks pause: `{all, any}` conditions. */
    readonly pauseConditions?: outputs.SlaPolicyFilter;
    /** Whether the policy applies (a new policy does). `false` retires it, as destroy does: the platform has no delete. */
    readonly isActive?: boolean;
    /** The policy's version: one more at each write. */
    readonly version: number;
    /** The policy's place among its team's policies, 1 first; the platform sets it. */
    readonly priority: number;
    /** When the platform created it (ISO 8601). */
    readonly createdAt: string;
    /** When the platform last changed it (ISO 8601). */
    readonly updatedAt: string;
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

/** The arguments of a {@link TeamConfiguration}. */
export interface TeamConfigurationArgs {
  /** The team's id. Changing it replaces the resource. */
  readonly teamId: pulumi.Input<string>;
  /** The IANA time zone the team's hours and holidays are in, such as `Europe/Paris`. */
  readonly timezone?: pulumi.Input<string>;
  /** Days off: `DD-MM` every year, or `DD-MM-YYYY` once. Order does not matter. */
  readonly holidays?: pulumi.Input<pulumi.Input<string>[]>;
  /** Whether every working day has the same hours, `commonSlots`. */
  readonly commonDailyConfig?: pulumi.Input<boolean>;
  /** The hours of every working day when `commonDailyConfig` is set: at most 24 slots that do not overlap. */
  readonly commonSlots?: pulumi.Input<pulumi.Input<inputs.TeamConfigurationCommonSlot>[]>;
  /** Each day's hours, `monday` to `sunday`. Only the declared days are managed: the platform keeps the others. */
  readonly dailyConfig?: pulumi.Input<inputs.TeamConfigurationDailyConfig>;
  /** How tickets are given to the team's members. */
  readonly userRoutingStrategy?: pulumi.Input<inputs.TeamConfigurationUserRoutingStrategy>;
  /** Whether routing respects the team's time zone. */
  readonly routingRespectsTimezone?: pulumi.Input<boolean>;
  /** Whether routing respects each member's capacity. */
  readonly routingRespectsUserCapacity?: pulumi.Input<boolean>;
  /** Whether routing respects each member's time zone. */
  readonly routingRespectsUserTimezone?: pulumi.Input<boolean>;
  /** Whether routing respects each member's availability. */
  readonly routingRespectsUserAvailability?: pulumi.Input<boolean>;
  /** Whether routing respects each member's business hours. */
  readonly routingRespectsUserBusinessHours?: pulumi.Input<boolean>;
  /** The sub-team (a team whose parent is this one) that takes what the team cannot. */
  readonly fallbackSubTeam?: pulumi.Input<string>;
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

/** The arguments of a {@link CsatRuleOrder}. */
export interface CsatRuleOrderArgs {
  /** The team's uid. Changing it replaces the resource: it then orders the other team's rules. */
  readonly teamId: pulumi.Input<string>;
  /** The ids of every CSAT rule of the team, in the order the platform should hold them. Its order is the point: a list in another order is a change. */
  readonly ruleIds: pulumi.Input<pulumi.Input<string>[]>;
  /** Takes the order of an existing team's rules under management: the team's uid. Writes nothing when the team's rules already are in the declared order. Only read when the resource is created. */
  readonly adoptId?: pulumi.Input<string>;
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

/** The arguments of a {@link Tag}. */
export interface TagArgs {
  /** Name of the tag, 1 to 50 characters, unique among the organization's tags of its type whatever its case. */
  readonly name: pulumi.Input<string>;
  /** Hex color shown with the tag, e.g. `#1f74db`. */
  readonly color: pulumi.Input<string>;
  /** What the tag classifies: `ticket` or `skills`. */
  readonly tagType: pulumi.Input<inputs.TagTagType>;
  /** What the tag is for, at most 255 characters. */
  readonly description?: pulumi.Input<string>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link TicketStatus}. */
export interface TicketStatusArgs {
  /** The id of the team the status belongs to. Changing it replaces the status. */
  readonly teamId: pulumi.Input<string>;
  /** The id of the team's parent status (Open, In progress, On hold or Closed) this sub-status hangs under, e.g. from getTicketStatuses. Left out only when adopting one of the four parents, which the platform makes with the team. Changing it replaces the status. */
  readonly parentStatusId?: pulumi.Input<string>;
  /** What a ticket's `status` holds (`in_review`), unique in the team whatever its case. */
  readonly name: pulumi.Input<string>;
  /** The name agents see. */
  readonly displayName: pulumi.Input<string>;
  /** What the status means. */
  readonly description?: pulumi.Input<string>;
  /** On a sub-status, whether it is its parent's default sub-status (where tickets go when a sibling is deleted); setting it clears the flag on the parent's other sub-statuses. */
  readonly isDefault?: pulumi.Input<boolean>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link TeamRoutingRule}. */
export interface TeamRoutingRuleArgs {
  /** The id of the team whose tickets the rule routes. Changing it replaces the rule. */
  readonly teamId: pulumi.Input<string>;
  /** Name of the rule, unique in its team whatever its case. */
  readonly name: pulumi.Input<string>;
  /** The id of the team the rule routes a matching ticket to (the rule's own team, or another). */
  readonly resultTeamId: pulumi.Input<string>;
  /** What the rule is for. */
  readonly description?: pulumi.Input<string>;
  /** When the rule is evaluated among its team's rules, lowest first. Left out, a new rule comes after the team's others. */
  readonly evaluationOrder?: pulumi.Input<number>;
  /** Conditions that must all hold. */
  readonly andRules?: pulumi.Input<pulumi.Input<inputs.TeamRoutingRuleAndRule>[]>;
  /** Conditions of which at least one must hold. */
  readonly orRules?: pulumi.Input<pulumi.Input<inputs.TeamRoutingRuleAndRule>[]>;
  /** Takes an existing routing rule (made in the dashboard) under management instead of creating one: `<teamId>/<ruleId>`. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link TeamTag}. */
export interface TeamTagArgs {
  /** The id of the team the tag belongs to. Changing it replaces the tag. */
  readonly teamId: pulumi.Input<string>;
  /** Name of the tag, 1 to 50 characters, unique among the team's tags whatever its case. */
  readonly name: pulumi.Input<string>;
  /** Hex color shown with the tag, e.g. `#1f74db`. */
  readonly color: pulumi.Input<string>;
  /** What the tag is for, at most 255 characters. */
  readonly description?: pulumi.Input<string>;
  /** Takes an existing team tag (made in the dashboard) under management instead of creating one: `<teamId>/<tagId>`. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link AccountRelationshipType}. */
export interface AccountRelationshipTypeArgs {
  /** Name of the type (`Parent`), at most 100 characters, unique in the organization whatever its case. */
  readonly name: pulumi.Input<string>;
  /** The type that reads the relationship from the other side (`Subsidiary` for `Parent`): another AccountRelationshipType's `id`. The platform pairs both sides in the same request, so only one side of a pair declares it. Left out, the resource leaves the type's pairing as the platform has it. */
  readonly inverseTypeId?: pulumi.Input<string>;
  /** Whether the type is its own inverse (`Sibling`): a resource cannot name its own id, so this says it. `false` unpairs a type that was its own inverse. */
  readonly selfInverse?: pulumi.Input<boolean>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link CustomField}. */
export interface CustomFieldArgs {
  /** The field's name, at most 100 characters, unique whatever its case among the organization's fields of its source and team. */
  readonly name: pulumi.Input<string>;
  /** What the field is filled in on: `ticket`, `account`, `custom_object`, `customer_contact`. Changing it replaces the field. */
  readonly source: pulumi.Input<inputs.CustomFieldSource>;
  /** What the field holds: `single_line`, `multi_line`, `rich_text`, `integer`, `decimal`, `currency`, `date`, `date_time`, `time`, `single_choice`, `multi_choice`, `radio_button`, `checkbox`, `email`, `phone_number`. Changing it replaces the field. */
  readonly fieldType: pulumi.Input<inputs.CustomFieldFieldType>;
  /** The id of the team whose field it is; an organization-wide field when left out. Changing it replaces the field. */
  readonly teamId?: pulumi.Input<string>;
  /** What the field is for. */
  readonly description?: pulumi.Input<string>;
  /** The values a choice field offers, in their order, none repeated (each 1 to 200 characters, at most 500). */
  readonly options?: pulumi.Input<pulumi.Input<string>[]>;
  /** Whether agents and customers see the field; a field is active unless declared. Destroying the resource sets it false. */
  readonly isActive?: pulumi.Input<boolean>;
  /** The text an empty field shows. */
  readonly placeholderText?: pulumi.Input<string>;
  /** The help shown with the field. */
  readonly hintText?: pulumi.Input<string>;
  /** The value a new record's field starts with. */
  readonly defaultValue?: pulumi.Input<string>;
  /** A regular expression the field's value must match. */
  readonly regexForValidation?: pulumi.Input<string>;
  /** Whether the field must be filled in to create a record. Off unless declared. */
  readonly mandatoryOnCreation?: pulumi.Input<boolean>;
  /** Whether the field must be filled in to close a ticket. Off unless declared. */
  readonly mandatoryOnClose?: pulumi.Input<boolean>;
  /** Whether customers see the field. Off unless declared. */
  readonly visibleToCustomer?: pulumi.Input<boolean>;
  /** Whether customers may change the field. Off unless declared. */
  readonly editableByCustomer?: pulumi.Input<boolean>;
  /** Whether the field is added to every form. Off unless declared. */
  readonly autoAddToAllForms?: pulumi.Input<boolean>;
  /** Takes an existing object (made in the dashboard) under management instead of creating one: its id. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of a {@link SlaPolicy}. */
export interface SlaPolicyArgs {
  /** The id of the team whose tickets the policy covers. Changing it moves the policy (it comes last there). */
  readonly teamId: pulumi.Input<string>;
  /** Name of the policy, unique in its team whatever its case. */
  readonly name: pulumi.Input<string>;
  /** What the policy promises (the platform requires it; it may be empty). */
  readonly description: pulumi.Input<string>;
  /** What the policy applies to: `ticket` (the default), the only type the docs show. */
  readonly entityType?: pulumi.Input<inputs.SlaPolicyEntityType>;
  /** Which of the team's tickets the policy covers: `{all, any}` conditions. Left out, every ticket. */
  readonly filter?: pulumi.Input<inputs.SlaPolicyFilter>;
  /** The targets the policy sets, each metric at most once. */
  readonly policyMetrics?: pulumi.Input<pulumi.Input<inputs.SlaPolicyPolicyMetric>[]>;
  /** When the policy's clocks pause: `{all, any}` conditions. */
  readonly pauseConditions?: pulumi.Input<inputs.SlaPolicyFilter>;
  /** Whether the policy applies (a new policy does). `false` retires it, as destroy does: the platform has no delete. */
  readonly isActive?: pulumi.Input<boolean>;
  /** Takes an existing SLA policy (made in the dashboard) under management instead of creating one: its `uid`, e.g. from getSlaPolicies. Only read when the resource is created; changing it later changes nothing. */
  readonly adoptId?: pulumi.Input<string>;
}

/** The arguments of getTicketType. */
export interface GetTicketTypeArgs {
  /** The ticket type's id. */
  readonly id: string;
}
/** The arguments of getTicketTypeOutput: each may be an Output. */
export interface GetTicketTypeOutputArgs {
  /** The ticket type's id. */
  readonly id: pulumi.Input<string>;
}

/** The arguments of getTicketTypes. */
export interface GetTicketTypesArgs {
  /** The team's uid. */
  readonly teamId: string;
}
/** The arguments of getTicketTypesOutput: each may be an Output. */
export interface GetTicketTypesOutputArgs {
  /** The team's uid. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getTeams. */
export interface GetTeamsArgs {

}

/** The arguments of getTeamMembers. */
export interface GetTeamMembersArgs {
  /** The team's id. */
  readonly teamId: string;
}
/** The arguments of getTeamMembersOutput: each may be an Output. */
export interface GetTeamMembersOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getTeamConfigurations. */
export interface GetTeamConfigurationsArgs {
  /** The team's id. */
  readonly teamId: string;
}
/** The arguments of getTeamConfigurationsOutput: each may be an Output. */
export interface GetTeamConfigurationsOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getRoles. */
export interface GetRolesArgs {

}

/** The arguments of getAccountAttributeValues. */
export interface GetAccountAttributeValuesArgs {
  /** The attribute whose values to list. */
  readonly attribute: outputs.AccountAttributeValueAttribute;
}
/** The arguments of getAccountAttributeValuesOutput: each may be an Output. */
export interface GetAccountAttributeValuesOutputArgs {
  /** The attribute whose values to list. */
  readonly attribute: pulumi.Input<inputs.AccountAttributeValueAttribute>;
}

/** The arguments of getCsatRules. */
export interface GetCsatRulesArgs {
  /** The team's id. */
  readonly teamId: string;
}
/** The arguments of getCsatRulesOutput: each may be an Output. */
export interface GetCsatRulesOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getWebhookApps. */
export interface GetWebhookAppsArgs {

}

/** The arguments of getTags. */
export interface GetTagsArgs {

}

/** The arguments of getTicketStatuses. */
export interface GetTicketStatusesArgs {
  /** Only this team's statuses; every team's when left out. */
  readonly teamId?: string;
}
/** The arguments of getTicketStatusesOutput: each may be an Output. */
export interface GetTicketStatusesOutputArgs {
  /** Only this team's statuses; every team's when left out. */
  readonly teamId?: pulumi.Input<string>;
}

/** The arguments of getTeamRoutingRules. */
export interface GetTeamRoutingRulesArgs {
  /** The team's id. */
  readonly teamId: string;
}
/** The arguments of getTeamRoutingRulesOutput: each may be an Output. */
export interface GetTeamRoutingRulesOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getTeamTags. */
export interface GetTeamTagsArgs {
  /** The team's id. */
  readonly teamId: string;
}
/** The arguments of getTeamTagsOutput: each may be an Output. */
export interface GetTeamTagsOutputArgs {
  /** The team's id. */
  readonly teamId: pulumi.Input<string>;
}

/** The arguments of getAccountRelationshipTypes. */
export interface GetAccountRelationshipTypesArgs {

}

/** The arguments of getCustomFields. */
export interface GetCustomFieldsArgs {
  /** Only this team's fields and the organization-wide ones (as the platform's list with `teamId`); every field when left out. */
  readonly teamId?: string;
}
/** The arguments of getCustomFieldsOutput: each may be an Output. */
export interface GetCustomFieldsOutputArgs {
  /** Only this team's fields and the organization-wide ones (as the platform's list with `teamId`); every field when left out. */
  readonly teamId?: pulumi.Input<string>;
}

/** The arguments of getSlaPolicies. */
export interface GetSlaPoliciesArgs {
  /** Only this team's policies; every team's when left out. */
  readonly teamId?: string;
}
/** The arguments of getSlaPoliciesOutput: each may be an Output. */
export interface GetSlaPoliciesOutputArgs {
  /** Only this team's policies; every team's when left out. */
  readonly teamId?: pulumi.Input<string>;
}
