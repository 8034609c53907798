// A server that answers every request with a body no client should read whole: a decompression bomb
// (a gibibyte of zeros, compressed as a stream once per coding and kept: about a megabyte), a body
// without Content-Length or chunking that ends when the connection does, or a body that never ends.
// And a way to see how much memory reading one cost.
import * as http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as zlib from "node:zlib";
import { closeServer, listenOnLoopback } from "./loopback-server";

export const hostileBodies = ["gzip bomb", "br bomb", "deflate bomb", "no content-length", "never-ending"] as const;
/** The bodies above, and one that never ends but trickles: a byte every 100 ms, which no size limit stops. */
export type HostileBody = (typeof hostileBodies)[number] | "trickling";

/** What each bomb expands to, and what the body without Content-Length holds. */
export const hostileBodyBytes = 2 ** 30;

const chunk = Buffer.alloc(2 ** 20, "0");

/** `bytes` of the digit 0 (then forever, for Infinity), read as they are sent. */
function zeros(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const next = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= next.length;
      this.push(next);
    },
  });
}

const compressors = {
  "gzip bomb": ["gzip", () => zlib.createGzip()],
  "deflate bomb": ["deflate", () => zlib.createDeflate()],
  // Brotli's default quality is far too slow to make a bomb on the fly; any quality makes one.
  "br bomb": ["br", () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })],
} as const;

const isBomb = (body: HostileBody): body is keyof typeof compressors => Object.hasOwn(compressors, body);
const bombs = new Map<keyof typeof compressors, Promise<Buffer>>();

/** The bomb of `kind`: hostileBodyBytes of zeros, compressed, made on its first use. */
function bomb(kind: keyof typeof compressors): Promise<Buffer> {
  let made = bombs.get(kind);
  if (made === undefined) {
    const chunks: Buffer[] = [];
    made = pipeline(zeros(hostileBodyBytes), compressors[kind][1](), async (compressed: AsyncIterable<Buffer>) => {
      for await (const piece of compressed) chunks.push(piece);
    }).then(() => Buffer.concat(chunks));
    bombs.set(kind, made);
  }
  return made;
}

export class HostileServer {
  /** The requests answered, as `METHOD /path`. */
  readonly requests: string[] = [];
  url = "";
  private readonly server = http.createServer((request, response) => {
    request.resume();
    this.requests.push(`${request.method} ${request.url}`);
    // The client hangs up once it has read enough: that ends the answer, and is no failure.
    void this.answer(response).catch(() => response.destroy());
  });

  constructor(
    private readonly body: HostileBody,
    private readonly status = 200,
  ) {}

  async start(): Promise<this> {
    // Made before anything is measured.
    if (isBomb(this.body)) await bomb(this.body);
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private async answer(response: http.ServerResponse): Promise<void> {
    const headers = { "content-type": "application/json" };
    if (this.body === "never-ending") {
      response.writeHead(this.status, headers);
      return pipeline(zeros(Number.POSITIVE_INFINITY), response);
    }
    if (this.body === "trickling") {
      response.writeHead(this.status, headers);
      const drip = setInterval(() => response.write("0"), 100);
      response.once("close", () => clearInterval(drip));
      return;
    }
    if (this.body === "no content-length") {
      // Neither a length nor chunks: the body ends when the connection closes (RFC 9112, 6.3).
      response.removeHeader("transfer-encoding");
      response.writeHead(this.status, { ...headers, connection: "close" });
      return pipeline(zeros(hostileBodyBytes), response);
    }
    if (!isBomb(this.body)) throw new Error(`no answer of ${this.body}`);
    const compressed = await bomb(this.body);
    response.writeHead(this.status, { ...headers, "content-encoding": compressors[this.body][0] });
    response.end(compressed);
  }
}

/** Starts a HostileServer, runs `use` with it, and stops it. */
export async function withHostileServer<T>(body: HostileBody, status: number, use: (server: HostileServer) => Promise<T>): Promise<T> {
  const server = await new HostileServer(body, status).start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/**
 * How `run` ended, and by how much this process's resident memory rose above where it was at the
 * start, at most, sampled every few milliseconds and at the end. Coarse on purpose: it tells a
 * body read within a cap of tens of megabytes from one held whole (a gibibyte), under any load.
 */
export async function peakMemoryGrowth(run: () => Promise<unknown>): Promise<{ outcome: unknown; growthBytes: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const sampler = setInterval(sample, 5);
  try {
    const outcome = await run().then(
      (value) => ({ value }),
      (error: unknown) => error,
    );
    sample();
    return { outcome, growthBytes: peak - start };
  } finally {
    clearInterval(sampler);
  }
}
