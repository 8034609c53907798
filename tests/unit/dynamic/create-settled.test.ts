import { createSettled } from "../../../provider/dynamic/create-settled";
import { ApiError, OutcomeUnknownError } from "../../../provider/http/errors";

describe("createSettled", () => {
  it("adopts the object a lost create made, instead of creating it again", async () => {
    let creates = 0;
    const result = await createSettled(
      async () => {
        creates++;
        throw new OutcomeUnknownError("create role", "ECONNRESET");
      },
      async () => "found",
      3,
    );
    expect(result).toBe("found");
    expect(creates).toBe(1);
  });

  it("creates again only when the lookup finds nothing, up to maxAttempts", async () => {
    let creates = 0;
    const attempt = () =>
      createSettled(
        async () => {
          creates++;
          if (creates < 3) throw new OutcomeUnknownError("create role", "HTTP 503");
          return "created";
        },
        async () => undefined,
        3,
      );
    await expect(attempt()).resolves.toBe("created");
    creates = -10;
    await expect(attempt()).rejects.toBeInstanceOf(OutcomeUnknownError);
  });

  it("fails as outcome unknown, naming both failures, when the lookup fails too", async () => {
    const lookup = createSettled(
      () => Promise.reject(new OutcomeUnknownError("create role", "HTTP 503: down")),
      () => Promise.reject(new ApiError("list roles", 503, "down", undefined, 10)),
      3,
    );
    await expect(lookup).rejects.toThrow(
      new OutcomeUnknownError("create role", "HTTP 503: down; looking for it afterwards failed: list roles failed with HTTP 503 after 10 retries: down"),
    );
  });

  it("does not retry a create the server refused", async () => {
    let lookups = 0;
    const refused = new ApiError("create role", 400, "name must be unique");
    await expect(createSettled(() => Promise.reject(refused), async () => (lookups++, "x"), 3)).rejects.toBe(refused);
    expect(lookups).toBe(0);
  });
});
