// A refused credential names the setting it came from, as the user sets it: the API key, the
// access token, or the login, whichever the request was sent with.
import { z } from "zod";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ticketTypeEndpoints } from "../../../provider/ticket-types/endpoints";
import { CredentialRefusedError } from "../../../provider/http/credential-refused";
import { login, secrets, testClient } from "./client-fixtures";
import { FakePlatform, failure } from "./fake-platform";

describe("a refused credential", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const getRole = (client: ReturnType<typeof testClient>) =>
    client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: z.unknown() });
  const getType = (client: ReturnType<typeof testClient>) =>
    client.call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() });

  it("a 401 names the API key's config key and variable, keeping the status and code", async () => {
    platform.on("GET /v1/roles/r1", failure(401, "Invalid API key"));
    const error = await getRole(testClient(platform.url)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CredentialRefusedError);
    expect(error).toMatchObject({
      code: "ERR_UNAUTHORIZED",
      status: 401,
      settings: ["apiKey"],
      message:
        "read role failed with HTTP 401: Invalid API key; the platform refused the credential of supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY): check that it is set, current and of this organization",
    });
  });

  it("a 403 says the user of the key may not do it", async () => {
    platform.on("GET /v1/roles/r1", failure(403, "Insufficient permissions"));
    const error = await getRole(testClient(platform.url)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "ERR_FORBIDDEN",
      message: expect.stringContaining("the user of supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) may not do this"),
    });
  });

  it("names the access token, or the login, where the request was sent with them", async () => {
    platform.on("GET /v1/tickets/type/tt1", failure(401, "token expired"));
    const byToken = await getType(testClient(platform.url, { accessToken: secrets.accessToken })).catch((e: unknown) => e);
    expect(byToken).toMatchObject({
      settings: ["accessToken"],
      message: expect.stringContaining("supportplatform:accessToken (or SUPPORT_PLATFORM_ACCESS_TOKEN)"),
    });
    platform.on("POST /v1/auth/login", failure(401, "invalid email or password"));
    const byLogin = await getType(testClient(platform.url, { login })).catch((e: unknown) => e);
    expect(byLogin).toMatchObject({
      operation: "log in",
      settings: ["email", "password"],
      message: expect.stringContaining("supportplatform:email (or SUPPORT_PLATFORM_EMAIL) and supportplatform:password"),
    });
  });
});
