// Pulumi provider for the support platform: roles, account attribute values, CSAT rules and webhook apps as code
package supportplatform
