// The live stream of `/_emulator/stream`: `ready` once subscribed, then each logged request, each
// change of a delivery, the lists cleared, and each commit that changed the state; it takes no
// transaction, so other requests go on while it is open, and it ends with the emulator.
import { startEmulator } from "../../../../emulator";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import { call, seedTeams, seedUser, startReceiver, useEmulator, webhookManifest } from "../support";

const emulator = useEmulator();

interface StreamEvent {
  event: string;
  data: unknown;
}

/** Reads the stream's events as they come; `next(name)` waits for the next event of that name. */
async function openStream(baseUrl = emulator().baseUrl) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/_emulator/stream`, { signal: controller.signal });
  const received: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        received.push({ event: field("event")!, data: JSON.parse(field("data")!) });
        for (const wake of waiting.splice(0)) wake();
      }
    }
  })().catch(() => undefined);
  let read = 0;
  const next = async (name: string): Promise<StreamEvent> => {
    for (;;) {
      const found = received.slice(read).findIndex((candidate) => candidate.event === name);
      if (found !== -1) {
        read += found + 1;
        return received[read - 1]!;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const close = async () => {
    controller.abort();
    await reading;
  };
  return { response, received, next, reading, close };
}

test("tells a reader each request, each delivery change, each state change and each clearing, as they happen", async () => {
  const stream = await openStream();
  expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  await stream.next("ready");
  const admin = seedUser(emulator(), "Organization Admin");

  // The stream holds no transaction: a write goes through while it is open, and is told.
  const created = await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Streamed" } });
  expect(created.status).toBe(201);
  const roleState = await stream.next("state");
  expect((await stream.next("request")).data).toMatchObject({
    method: "POST",
    path: "/v1/roles",
    status: 201,
    response: { body: created.text },
  });

  // A refused write changes nothing: its request is told, and no state change before it.
  await call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Streamed" } });
  const refused = await stream.next("request");
  expect(refused.data).toMatchObject({ status: 400 });
  const between = stream.received.slice(stream.received.indexOf(roleState) + 1, stream.received.indexOf(refused));
  expect(between.map((event) => event.event)).toEqual(["request"]);

  const receiver = await startReceiver();
  try {
    const appsUrl = emulator().appsStudioUrl;
    const app = await call<AppView>(`${appsUrl}/apps/create-app`, {
      method: "POST",
      apiKey: admin.apiKey,
      body: { app_visibility: "private", manifest: webhookManifest("streamed", `${receiver.url}/events`, `${receiver.url}/installations`) },
    });
    await call(`${appsUrl}/apps/install`, {
      method: "POST",
      apiKey: admin.apiKey,
      body: { teamIds: [seedTeams(emulator())[0]!.id], appId: app.body.appId },
    });
    expect((await stream.next("delivery")).data).toMatchObject({ kind: "installation", status: "pending", attempts: 0 });
    expect((await stream.next("delivery")).data).toMatchObject({
      kind: "installation",
      status: "delivered",
      attemptLog: [{ responseStatus: 200 }],
    });
  } finally {
    await receiver.stop();
  }

  await emulator().control.clearRequests();
  await stream.next("requests-cleared");
  await emulator().control.reset();
  await stream.next("requests-cleared");
  await stream.next("deliveries-cleared");
  await stream.next("state");
  await stream.close();
});

test("ends when the emulator stops, and forgets a reader that left", async () => {
  const own = await startEmulator({ rateLimit: false });
  const left = await openStream(own.baseUrl);
  await left.next("ready");
  await left.close();
  // A reader that left is unsubscribed: requests go on being logged and answered.
  expect((await call(`${own.baseUrl}/v1/roles`, { apiKey: own.organizations[0]!.users[0]!.apiKey })).status).toBe(200);

  const staying = await openStream(own.baseUrl);
  await staying.next("ready");
  await own.stop();
  await staying.reading; // the emulator closed the stream
  expect(staying.received.map((event) => event.event)).toEqual(["ready"]);
});
