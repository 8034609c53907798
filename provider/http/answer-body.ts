// An answer's body, read without trusting its size: the client decodes it itself (got's own decoding
// has no limit, and got reads an error status's body whole before the client sees it), as a stream,
// and stops at maxAnswerBytes, as sent and as decoded. A decompression bomb or a body that never ends
// costs at most that much memory and fails as an AnswerTooLargeError; one that trickles meets the
// request timeout, which lasts until the body's end.
import type { IncomingMessage } from "node:http";
import { type Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as zlib from "node:zlib";
import { AnswerTooLargeError, ResponseShapeError } from "./errors";
import { serverText } from "./server-text";

/**
 * The most an answer's body may hold, decoded, in bytes. The largest answers are the lists the
 * platform sends whole (every role of the organization with its permissions, every value of an
 * account attribute, a team's members) and a page of 100 app installations with their manifests;
 * the export reads nothing else. 32 MiB holds tens of thousands of objects of a kilobyte or two
 * each: several times the largest organization the provider is built for. A body is held whole
 * before it is parsed, so this is also the most one answer costs in memory.
 */
export const maxAnswerBytes = 32 * 2 ** 20;

/** The content codings the client asks for (Accept-Encoding), each of which it decodes. */
export const acceptedEncodings = "gzip, deflate, br";

const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * Stops reading `response` once more than maxAnswerBytes have arrived, before any decoding: got
 * collects an error status's body itself. `onOver` learns of it before the response fails.
 */
export function capArrivingBytes(response: IncomingMessage, onOver: () => void): void {
  let size = 0;
  // Counting through `data` must not start the flow before got reads: paused, data flows as it reads.
  response.pause();
  response.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxAnswerBytes && !response.destroyed) {
      onOver();
      response.destroy(new Error(`the answer's body went past ${maxAnswerBytes} bytes`));
    }
  });
}

/**
 * The body of an answer to `operation`, decoded as `contentEncoding` says, chunk by chunk: an
 * AnswerTooLargeError past maxAnswerBytes decoded (the rest is not read: `raw` is destroyed), a
 * ResponseShapeError when it does not decode; `raw`'s own failure (a timeout, a reset) as it is.
 */
export async function readAnswer(raw: Readable, contentEncoding: string | string[] | undefined, operation: string): Promise<Buffer> {
  // Content-Encoding lists codings in the order they were applied (RFC 9110, 8.4).
  const codings = [contentEncoding ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "" && coding !== "identity");
  const unknown = codings.find((coding) => !Object.hasOwn(decoders, coding));
  if (unknown !== undefined) {
    raw.destroy();
    throw new ResponseShapeError(
      operation,
      `the body is encoded as ${serverText(unknown)}, which the client did not ask for (it asks for ${acceptedEncodings})`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let arrived = 0;
  raw.on("data", (chunk: Buffer) => {
    arrived += chunk.length;
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxAnswerBytes) return done(new AnswerTooLargeError(operation, maxAnswerBytes));
      chunks.push(chunk);
      done();
    },
  });
  const decoding = codings.toReversed().map((coding) => decoders[coding]!());
  const decodingFailures = new WeakSet<Error>();
  for (const decoder of decoding) decoder.on("error", (error) => decodingFailures.add(error));
  try {
    await pipeline([raw, ...decoding, sink]);
  } catch (error) {
    if (error instanceof AnswerTooLargeError || !decodingFailures.has(error as Error)) throw error;
    // An empty body says "encoded" of nothing (a server that marks every answer so): it is empty.
    if (arrived === 0) return Buffer.alloc(0);
    throw new ResponseShapeError(operation, `the body does not decode as ${codings.join(", ")}: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks, size);
}
