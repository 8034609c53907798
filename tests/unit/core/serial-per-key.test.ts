import { serialPerKey } from "../../../provider/core/serial-per-key";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("serialPerKey", () => {
  it("runs one key's tasks one after another, in order, and other keys' beside them", async () => {
    const serial = serialPerKey();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([serial("a", task("a1")), serial("a", task("a2")), serial("b", task("b1"))]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(events.indexOf("a1 end")).toBeLessThan(events.indexOf("a2 start"));
    expect(events.indexOf("b1 start")).toBeLessThan(events.indexOf("a1 end"));
  });

  it("goes on with the next task after one fails, and hands the failure to its caller", async () => {
    const serial = serialPerKey();
    const failed = serial("a", () => Promise.reject(new Error("refused")));
    const next = serial("a", async () => "next");
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("next");
  });
});
