import type { PlatformApi } from "../../../provider/core/platform-api";
import { sharedReads } from "../../../provider/core/shared-reads";

/** A client of its own; sharedReads only keys by it. */
const client = (): PlatformApi => ({ call: jest.fn(), callIfPresent: jest.fn(), settleCreate: jest.fn() });

describe("sharedReads", () => {
  it("loads once per client and key, for reads at once and after", async () => {
    const reads = sharedReads<string>();
    const [first, second] = [client(), client()];
    const load = jest.fn(async () => "answer");
    await Promise.all([reads.read(first, "a", load), reads.read(first, "a", load)]);
    await reads.read(first, "a", load);
    expect(load).toHaveBeenCalledTimes(1);
    await reads.read(first, "b", load);
    await reads.read(second, "a", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("loads afresh after a write of the key, even a failed one, and keeps other keys", async () => {
    const reads = sharedReads<number>();
    const api = client();
    let loads = 0;
    const load = async () => ++loads;
    await reads.read(api, "a", load);
    await reads.read(api, "b", load);
    await expect(reads.afterWrite(api, "a", async () => "written")).resolves.toBe("written");
    await expect(reads.read(api, "a", load)).resolves.toBe(3);
    await expect(reads.afterWrite(api, "a", () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await expect(reads.read(api, "a", load)).resolves.toBe(4);
    await expect(reads.read(api, "b", load)).resolves.toBe(2);
  });

  it("does not keep a load that failed", async () => {
    const reads = sharedReads<string>();
    const api = client();
    await expect(reads.read(api, "a", () => Promise.reject(new Error("unreachable")))).rejects.toThrow("unreachable");
    await expect(reads.read(api, "a", async () => "answer")).resolves.toBe("answer");
  });
});
