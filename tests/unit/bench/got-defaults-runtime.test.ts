// The rate-limited apply's control client: the package's client with got's defaults, which is
// what the benchmark compares the rate-limit handling with.
import { gotDefaultsClient } from "../../bench/got-defaults-runtime";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { role, roleEnvelope, secrets } from "../http/client-fixtures";
import { envelope, FakePlatform, failure } from "../http/fake-platform";

const limited = failure(429, "Too Many Requests", {
  "retry-after": "0",
  "x-ratelimit-limit": "60",
  "x-ratelimit-remaining": "0",
  "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 1),
});

describe("the benchmark's got-defaults control client", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const client = () =>
    gotDefaultsClient({ apiKey: secrets.apiKey, baseUrl: platform.url, apiUrl: platform.url, maxRetries: 3, requestTimeoutSeconds: 5 });

  it("retries a 429 as often as got does by default (twice), not as the package's client does", async () => {
    platform.on("GET /v1/roles/r1", limited, limited, limited, { status: 200, body: envelope(role) });
    await expect(client().call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })).rejects.toMatchObject({
      code: "ERR_RATE_LIMITED",
      status: 429,
    });
    expect(platform.requests).toHaveLength(3);
  });

  it("does not retry a create that met a 429 (got's default methods leave out POST)", async () => {
    platform.on("POST /v1/roles", limited, { status: 201, body: envelope(role) });
    await expect(client().call(roleEndpoints.createRole, { body: { name: "x" }, response: roleEnvelope })).rejects.toMatchObject({
      status: 429,
    });
    expect(platform.requests).toHaveLength(1);
  });
});
