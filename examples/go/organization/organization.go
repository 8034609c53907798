// Package organization declares a support organization: a role, an account attribute value, a CSAT
// rule on the billing team's first ticket type with the team's CSAT settings, and a webhook app
// installed in two teams. Defaults are the emulator's seeded teams; set `billingTeamId` and
// `technicalTeamId` for yours.
package organization

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	sp "github.com/support-platform/pulumi-support-platform/sdk/go/supportplatform"
)

// Program is the Pulumi program: main runs it, and so can an Automation API inline program.
func Program(ctx *pulumi.Context) error {
	cfg := config.New(ctx, "")
	billing := orDefault(cfg.Get("billingTeamId"), "TACME00001")
	technical := orDefault(cfg.Get("technicalTeamId"), "TACME00002")

	leads, err := sp.NewRole(ctx, "escalation-leads", &sp.RoleArgs{
		Name:        pulumi.String("Escalation leads"),
		Description: pulumi.String("Take over tickets that breach their SLA."),
		Permissions: sp.RolePermissionArray{
			sp.RolePermissionArgs{
				Resource: pulumi.String("tickets"),
				Actions:  sp.RolePermissionActionArray{sp.RolePermissionActionView, sp.RolePermissionActionUpdate, sp.RolePermissionActionAssign},
			},
		},
	})
	if err != nil {
		return err
	}

	strategic, err := sp.NewAccountAttributeValue(ctx, "strategic", &sp.AccountAttributeValueArgs{
		Attribute: sp.AccountAttributeValueAttribute_Account_classification,
		Value:     pulumi.String("Strategic"),
		Color:     pulumi.String("#8250df"),
	})
	if err != nil {
		return err
	}

	// The billing team's ticket types, read during preview as well as up.
	ticketTypes, err := sp.GetTicketTypes(ctx, &sp.GetTicketTypesArgs{TeamId: billing})
	if err != nil {
		return err
	}
	firstType := ""
	if len(ticketTypes) > 0 {
		firstType = ticketTypes[0].Name
	}
	rule, err := sp.NewCsatRule(ctx, "billing-after-resolution", &sp.CsatRuleArgs{
		TeamId: pulumi.String(billing),
		Name:   pulumi.String("After resolution"),
		AllFilters: sp.CsatRuleAllFiltersArgs{
			Ticket: sp.CsatRuleAllFiltersTicketArgs{
				StandardFields: sp.CsatRuleAllFiltersTicketStandardFieldArray{
					sp.CsatRuleAllFiltersTicketStandardFieldArgs{Field: pulumi.String("ticketType"), Operator: pulumi.String("="), Value: pulumi.String(firstType)},
				},
			},
		},
		TriggerConfig:  sp.CsatRuleTriggerConfigArgs{TriggerType: pulumi.String("always"), TriggerEvent: pulumi.String("ticket_resolved"), DelayMinutes: pulumi.Int(30)},
		FeedbackConfig: sp.CsatRuleFeedbackConfigArgs{FeedbackType: pulumi.String("star"), BrandingColor: pulumi.String("#1f883d")},
	})
	if err != nil {
		return err
	}

	// A team's CSAT settings exist once its first rule does: hence DependsOn.
	settings, err := sp.NewCsatSettings(ctx, "billing-csat", &sp.CsatSettingsArgs{
		TeamId:             pulumi.String(billing),
		CooldownPeriodDays: pulumi.Int(14),
	}, pulumi.DependsOn([]pulumi.Resource{rule}))
	if err != nil {
		return err
	}

	events, err := sp.NewWebhookApp(ctx, "support-events", &sp.WebhookAppArgs{
		Name:      pulumi.String("Support events"),
		Slug:      pulumi.String("support-events"),
		EventsUrl: pulumi.String("https://hooks.example.com/support-platform"),
		TeamIds:   pulumi.StringArray{pulumi.String(billing), pulumi.String(technical)},
	})
	if err != nil {
		return err
	}

	ctx.Export("escalationLeadsRoleId", leads.ID())
	ctx.Export("strategicValueId", strategic.ID())
	ctx.Export("csatSettingsId", settings.SettingsId)
	ctx.Export("firstBillingTicketType", pulumi.String(firstType))
	ctx.Export("webhookAppId", events.AppId)
	ctx.Export("webhookClientSecret", events.ClientSecret)
	return nil
}

func orDefault(value, fallback string) string {
	if value == "" {
		return fallback
	}
	return value
}
