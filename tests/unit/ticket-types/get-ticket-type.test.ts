// The TicketType data source against a scripted platform, configured (outside any Pulumi run) by
// environment variables.
import { ApiError } from "../../../provider/http/errors";
import { getTicketType, getTicketTypes } from "../../../provider/ticket-types/get-ticket-type";
import { envelope, FakePlatform, notFound } from "../http/fake-platform";

const problem = {
  id: "TY1",
  name: "Problem",
  color: "#d1242f",
  icon: "bug",
  isActive: true,
  teamId: "T1",
  organizationId: "O1",
  autoAssign: false,
};

describe("TicketType data source", () => {
  let platform: FakePlatform;

  beforeAll(async () => {
    platform = await new FakePlatform().start();
    process.env.SUPPORT_PLATFORM_API_KEY = "sp_key";
    process.env.SUPPORT_PLATFORM_BASE_URL = platform.url;
    process.env.SUPPORT_PLATFORM_MAX_RETRIES = "0";
  });
  afterAll(async () => {
    for (const name of ["SUPPORT_PLATFORM_API_KEY", "SUPPORT_PLATFORM_BASE_URL", "SUPPORT_PLATFORM_MAX_RETRIES"]) delete process.env[name];
    await platform.stop();
  });
  beforeEach(() => platform.requests.splice(0));

  it("reads one type by id, with the spec's fields only", async () => {
    platform.on("GET /v1/tickets/type/TY1", { status: 200, body: envelope({ ...problem, createdAt: "t0" }) });
    await expect(getTicketType({ id: "TY1" })).resolves.toEqual(problem);
    expect(platform.requests[0]!.headers["x-api-key"]).toBe("sp_key");
  });

  it("lists a team's types", async () => {
    platform.on("GET /v1/tickets/type", { status: 200, body: envelope([problem, { ...problem, id: "TY2", name: "Question" }]) });
    expect((await getTicketTypes({ teamId: "T1" })).map((type) => type.name)).toEqual(["Problem", "Question"]);
    expect(platform.requests[0]!.path).toBe("/v1/tickets/type?teamId=T1");
  });

  it("names the id it could not find in one line with its code, which Pulumi prints alone (a RunError's way)", async () => {
    platform.on("GET /v1/tickets/type/TY9", notFound("Ticket type TY9 not found"));
    const failure = await getTicketType({ id: "TY9" }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "read ticket type failed with HTTP 404: no ticket type has the id TY9 (ERR_NOT_FOUND)",
      __pulumiRunError: true,
    });
    expect((failure as Error).stack).toBe("");
  });

  it("refuses empty or unknown arguments before any request, naming the function and property", async () => {
    await expect(getTicketType({ id: "" })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: "getTicketType: id must not be empty (ERR_VALIDATION)",
    });
    await expect(getTicketTypes({ teamId: "T1", team: "T2" } as never)).rejects.toThrow("getTicketTypes: team is not a known property");
    expect(platform.requests).toEqual([]);
  });
});
