// Apps on {apps_studio_url}, answered as bare objects: create (spec), get, update, delete
// (contract). Members of the organization may read; only an Organization Admin may write.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireOrganizationAdmin } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { appId, secretToken, upperAlphanumeric } from "../../store/ids";
import type { Store } from "../state";
import { recordOfOrganization } from "../../store/tenancy";
import type { App } from "./types";
import type { User } from "../../store/types";
import { registerInstallationRoutes } from "./installations";
import { appDescription } from "./manifest";
import { diffManifests } from "./manifest-diff";
import { appParams, createAppSchema, manifestSchema } from "./schemas";

const config = { auth: "apiKey" as const };

/** The stored app as the studio shows it: `uid` repeats `appId` and `description` is the manifest's (docs); the secret only at creation. */
function appView(stored: App, withSecret = false) {
  const { clientSecret, id, organizationId: _organization, createdBy: _creator, ...app } = stored;
  return { appId: id, uid: id, ...app, description: appDescription(stored), ...(withSecret && { clientSecret }) };
}

export type AppView = ReturnType<typeof appView>;

export function registerAppRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.post("/apps/create-app", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create apps");
    const { app_visibility, manifest } = parseInput(createAppSchema, request.body);
    requireUniqueSlug(store, user.organizationId, manifest.app.slug);
    const at = timestamp();
    const created = store.apps.insert({
      id: store.apps.freshId(appId),
      organizationId: user.organizationId,
      name: manifest.app.name,
      slug: manifest.app.slug,
      visibility: app_visibility,
      clientId: upperAlphanumeric(24),
      clientSecret: secretToken(32),
      manifest,
      createdBy: user.id,
      createdAt: at,
      updatedAt: at,
    });
    return reply.code(201).send(appView(created, true));
  });

  registerInstallationRoutes(app, context);

  app.get("/apps/:appId", { config }, async (request) => appView(appOfRequest(store, request).app));

  app.patch("/apps/:appId/update-app", { config }, async (request) => {
    requireOrganizationAdmin(principalOf(request).user, "update apps");
    const { app: current, user } = appOfRequest(store, request);
    const manifest = parseInput(manifestSchema, request.body);
    requireUniqueSlug(store, user.organizationId, manifest.app.slug, current.id);
    const changes = diffManifests(current.manifest, manifest);
    if (changes.length === 0) return { status: "unchanged", message: "The manifest is unchanged", changes };
    store.apps.update(current.id, { manifest, name: manifest.app.name, slug: manifest.app.slug, updatedAt: timestamp() });
    return { status: "success", message: "App updated successfully", changes };
  });

  app.delete("/apps/:appId", { config }, async (request, reply) => {
    requireOrganizationAdmin(principalOf(request).user, "delete apps");
    const { app: current } = appOfRequest(store, request);
    const installation = store.installations.find((candidate) => candidate.appId === current.id);
    if (installation) throw badRequest(`App ${current.id} is installed in teams ${installation.teamIds.join(", ")}; uninstall it first`);
    store.apps.delete(current.id);
    return reply.code(204).send();
  });
}

function appOfRequest(store: Store, request: FastifyRequest): { app: App; user: User } {
  const { user } = principalOf(request);
  return { app: recordOfOrganization(store.apps, appParams.parse(request.params).appId, user.organizationId, "App"), user };
}

/** App slugs are unique in an organization. */
function requireUniqueSlug(store: Store, organizationId: string, slug: string, exceptId?: string): void {
  const taken = store.apps.find(
    (candidate) => candidate.organizationId === organizationId && candidate.slug === slug && candidate.id !== exceptId,
  );
  if (taken) throw badRequest([`manifest.app.slug ${slug} is already used by app ${taken.id}`]);
}
