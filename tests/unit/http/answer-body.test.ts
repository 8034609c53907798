import { Readable } from "node:stream";
import * as zlib from "node:zlib";
import { maxAnswerBytes, readAnswer } from "../../../provider/http/answer-body";
import { AnswerTooLargeError } from "../../../provider/http/errors";

const body = Buffer.from(JSON.stringify({ data: [{ id: "r1", name: "Leads" }] }));
const raw = (bytes: Buffer) => Readable.from([bytes], { objectMode: false });
const read = (bytes: Buffer, encoding?: string | string[]) => readAnswer(raw(bytes), encoding, "list roles");

describe("readAnswer", () => {
  it("decodes each coding the client asks for, in the order the header lists them, and none for identity", async () => {
    expect(await read(body)).toEqual(body);
    expect(await read(body, "identity")).toEqual(body);
    expect(await read(zlib.gzipSync(body), "gzip")).toEqual(body);
    expect(await read(zlib.gzipSync(body), "X-Gzip")).toEqual(body);
    expect(await read(zlib.deflateSync(body), "deflate")).toEqual(body);
    expect(await read(zlib.brotliCompressSync(body), "br")).toEqual(body);
    expect(await read(zlib.brotliCompressSync(zlib.gzipSync(body)), "gzip, br")).toEqual(body);
    expect(await read(zlib.brotliCompressSync(zlib.gzipSync(body)), ["gzip", "br"])).toEqual(body);
  });

  it("takes an empty body marked as encoded for an empty one", async () => {
    expect(await read(Buffer.alloc(0), "gzip")).toEqual(Buffer.alloc(0));
  });

  it("refuses a coding it did not ask for, and a body that does not decode, naming the operation", async () => {
    await expect(read(body, "zstd")).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message:
        "list roles returned an unexpected response: the body is encoded as zstd, which the client did not ask for (it asks for gzip, deflate, br)",
    });
    await expect(read(body, "gzip")).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringMatching(/^list roles returned an unexpected response: the body does not decode as gzip: /),
    });
  });

  it("reads exactly maxAnswerBytes, and fails one byte more as too large", async () => {
    const limit = Buffer.alloc(maxAnswerBytes, "0");
    expect((await read(zlib.gzipSync(limit), "gzip")).length).toBe(maxAnswerBytes);
    const over = Buffer.alloc(maxAnswerBytes + 1, "0");
    const error = await read(zlib.gzipSync(over), "gzip").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect(error).toMatchObject({ code: "ERR_ANSWER_TOO_LARGE", operation: "list roles", limitBytes: maxAnswerBytes });
    expect((error as Error).message).toBe(
      "list roles was answered with a body larger than 32 MiB once decoded, more than any answer of the platform: the provider stopped reading it and took nothing from it",
    );
  });
});
