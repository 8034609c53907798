import { mergeByKey, upsertByKey } from "../../../../../emulator/console/app/live-lists";

const seq = (item: { seq: number }) => item.seq;

describe("mergeByKey", () => {
  test("adds the changes that arrived during a load, sorted, each once, the later copy winning", () => {
    const loaded = [
      { seq: 1, v: "a" },
      { seq: 2, v: "old" },
    ];
    const arrived = [
      { seq: 3, v: "c" },
      { seq: 2, v: "new" },
    ];
    expect(mergeByKey(loaded, arrived, seq)).toEqual([
      { seq: 1, v: "a" },
      { seq: 2, v: "new" },
      { seq: 3, v: "c" },
    ]);
  });

  test("keeps a load that already holds every change as it is", () => {
    const loaded = [
      { seq: 4, v: "d" },
      { seq: 5, v: "e" },
    ];
    expect(mergeByKey(loaded, [{ seq: 5, v: "e" }], seq)).toEqual(loaded);
  });
});

describe("upsertByKey", () => {
  test("replaces an item's older copy in place, and adds a new one in order", () => {
    const list = [
      { seq: 1, v: "pending" },
      { seq: 3, v: "x" },
    ];
    expect(upsertByKey(list, { seq: 1, v: "delivered" }, seq)).toEqual([
      { seq: 1, v: "delivered" },
      { seq: 3, v: "x" },
    ]);
    expect(upsertByKey(list, { seq: 2, v: "y" }, seq)).toEqual([
      { seq: 1, v: "pending" },
      { seq: 2, v: "y" },
      { seq: 3, v: "x" },
    ]);
    expect(list).toEqual([
      { seq: 1, v: "pending" },
      { seq: 3, v: "x" },
    ]);
  });
});
