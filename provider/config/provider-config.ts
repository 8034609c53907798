// The provider's settings: each is read from stack config (`supportplatform:<name>`) and falls back
// to an environment variable. Stack config wins. Problems are reported together, each naming both
// the config key and the variable, and never echoing a value.
import { z } from "zod";
import { ConfigError } from "./config-error";
import { hostUrlSchema as hostUrl, isInsecureRemoteUrl } from "./host-urls";

/** Anything with `get(key)`: the dynamic provider's configure request, or pulumi.Config. */
export interface ConfigSource {
  get(key: string): string | undefined;
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const nonEmpty = z.string().min(1, "must not be empty");
const yesOrNo = z
  .string()
  .regex(/^(true|false)$/, 'must be "true" or "false"')
  .transform((value) => value === "true");

export const providerSettings = {
  apiKey: {
    env: "SUPPORT_PLATFORM_API_KEY",
    secret: true,
    schema: nonEmpty,
    description: "API key (x-api-key) of the platform user the provider acts as.",
  },
  baseUrl: {
    env: "SUPPORT_PLATFORM_BASE_URL",
    secret: false,
    schema: hostUrl,
    description: "Platform host ({base_url}): roles, tickets, accounts, CSAT.",
  },
  apiUrl: {
    env: "SUPPORT_PLATFORM_API_URL",
    secret: false,
    schema: hostUrl.optional(),
    description: "Host of login and search ({api_url}). Defaults to baseUrl.",
  },
  appsStudioUrl: {
    env: "SUPPORT_PLATFORM_APPS_STUDIO_URL",
    secret: false,
    schema: hostUrl.optional(),
    description: "Apps host ({apps_studio_url}); needed by WebhookApp and getWebhookApps.",
  },
  slaUrl: {
    env: "SUPPORT_PLATFORM_SLA_URL",
    secret: false,
    schema: hostUrl.optional(),
    description: "SLA host ({sla_url}, the docs' sla. host); needed by SlaPolicy and getSlaPolicies.",
  },
  workflowsUrl: {
    env: "SUPPORT_PLATFORM_WORKFLOWS_URL",
    secret: false,
    schema: hostUrl.optional(),
    description: "Workflows host ({workflows_url}, the docs' workflow-app. host); needed by the workflow calls.",
  },
  allowInsecureHttp: {
    env: "SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP",
    secret: false,
    schema: yesOrNo.optional(),
    description:
      '"true" allows http:// host URLs of other machines, which carry the API key, tokens and passwords unencrypted (default false; http:// to localhost, 127.0.0.0/8 or ::1 is always allowed).',
  },
  accessToken: {
    env: "SUPPORT_PLATFORM_ACCESS_TOKEN",
    secret: true,
    schema: nonEmpty.optional(),
    description: "JWT for the bearer-token endpoints; alternative to email and password.",
  },
  email: {
    env: "SUPPORT_PLATFORM_EMAIL",
    secret: false,
    schema: nonEmpty.optional(),
    description: "Login email; with password, the provider logs in and refreshes its token.",
  },
  password: {
    env: "SUPPORT_PLATFORM_PASSWORD",
    secret: true,
    schema: nonEmpty.optional(),
    description: "Login password, used with email.",
  },
  maxRetries: {
    env: "SUPPORT_PLATFORM_MAX_RETRIES",
    secret: false,
    schema: wholeNumber(0, 20).optional(),
    description: "Retries of a request after 5xx or network errors (default 15).",
  },
  requestTimeoutSeconds: {
    env: "SUPPORT_PLATFORM_REQUEST_TIMEOUT_SECONDS",
    secret: false,
    schema: wholeNumber(1, 600).optional(),
    description: "Timeout of one request in seconds (default 30).",
  },
  maxRequestsPerMinute: {
    env: "SUPPORT_PLATFORM_MAX_REQUESTS_PER_MINUTE",
    secret: false,
    schema: wholeNumber(1, 100_000).optional(),
    description: "Client-side cap on requests per minute, below the server's limit when other tools share the key.",
  },
} as const;

export type SettingName = keyof typeof providerSettings;
export const configNamespace = "supportplatform";

export interface ProviderConfig {
  apiKey: string;
  baseUrl: string;
  apiUrl: string;
  appsStudioUrl?: string;
  slaUrl?: string;
  workflowsUrl?: string;
  accessToken?: string;
  login?: { email: string; password: string };
  maxRetries: number;
  requestTimeoutSeconds: number;
  maxRequestsPerMinute?: number;
}

/** Names a setting the way users set it: both the stack config key and the variable. */
export function describeSetting(name: SettingName): string {
  return `${configNamespace}:${name} (or ${providerSettings[name].env})`;
}

/** The raw value of a setting: stack config, else its variable; an empty value (`pulumi config set x ""`, `X=`) counts as unset. */
export function rawSetting(name: SettingName, source: ConfigSource, env: NodeJS.ProcessEnv): string | undefined {
  return [source.get(`${configNamespace}:${name}`), env[providerSettings[name].env]].find((value) => value !== undefined && value !== "");
}

/** A problem of a configuration, and the settings it is about. */
export interface SettingProblem {
  settings: SettingName[];
  text: string;
}

/** The configuration, or every problem that keeps it from being one. */
export function readProviderConfig(
  source: ConfigSource,
  env: NodeJS.ProcessEnv = process.env,
): { config: ProviderConfig } | { problems: SettingProblem[] } {
  const problems: SettingProblem[] = [];
  const read = <N extends SettingName>(name: N): z.output<(typeof providerSettings)[N]["schema"]> | undefined => {
    const raw = rawSetting(name, source, env);
    const parsed = (providerSettings[name].schema as z.ZodType).safeParse(raw);
    if (parsed.success) return parsed.data as never;
    const reason = raw === undefined ? "is required" : parsed.error.issues[0]?.message;
    problems.push({ settings: [name], text: `${describeSetting(name)} ${reason}` });
    return undefined;
  };

  const apiKey = read("apiKey");
  const baseUrl = read("baseUrl");
  const values = {
    apiUrl: read("apiUrl"),
    appsStudioUrl: read("appsStudioUrl"),
    slaUrl: read("slaUrl"),
    workflowsUrl: read("workflowsUrl"),
    allowInsecureHttp: read("allowInsecureHttp"),
    accessToken: read("accessToken"),
    email: read("email"),
    password: read("password"),
    maxRetries: read("maxRetries"),
    requestTimeoutSeconds: read("requestTimeoutSeconds"),
    maxRequestsPerMinute: read("maxRequestsPerMinute"),
  };
  if ((values.email === undefined) !== (values.password === undefined)) {
    problems.push({
      settings: ["email", "password"],
      text: `${describeSetting("email")} and ${describeSetting("password")} must be set together`,
    });
  }
  if (values.allowInsecureHttp !== true) {
    const hosts = {
      baseUrl,
      apiUrl: values.apiUrl,
      appsStudioUrl: values.appsStudioUrl,
      slaUrl: values.slaUrl,
      workflowsUrl: values.workflowsUrl,
    };
    for (const [name, url] of Object.entries(hosts) as [SettingName, string | undefined][]) {
      if (url === undefined || !isInsecureRemoteUrl(url)) continue;
      problems.push({
        settings: [name, "allowInsecureHttp"],
        text: `${describeSetting(name)} is http:// to another machine, which would send the API key unencrypted: use https://, or set ${describeSetting("allowInsecureHttp")} to "true"`,
      });
    }
  }
  if (problems.length > 0 || apiKey === undefined || baseUrl === undefined) return { problems };

  return {
    config: {
      apiKey,
      baseUrl,
      apiUrl: values.apiUrl ?? baseUrl,
      ...(values.appsStudioUrl !== undefined && { appsStudioUrl: values.appsStudioUrl }),
      ...(values.slaUrl !== undefined && { slaUrl: values.slaUrl }),
      ...(values.workflowsUrl !== undefined && { workflowsUrl: values.workflowsUrl }),
      ...(values.accessToken !== undefined && { accessToken: values.accessToken }),
      ...(values.email !== undefined &&
        values.password !== undefined && {
          login: { email: values.email, password: values.password },
        }),
      // Enough backoff in all to wait out a platform restart of a minute, and for a request to
      // outlast a heavy fault mix (the soak run's) without running out of retries.
      maxRetries: values.maxRetries ?? 15,
      requestTimeoutSeconds: values.requestTimeoutSeconds ?? 30,
      ...(values.maxRequestsPerMinute !== undefined && { maxRequestsPerMinute: values.maxRequestsPerMinute }),
    },
  };
}

/** The configuration; a ConfigError listing every problem when there is any. */
export function resolveProviderConfig(source: ConfigSource, env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const result = readProviderConfig(source, env);
  if ("problems" in result) throw new ConfigError(result.problems.map((problem) => problem.text));
  return result.config;
}
