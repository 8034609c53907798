// The emulator's logs show no secret: the request log, the deliveries, the live stream and the stored
// records the console reads mask every credential a real client sends or receives (headers and bodies, tokens in URLs,
// installation settings), showing a few characters at most. Deliveries still send them whole.
import type { InstallAnswer } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import type { IssuedTokens } from "../../../../emulator/auth/authenticator";
import { call, seedTeams, seedUser, startReceiver, useEmulator, webhookManifest, type Receiver } from "../support";

const emulator = useEmulator();
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.stop());

/** Everything the live stream sends while `act` runs and the deliveries settle. */
async function streamDuring(act: () => Promise<void>): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${emulator().baseUrl}/_emulator/stream`, { signal: controller.signal });
  let text = "";
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) text += decoder.decode(chunk, { stream: true });
  })().catch(() => undefined);
  await act();
  await emulator().control.waitForDeliveries(
    (deliveries) => deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== "pending"),
  );
  // The last delivery change and request are written before the lists answer; let the stream carry them.
  await emulator().control.requests();
  controller.abort();
  await reading;
  return text;
}

test("no secret a client sends or receives shows in the request log, the deliveries or the stream", async () => {
  const admin = seedUser(emulator(), "Organization Admin");
  const [team] = seedTeams(emulator());
  const hookSecret = "hook-token-0123456789abcdef";
  const settingSecret = "whsec_0123456789abcdefghij";
  const secrets: string[] = [admin.password, admin.apiKey, hookSecret, settingSecret];
  let bearer = "";
  let botToken = "";
  let created = { appId: "", clientSecret: "" };

  const stream = await streamDuring(async () => {
    const login = await call<PlatformEnvelope<IssuedTokens>>(`${emulator().apiUrl}/v1/auth/login`, {
      method: "POST",
      body: { email: admin.email, password: admin.password },
    });
    const { accessToken, refreshToken } = login.body.data;
    secrets.push(accessToken, refreshToken);
    bearer = accessToken;
    await call(`${emulator().apiUrl}/v1/auth/refresh`, { method: "POST", body: { refreshToken } });
    await call(`${emulator().baseUrl}/v1/roles`, {
      token: accessToken,
      headers: {
        "proxy-authorization": `Basic ${Buffer.from(`proxy:${admin.password}`).toString("base64")}`,
        cookie: `sid=${accessToken}`,
      },
    });
    const eventsUrl = `${receiver.url}/events?token=${hookSecret}`;
    const app = await call<AppView & { clientSecret: string }>(`${emulator().appsStudioUrl}/apps/create-app`, {
      method: "POST",
      apiKey: admin.apiKey,
      body: {
        app_visibility: "private",
        manifest: webhookManifest("masked", eventsUrl, `${receiver.url}/installations?token=${hookSecret}`),
      },
    });
    created = app.body;
    secrets.push(created.clientSecret);
    const installed = await call<InstallAnswer>(`${emulator().appsStudioUrl}/apps/install`, {
      method: "POST",
      apiKey: admin.apiKey,
      body: {
        teamIds: [team!.id],
        appId: created.appId,
        appConfiguration: {
          required_settings: [{ signing_secret: settingSecret }],
          optional_settings: [{ name: "api_key", value: settingSecret }],
        },
      },
    });
    expect(installed.status).toBe(201);
    botToken = installed.body.botToken;
    secrets.push(botToken);
    await call(`${emulator().appsStudioUrl}/apps/installed-apps`, { apiKey: admin.apiKey });
    await emulator().control.createTicket({ teamId: team!.id, title: "Masked" });
  });

  const entries = await emulator().control.requests();
  const log = JSON.stringify(entries);
  const deliveries = await emulator().control.deliveredEvents();
  const masked = { credentials: "masked" } as const;
  const resources = JSON.stringify([
    await emulator().control.listResources("apps", undefined, masked),
    await emulator().control.listResources("installations", undefined, masked),
    await emulator().control.getResource("apps", created.appId, masked),
  ]);
  const shown = { log, deliveries: JSON.stringify(deliveries), stream, resources };
  for (const secret of secrets) {
    for (const [where, text] of Object.entries(shown)) {
      // At most the first four characters of any secret, never five.
      expect({ where, secret, shown: text.includes(secret.slice(0, 5)) }).toEqual({ where, secret, shown: false });
    }
  }
  // What was masked still says what it was.
  expect(entries.find((entry) => entry.path === "/v1/auth/login")!.request.body).toContain(`"password":"${admin.password.slice(0, 4)}…"`);
  expect(log).toContain(`"authorization":"Bearer ${bearer.slice(0, 4)}…"`);
  expect(log).toContain('"proxy-authorization":"Basic');
  expect(deliveries.map((delivery) => delivery.url)).toContain(`${receiver.url}/events?token=hook…`);
  expect(deliveries.find((delivery) => delivery.kind === "installation")!.body).toMatchObject({ bot_token: `${botToken.slice(0, 4)}…` });

  // The console's view of the stored records is masked; the records themselves, as a client of the controls reads them, are whole.
  expect(resources).toContain(`"clientSecret":"${created.clientSecret.slice(0, 4)}…"`);
  expect(await emulator().control.getResource("apps", created.appId)).toMatchObject({ clientSecret: created.clientSecret });

  // The receiver got every credential whole, and a delivery sent again still carries them.
  const installation = receiver.received.find((delivery) => delivery.path.startsWith("/installations"))!;
  expect(installation.path).toBe(`/installations?token=${hookSecret}`);
  expect((installation.body as { bot_token: string }).bot_token).toBe(botToken);
  const first = deliveries.find((delivery) => delivery.kind === "installation")!;
  await emulator().control.redeliver(first.id);
  await emulator().control.waitForDeliveries((all) =>
    all.some((delivery) => delivery.redeliveryOf === first.id && delivery.status === "delivered"),
  );
  const again = receiver.received.filter((delivery) => delivery.path.startsWith("/installations"));
  expect(again).toHaveLength(2);
  expect(again[1]).toEqual(again[0]);
});
