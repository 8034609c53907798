// Which of a webhook app's outputs are secret (core/output-secrecy.ts): its credentials always,
// and the outputs built from its inputs whenever one of those inputs is. Plain values, so that the
// resource class does not load the provider's schemas.
import type { OutputSecrecy } from "../core/output-secrecy";

/** The inputs the platform's manifest is built from (build-manifest.ts). */
const manifestSources = ["name", "slug", "description", "eventsUrl", "installationsUrl", "events", "appConfiguration", "manifest"];

export const webhookAppSecrecy = {
  secretOutputs: ["clientSecret", "botToken"],
  derivedOutputs: { effectiveManifest: manifestSources, installedTeamIds: ["teamIds"] },
} as const satisfies OutputSecrecy;
