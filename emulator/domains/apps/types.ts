// The apps studio's records the emulator keeps: apps and their installations.

export type AppVisibility = "private" | "public" | "unlisted";

export interface App {
  id: string;
  organizationId: string;
  name: string;
  slug: string;
  visibility: AppVisibility;
  clientId: string;
  clientSecret: string;
  manifest: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Installation {
  id: string;
  organizationId: string;
  appId: string;
  teamIds: string[];
  configuration: { required_settings: unknown[]; optional_settings: unknown[] };
  botSub: string;
  botToken: string;
  installedBy: string;
  createdAt: string;
  updatedAt: string;
}
