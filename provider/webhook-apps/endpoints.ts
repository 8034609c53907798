// WebhookApp's calls, its installations' included (the installed apps' list, which teams read too, is http/endpoints.ts's shared read): each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const webhookAppEndpoints = {
  createApp: endpoint("create app", "POST", "apps", "/apps/create-app", "apiKey", "spec"),
  getApp: endpoint("read app", "GET", "apps", "/apps/{appId}", "apiKey", "assumed"),
  updateApp: endpoint("update app", "PATCH", "apps", "/apps/{appId}/update-app", "apiKey", "docs"),
  deleteApp: endpoint("delete app", "DELETE", "apps", "/apps/{appId}", "apiKey", "assumed"),
  installApp: endpoint("install app", "POST", "apps", "/apps/install", "apiKey", "spec"),
  uninstallApp: endpoint("uninstall app", "POST", "apps", "/apps/uninstall", "apiKey", "assumed"),
  updateInstallationConfig: endpoint("update installation configuration", "POST", "apps", "/apps/update-config", "apiKey", "docs"),
} as const;
