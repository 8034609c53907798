import { RequestSlots } from "../../../provider/http/request-slots";

/** A task that runs until `finish` is called, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish!: (outcome: "ok" | Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = (outcome) => (outcome === "ok" ? resolve(name) : reject(outcome));
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: (outcome: "ok" | Error = "ok") => finish(outcome),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("RequestSlots", () => {
  it("runs as many tasks at once as it has slots, and each waiting one, in the order it asked, when a slot frees", async () => {
    const slots = new RequestSlots(2);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => slots.run(task));
    await settle();
    expect(started).toEqual(["a", "b"]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(["a", "b", "c", "d"]);
  });

  it("frees the slot of a task that fails, and passes its failure on", async () => {
    const slots = new RequestSlots(1);
    const started: string[] = [];
    const failing = heldTask(started, "a");
    const next = heldTask(started, "b");
    const first = slots.run(failing.task);
    const second = slots.run(next.task);
    await settle();
    expect(started).toEqual(["a"]);
    failing.finish(new Error("refused"));
    await expect(first).rejects.toThrow("refused");
    await settle();
    expect(started).toEqual(["a", "b"]);
    next.finish();
    await expect(second).resolves.toBe("b");
    // Every slot is free again: a new task starts at once.
    const later = heldTask(started, "c");
    const third = slots.run(later.task);
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    later.finish();
    await third;
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses a size of %p", (size) => {
    expect(() => new RequestSlots(size)).toThrow(`request slots: a size of at least 1, not ${size}`);
  });
});
