// Statement-by-statement checks of the platform's spec (docs/api-contract.md, rows marked spec) that hold for every operation at
// once (the domain tests cover each operation in depth): where each operation lives, the envelope
// it answers, its authentication, the common error statuses and the rate-limit headers.
import type { RunningEmulator } from "../../../emulator";
import type { AppView } from "../../../emulator/domains/apps/routes";
import { call, envelopeWith, seedTeams, seedUser, useEmulator, webhookManifest } from "./support";

const emulator = useEmulator();

type Shape = "envelope" | "csat" | "bare" | "submission" | "search";

interface Operation {
  title: string;
  method: string;
  host: "baseUrl" | "apiUrl" | "appsStudioUrl";
  path: string;
  body?: unknown;
  status: number;
  shape: Shape;
  /** Login and refresh take no credentials. */
  anonymous?: boolean;
  /** A second host the docs show the operation on. */
  alsoOn?: Operation["host"];
}

/** The spec's nine operations, with what each needs prepared (an app to install, a survey). */
async function specOperations(running: RunningEmulator): Promise<Operation[]> {
  const admin = seedUser(running, "Organization Admin");
  const team = seedTeams(running)[0]!.id;
  const [ticketType] = await running.control.listResources("ticketTypes", running.organizations[0]!.id);
  const [attributeValue] = await running.control.listResources("accountAttributeValues", running.organizations[0]!.id);
  const app = await call<AppView>(`${running.appsStudioUrl}/apps/create-app`, {
    method: "POST",
    apiKey: admin.apiKey,
    body: { app_visibility: "private", manifest: webhookManifest("prepared") },
  });
  const survey = await running.control.createSurvey({ teamId: team });
  return [
    {
      title: "login",
      method: "POST",
      host: "apiUrl",
      path: "/v1/auth/login",
      body: { email: admin.email, password: admin.password },
      status: 200,
      shape: "envelope",
      anonymous: true,
    },
    {
      title: "role creation",
      method: "POST",
      host: "baseUrl",
      path: "/v1/roles",
      body: { name: "Conformant", description: "d", permissions: [{ resource: "ticket", actions: ["view"], conditions: {} }] },
      status: 201,
      shape: "envelope",
    },
    {
      title: "ticket type read",
      method: "GET",
      host: "baseUrl",
      path: `/v1/tickets/type/${ticketType!.id}`,
      status: 200,
      shape: "envelope",
    },
    {
      title: "account attribute value update",
      method: "PUT",
      host: "baseUrl",
      path: `/v1/accounts/attributes/${attributeValue!.id}`,
      body: { value: "Renamed", isDefault: true },
      status: 200,
      shape: "bare",
    },
    {
      title: "CSAT rule creation",
      method: "POST",
      host: "baseUrl",
      path: `/v1/csat/rules/${team}`,
      body: { name: "Conformant rule" },
      status: 201,
      shape: "csat",
    },
    {
      title: "CSAT survey submission",
      method: "POST",
      host: "baseUrl",
      path: "/csat/submissions",
      body: { token: survey.token, rating: 5 },
      status: 200,
      shape: "submission",
    },
    {
      title: "entity search",
      method: "GET",
      host: "apiUrl",
      path: "/v1/search/tickets?q=*&query_by=title",
      status: 200,
      shape: "search",
      alsoOn: "baseUrl",
    },
    {
      title: "app creation",
      method: "POST",
      host: "appsStudioUrl",
      path: "/apps/create-app",
      body: { app_visibility: "private", manifest: webhookManifest("conformant") },
      status: 201,
      shape: "bare",
    },
    {
      title: "app installation",
      method: "POST",
      host: "appsStudioUrl",
      path: "/apps/install",
      body: { teamIds: [team], appId: app.body.appId, appConfiguration: { required_settings: [], optional_settings: [] } },
      status: 201,
      shape: "bare",
    },
  ];
}

const SHAPES: Record<Shape, (body: unknown) => void> = {
  envelope: (body) => expect(body).toEqual(envelopeWith(expect.anything())),
  csat: (body) => expect(body).toEqual(envelopeWith({ ok: true, data: expect.any(Object) })),
  bare: (body) => {
    expect(body).toEqual(expect.any(Object));
    expect(body).not.toHaveProperty("timestamp");
  },
  submission: (body) => expect(body).toEqual({ success: true, message: expect.any(String) }),
  search: (body) =>
    expect(body).toEqual({ result: expect.objectContaining({ found: expect.any(Number), page: 1, hits: expect.any(Array) }) }),
};

const RATE_LIMIT_HEADERS = [
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "x-ratelimit-ip",
  "x-ratelimit-userid",
  "x-ratelimit-orgid",
  "x-ratelimit-path",
];

const send = (
  running: RunningEmulator,
  operation: Operation,
  credentials: { apiKey?: string } = { apiKey: seedUser(running, "Organization Admin").apiKey },
) =>
  call(`${running[operation.host]}${operation.path}`, {
    method: operation.method,
    body: operation.body,
    ...(operation.anonymous ? {} : credentials),
  });

const DOCUMENTED_MESSAGES: Record<number, string> = {
  401: "User is not authenticated!",
  429: "Too many requests!",
  500: "Something went wrong!",
  503: "This service/resource is currently unavailable.",
};
/** The error body with the docs' message for the status (updates-an-account-attribute-value) and the emulator's reason. */
const ERROR_BODY = (statusCode: number) => ({
  statusCode,
  message: DOCUMENTED_MESSAGES[statusCode],
  error: expect.any(String),
  reason: expect.any(String),
});

describe("every operation of the spec", () => {
  test("lives at its documented method, host and path and answers its documented shape with an API key", async () => {
    for (const operation of await specOperations(emulator())) {
      const answer = await send(emulator(), operation);
      expect({ title: operation.title, status: answer.status }).toEqual({ title: operation.title, status: operation.status });
      SHAPES[operation.shape](answer.body);
    }
  });

  test("is not served on the other hosts, except a host the docs show it on", async () => {
    for (const operation of await specOperations(emulator())) {
      if (operation.alsoOn) SHAPES[operation.shape]((await send(emulator(), { ...operation, host: operation.alsoOn })).body);
      for (const host of (["baseUrl", "apiUrl", "appsStudioUrl"] as const).filter(
        (candidate) => candidate !== operation.host && candidate !== operation.alsoOn,
      )) {
        expect({ title: operation.title, host, status: (await send(emulator(), { ...operation, host })).status }).toEqual({
          title: operation.title,
          host,
          status: 404,
        });
      }
    }
  });

  test("carries /v1 except the survey submission, which has no version prefix", async () => {
    for (const operation of await specOperations(emulator())) {
      const moved = operation.path.startsWith("/v1/") ? operation.path.slice(3) : `/v1${operation.path}`;
      const expectedPrefix = operation.title === "CSAT survey submission" || operation.host === "appsStudioUrl" ? "/" : "/v1/";
      expect(operation.path.startsWith(expectedPrefix)).toBe(true);
      expect((await send(emulator(), { ...operation, path: moved })).status).toBe(404);
    }
  });

  test("without credentials answers 401 with the error body (login aside)", async () => {
    for (const operation of (await specOperations(emulator())).filter((candidate) => !candidate.anonymous)) {
      const answer = await send(emulator(), operation, {});
      expect({ title: operation.title, status: answer.status }).toEqual({ title: operation.title, status: 401 });
      expect(answer.body).toEqual({ ...ERROR_BODY(401), error: "Unauthorized" });
    }
  });

  test("answers 500 and 503 with the error body when the platform fails (injected)", async () => {
    for (const status of [500, 503]) {
      await emulator().control.reset();
      const operations = await specOperations(emulator());
      await emulator().control.addFault({ path: "*", status });
      for (const operation of operations) {
        const answer = await send(emulator(), operation);
        expect({ title: operation.title, status: answer.status }).toEqual({ title: operation.title, status });
        expect(answer.body).toEqual(ERROR_BODY(status));
      }
    }
  });

  test("carries all seven rate-limit headers, and answers 429 past the limit", async () => {
    const operations = await specOperations(emulator());
    for (const operation of operations) {
      await emulator().control.setRateLimit(1, 60);
      const first = await send(emulator(), operation, { apiKey: seedUser(emulator(), "Organization Admin").apiKey });
      const headers = RATE_LIMIT_HEADERS.filter(
        (header) => !(operation.anonymous && (header.endsWith("userid") || header.endsWith("orgid"))),
      );
      expect({ title: operation.title, missing: headers.filter((header) => first.headers.get(header) === null) }).toEqual({
        title: operation.title,
        missing: [],
      });
      const second = await send(emulator(), operation);
      expect({ title: operation.title, status: second.status }).toEqual({ title: operation.title, status: 429 });
      expect(second.body).toEqual({ ...ERROR_BODY(429), error: "Too Many Requests" });
    }
  });
});

describe("errors", () => {
  test("validation failures are 400s whose messages name the field, on every body-taking operation", async () => {
    for (const operation of (await specOperations(emulator())).filter((candidate) => candidate.body !== undefined)) {
      const answer = await send(emulator(), { ...operation, body: { unexpectedField: 1 } });
      expect({ title: operation.title, status: answer.status }).toEqual({ title: operation.title, status: 400 });
      expect(answer.body).toEqual({
        statusCode: 400,
        message: expect.stringMatching(/unexpectedField|is required/),
        error: "Bad Request",
        problems: expect.arrayContaining([expect.stringMatching(/unexpectedField|is required/)]),
      });
    }
  });
});
