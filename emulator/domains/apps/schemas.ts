// Request bodies of the apps studio. The manifest is checked for the shapes the spec lists and
// for a name and slug; other manifest keys are kept as sent (their rules are not shown).
import { z } from "zod";
import { nonBlank, queryInteger } from "../../http/schema-parts";

export const APP_VISIBILITIES = ["private", "public", "unlisted"] as const;

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http or https URL" });
const optionalUrls = <const Keys extends string>(...keys: Keys[]) =>
  z.looseObject(Object.fromEntries(keys.map((key) => [key, httpUrl.optional()])) as Record<Keys, z.ZodOptional<typeof httpUrl>>).optional();

const scopeSchema = z.looseObject({ scope: nonBlank(100), reason: z.string().optional(), description: z.string().optional() });
const scopeGroup = z.looseObject({ platform: z.array(scopeSchema).optional() }).optional();
const anyList = z.array(z.unknown()).optional();

export const manifestSchema = z.looseObject({
  app: z.looseObject({
    name: nonBlank(100),
    slug: z
      .string()
      .max(64)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be lower-case letters and digits, separated by single hyphens" }),
    description: z.string().max(2000).optional(),
    category: z.string().max(100).optional(),
    icons: optionalUrls("small", "large"),
    supported_locales: z.array(z.string()).optional(),
  }),
  developer: z
    .looseObject({
      name: z.string().optional(),
      // Plain strings in the spec: not checked as URLs or an e-mail address.
      website: z.string().optional(),
      support_email: z.string().optional(),
      privacy_policy_url: z.string().optional(),
      terms_url: z.string().optional(),
      documentation_url: z.string().optional(),
    })
    .optional(),
  integration: z
    .looseObject({
      entry_points: optionalUrls("main", "configuration"),
      webhooks: optionalUrls("events", "installations"),
      interactivity: optionalUrls("request_url", "message_menu_option_url"),
    })
    .optional(),
  configuration: z.looseObject({ required_settings: anyList, optional_settings: anyList }).optional(),
  scopes: z.looseObject({ required: scopeGroup, optional: scopeGroup }).optional(),
  events: z.looseObject({ subscribe: anyList, publish: anyList }).optional(),
  activities: anyList,
  metadata: z.looseObject({ is_privileged_app: z.boolean().optional() }).optional(),
});

export type Manifest = z.output<typeof manifestSchema>;

export const createAppSchema = z.strictObject({
  app_visibility: z.enum(APP_VISIBILITIES),
  manifest: manifestSchema,
});

const teamIds = z.array(nonBlank(50)).min(1);

const appConfiguration = z.strictObject({
  required_settings: z.array(z.unknown()).default(() => []),
  optional_settings: z.array(z.unknown()).default(() => []),
});

export const installSchema = z.strictObject({ teamIds, appId: nonBlank(50), appConfiguration: appConfiguration.prefault({}) });

/** The docs' update-config body: both fields required. */
export const updateConfigSchema = z.strictObject({ installationId: nonBlank(50), configuration: appConfiguration });

export const uninstallSchema = z.strictObject({ appId: nonBlank(50), teamIds });

export const installedAppsQuery = z.looseObject({
  page: queryInteger(1, 1_000_000).optional(),
  limit: queryInteger(1, 100).optional(),
});

export const appParams = z.object({ appId: z.string() });
