// A local HTTP endpoint that hands each POSTed JSON body to a receiver's handler and answers 200,
// as the docs' and the spec's example receivers do, or the status the handler returns. Each
// receiver reads the body as the shape it expects, as a real one would.
import { createServer } from "node:http";

export interface JsonEndpoint {
  url: string;
  stop(): Promise<void>;
}

export async function serveJson(handle: (path: string, body: unknown) => number | undefined): Promise<JsonEndpoint> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = handle(request.url ?? "", JSON.parse(Buffer.concat(chunks).toString("utf8"))) ?? 200;
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
