// What the WebhookApp end-to-end files share: programs declaring webhook apps, local receivers
// started per test, events made in a team as one of its users, and the apps as the server holds them.
import { EventReceiver, type ReceivedEvent } from "../../harness/event-receiver";
import { type Platform, platformPerTest } from "../../harness/platform-stack";

export interface DeclaredApp {
  /** Pulumi's name of the resource, and of its exports `<resource>_appId` and `<resource>_teams` (hyphens as underscores). */
  resource: string;
  slug: string;
  eventsUrl: string;
  teamIds: string[];
  /** Further inputs. */
  inputs?: Record<string, unknown>;
}

/** A program declaring `apps`, then `extra` source (e.g. more exports). */
export function appsProgram(apps: DeclaredApp[], extra = ""): string {
  const declarations = apps.map((app) => {
    const variable = variableOf(app.resource);
    const args = { name: `${app.resource} receiver`, slug: app.slug, eventsUrl: app.eventsUrl, teamIds: app.teamIds, ...app.inputs };
    return `const ${variable} = new sp.WebhookApp(${JSON.stringify(app.resource)}, ${JSON.stringify(args, null, 2)});
export const ${variable}_appId = ${variable}.appId;
export const ${variable}_teams = ${variable}.installedTeamIds;`;
  });
  return ['import * as sp from "pulumi-support-platform";', ...declarations, extra].join("\n");
}

/** The program's variable of a resource. */
export const variableOf = (resource: string) => resource.replace(/-/g, "_");

/** Receivers on 127.0.0.1, port 0; `stopAll` after each test. */
class Receivers {
  private readonly started: EventReceiver[] = [];

  async start(): Promise<EventReceiver> {
    const receiver = await new EventReceiver().start();
    this.started.push(receiver);
    return receiver;
  }

  stopAll(): Promise<unknown> {
    return Promise.all(this.started.splice(0).map((receiver) => receiver.stop()));
  }
}

/** Per test: an emulator, stacks against it (`current`), and `receivers`, all stopped after the test. */
export function webhookAppTest() {
  const receivers = new Receivers();
  return { receivers, current: platformPerTest({}, () => receivers.stopAll()) };
}

/** The first organization's teams and, per team, a user of it who is not the admin, so `user_id` tells them apart. */
export function teamsAndUsers(platform: Platform) {
  const organization = platform.organizations[0]!;
  const [billing, technical] = organization.teams.map((team) => team.id) as [string, string];
  const memberOf = (teamId: string, role: string) =>
    organization.users.find((user) => user.role === role && user.teamIds.includes(teamId))!.id;
  return {
    organizationId: organization.id,
    billing,
    technical,
    userOf: { [billing]: memberOf(billing, "Team Lead"), [technical]: memberOf(technical, "Observer") },
  };
}

/**
 * Creates a ticket with a comment in `teamId`, both by `userId`, and waits until the emulator has
 * settled every delivery, so each receiver has recorded all it will get. Answers the new deliveries.
 */
export async function ticketWithComment(platform: Platform, teamId: string, userId: string, title: string) {
  const { control } = platform;
  const before = (await control.deliveredEvents()).length;
  const ticket = await control.createTicket({ teamId, title, createdBy: userId });
  const comment = await control.createComment({ ticketId: ticket.id, content: `About ${title}`, authorId: userId });
  const deliveries = await control.waitForDeliveries((all) => all.every((delivery) => delivery.status !== "pending"));
  const added = deliveries.slice(before);
  expect(added.filter((delivery) => delivery.status !== "delivered")).toEqual([]);
  return { ticketId: ticket.id, commentId: comment.id, deliveries: added };
}

/** The events `receiver` got about the ticket titled `title`: a ticket:created and a ticket:comment:created. */
export function eventsAbout(receiver: EventReceiver, title: string): ReceivedEvent[] {
  return receiver.received.filter(
    (event) =>
      (event.data.ticket as { title?: string } | undefined)?.title === title ||
      (event.data.comment as { content?: string } | undefined)?.content === `About ${title}`,
  );
}

export interface ServerApp {
  id: string;
  slug: string;
  visibility: string;
  clientSecret: string;
  manifest: {
    app: Record<string, unknown>;
    integration: { webhooks: Record<string, string> };
    scopes: { required: { platform: { scope: string }[] } };
  };
}
export interface ServerInstallation {
  appId: string;
  teamIds: string[];
  botToken: string;
  configuration: { required_settings: unknown[]; optional_settings: unknown[] };
}

/** The apps and installations of the first organization, as the server holds them. */
export async function serverApps(platform: Platform) {
  const organizationId = platform.organizations[0]!.id;
  return {
    apps: await platform.control.listResources<ServerApp>("apps", organizationId),
    installations: await platform.control.listResources<ServerInstallation>("installations", organizationId),
  };
}
