// The console's page and files on the base listener, under the control prefix (so no credentials,
// no rate limit, not in the request log). They read files, never the store: no transaction.
import * as fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../errors";
import { parseInput } from "../http/validation";
import { CONSOLE_PATH, CONTENT_TYPES, SOURCE_URL, sourceAsset, unlessMissing, vendorFile } from "./files";
import { CONSOLE_CONTENT_SECURITY_POLICY, CONSOLE_PAGE } from "./page";
import { compiledScript } from "./scripts";

const vendorParams = z.object({ file: z.string() });
const sourceParams = z.object({ "*": z.string() });
const noTransaction = { config: { transaction: false as const } };

export function registerConsoleRoutes(app: FastifyInstance): void {
  app.get(CONSOLE_PATH, noTransaction, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", CONSOLE_CONTENT_SECURITY_POLICY)
      .header("cache-control", "no-store")
      .send(CONSOLE_PAGE),
  );

  app.get(`${CONSOLE_PATH}/vendor/:file`, noTransaction, async (request, reply) => {
    const { file } = parseInput(vendorParams, request.params, "path");
    const found = vendorFile(file);
    if (found === undefined) throw notFound(`The console has no vendor module ${file}`);
    return reply
      .type(CONTENT_TYPES.js)
      .header("cache-control", "no-cache")
      .send(await fs.promises.readFile(found));
  });

  app.get(`${SOURCE_URL}/*`, noTransaction, async (request, reply) => {
    const { "*": wanted } = parseInput(sourceParams, request.params, "path");
    const asset = sourceAsset(wanted);
    const contents =
      asset === undefined
        ? undefined
        : asset.type === "js"
          ? await compiledScript(asset.file)
          : await fs.promises.readFile(`${asset.file}.css`).catch(unlessMissing);
    if (asset === undefined || contents === undefined) throw notFound(`The console has no file ${wanted}`);
    return reply.type(CONTENT_TYPES[asset.type]).header("cache-control", "no-cache").send(contents);
  });
}
