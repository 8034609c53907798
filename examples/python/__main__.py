"""A support organization: a role, an account attribute value, a CSAT rule on the billing team's
first ticket type with the team's CSAT settings, and a webhook app installed in two teams.
Defaults are the emulator's seeded teams; set `billingTeamId` and `technicalTeamId` for yours."""

import pulumi
import pulumi_support_platform as sp

config = pulumi.Config()
billing = config.get("billingTeamId") or "TACME00001"
technical = config.get("technicalTeamId") or "TACME00002"

leads = sp.Role(
    "escalation-leads",
    name="Escalation leads",
    description="Take over tickets that breach their SLA.",
    permissions=[
        {"resource": "tickets", "actions": ["view", "update", "assign"]},
        {"resource": "comments", "actions": ["view", "comment"], "scope": "team"},
    ],
)

strategic = sp.AccountAttributeValue(
    "strategic",
    attribute="account_classification",
    value="Strategic",
    color="#8250df",
)

# The billing team's ticket types, read during preview as well as up.
ticket_types = sp.get_ticket_types(team_id=billing)
first_type = ticket_types[0]["name"] if ticket_types else ""

rule = sp.CsatRule(
    "billing-after-resolution",
    team_id=billing,
    name="After resolution",
    all_filters={"ticket": {"standard_fields": [{"field": "ticketType", "operator": "=", "value": first_type}]}},
    trigger_config={"trigger_type": "always", "trigger_event": "ticket_resolved", "delay_minutes": 30},
    feedback_config={"feedback_type": "star", "branding_color": "#1f883d"},
)

# A team's CSAT settings exist once its first rule does: hence depends_on.
settings = sp.CsatSettings(
    "billing-csat",
    team_id=billing,
    cooldown_period_days=14,
    opts=pulumi.ResourceOptions(depends_on=[rule]),
)

events = sp.WebhookApp(
    "support-events",
    name="Support events",
    slug="support-events",
    events_url="https://hooks.example.com/support-platform",
    team_ids=[billing, technical],
)

pulumi.export("escalationLeadsRoleId", leads.id)
pulumi.export("strategicValueId", strategic.id)
pulumi.export("csatSettingsId", settings.settings_id)
pulumi.export("firstBillingTicketType", first_type)
pulumi.export("webhookAppId", events.app_id)
pulumi.export("webhookClientSecret", events.client_secret)
