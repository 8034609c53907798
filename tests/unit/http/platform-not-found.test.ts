import { isPlatformNotFound, platformNotFoundMessage } from "../../../provider/http/platform-not-found";

const documented = { statusCode: 404, message: platformNotFoundMessage, error: "Not Found" };

describe("isPlatformNotFound", () => {
  it("recognises the platform's documented 404 body, with or without the emulator's reason", () => {
    expect(isPlatformNotFound(documented)).toBe(true);
    expect(isPlatformNotFound({ ...documented, reason: "Role R1 not found" })).toBe(true);
  });

  it.each([
    ["a routing 404 of the platform's framework", { ...documented, message: "Cannot GET /v1/roles/R1" }],
    ["another message", { ...documented, message: "Role not found" }],
    ["a message array", { ...documented, message: [platformNotFoundMessage] }],
    ["another error name", { ...documented, error: "Gone" }],
    ["a statusCode as text", { ...documented, statusCode: "404" }],
    ["no statusCode", { message: platformNotFoundMessage, error: "Not Found" }],
    ["no body (an HTML page or nothing)", undefined],
    ["null", null],
    ["a string", platformNotFoundMessage],
    ["an array", [documented]],
  ])("refuses %s", (_, body) => {
    expect(isPlatformNotFound(body)).toBe(false);
  });
});
