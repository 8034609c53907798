// The `manifest` input: the platform's own manifest shape (spec, "Create an app"), checked as far as
// the spec shows it. Objects stay open, because the spec does not show the platform's manifest
// rules and a manifest pasted from the platform's docs must pass unchanged; what the spec types as
// a URL must be an absolute http(s) URL, so a typo fails at `check` with its path, not at `up`.
import { z } from "zod";
import { httpUrl, nonBlank } from "../core/schema-parts";

/** An open object whose `keys` are optional URLs. */
const urls = <const Key extends string>(...keys: Key[]) =>
  z.looseObject(Object.fromEntries(keys.map((key) => [key, httpUrl.optional()])) as Record<Key, z.ZodOptional<typeof httpUrl>>).optional();
const list = z.array(z.unknown()).optional();
const scopeGroup = z
  .looseObject({
    platform: z
      // The spec's `{scope, reason, description}`.
      .array(z.looseObject({ scope: nonBlank(100), reason: z.string().optional(), description: z.string().optional() }))
      .optional(),
  })
  .optional();

export const platformManifest = z.looseObject({
  app: z
    .looseObject({
      name: z.string().optional(),
      slug: z.string().optional(),
      description: z.string().optional(),
      category: z.string().max(100).optional(),
      icons: urls("small", "large"),
      supported_locales: z.array(z.string()).optional(),
    })
    .optional(),
  developer: z
    .looseObject({
      name: z.string().optional(),
      website: z.string().optional(),
      support_email: z.string().optional(),
      privacy_policy_url: z.string().optional(),
      terms_url: z.string().optional(),
      documentation_url: z.string().optional(),
    })
    .optional(),
  integration: z
    .looseObject({
      entry_points: urls("main", "configuration"),
      webhooks: urls("events", "installations"),
      interactivity: urls("request_url", "message_menu_option_url"),
    })
    .optional(),
  configuration: z.looseObject({ required_settings: list, optional_settings: list }).optional(),
  scopes: z.looseObject({ required: scopeGroup, optional: scopeGroup }).optional(),
  events: z.looseObject({ subscribe: z.array(z.string()).optional(), publish: list }).optional(),
  activities: list,
  metadata: z.looseObject({ is_privileged_app: z.boolean().optional() }).optional(),
});
