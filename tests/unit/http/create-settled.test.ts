import { createSettled } from "../../../provider/http/create-settled";
import { ApiError, OutcomeUnknownError } from "../../../provider/http/errors";

/** A create and a lookup scripted step by step, recording the order of their calls. */
function scripted(creates: (string | Error)[], lookups: (string | undefined | Error)[]) {
  const calls: string[] = [];
  const next =
    <T>(kind: string, script: T[]) =>
    async () => {
      calls.push(kind);
      const step = script.shift();
      if (step instanceof Error) throw step;
      return step;
    };
  return { create: next("create", creates) as () => Promise<string>, find: next("find", lookups), calls };
}

const lost = () => new OutcomeUnknownError("create role", "ECONNRESET");

describe("createSettled", () => {
  it("creates once when the create succeeds", async () => {
    const { create, find, calls } = scripted(["created"], []);
    await expect(createSettled(create, find, 3)).resolves.toBe("created");
    expect(calls).toEqual(["create"]);
  });

  it("adopts the object a lost create made, instead of creating it again", async () => {
    const { create, find, calls } = scripted([lost()], ["found"]);
    await expect(createSettled(create, find, 3)).resolves.toBe("found");
    expect(calls).toEqual(["create", "find"]);
  });

  it("looks up before every new try, and creates again only when the lookup finds nothing", async () => {
    const { create, find, calls } = scripted([lost(), lost(), "created"], [undefined, undefined]);
    await expect(createSettled(create, find, 3)).resolves.toBe("created");
    expect(calls).toEqual(["create", "find", "create", "find", "create"]);
  });

  it("finds the object made by a later lost try", async () => {
    const { create, find, calls } = scripted([lost(), lost()], [undefined, "found"]);
    await expect(createSettled(create, find, 5)).resolves.toBe("found");
    expect(calls).toEqual(["create", "find", "create", "find"]);
  });

  it("gives up as outcome unknown after maxAttempts creates", async () => {
    const last = new OutcomeUnknownError("create role", "HTTP 503: busy");
    const { create, find, calls } = scripted([lost(), lost(), last], [undefined, undefined]);
    await expect(createSettled(create, find, 3)).rejects.toBe(last);
    expect(calls).toEqual(["create", "find", "create", "find", "create"]);
  });

  it("tries only once, without a lookup, when maxAttempts is 1", async () => {
    const error = lost();
    const { create, find, calls } = scripted([error], []);
    await expect(createSettled(create, find, 1)).rejects.toBe(error);
    expect(calls).toEqual(["create"]);
  });

  it("does not retry a create the server refused", async () => {
    const refused = new ApiError("create role", 400, "name must be unique");
    const { create, find, calls } = scripted([refused], ["x"]);
    await expect(createSettled(create, find, 3)).rejects.toBe(refused);
    expect(calls).toEqual(["create"]);
  });

  it("fails as outcome unknown, naming both failures, when the lookup fails too", async () => {
    const { create, find } = scripted(
      [new OutcomeUnknownError("create role", "HTTP 503: down")],
      [new ApiError("list roles", 503, "down", undefined, 10)],
    );
    const error = await createSettled(create, find, 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({
      operation: "create role",
      message:
        "create role did not complete: HTTP 503: down; looking for it afterwards failed: list roles failed with HTTP 503 after 10 retries: down",
    });
  });

  it("lets a lookup's programming error through as it is", async () => {
    const bug = new TypeError("roles.find is not a function");
    const { create, find } = scripted([lost()], [bug]);
    await expect(createSettled(create, find, 3)).rejects.toBe(bug);
  });
});
