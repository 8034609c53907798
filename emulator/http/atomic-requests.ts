// Each request is one transaction of the store, from its handler to its answer: a request answered
// with a success commits (and is saved to the data file before its answer leaves), anything else
// rolls back, so a failed request changes nothing. The answer is serialized before the commit, so
// an answer that cannot be sent cannot leave its writes behind. A save that fails is reported in
// one line on stderr and answered as a 500 with the docs' body; the state stays as it was. Routes
// that never touch the store (`config: {transaction: false}`) take no transaction.
import type { FastifyInstance } from "fastify";
import { errorBody } from "../errors";
import { PersistenceError, type Transaction, type Transactions } from "../store/transactions";

declare module "fastify" {
  interface FastifyRequest {
    transaction: Transaction | null;
  }
  interface FastifyContextConfig {
    /** false: the route never reads or writes the store (the console's files, the live stream), so it takes no transaction. */
    transaction?: false;
  }
}

export function installAtomicRequests(app: FastifyInstance, transactions: Transactions): void {
  app.decorateRequest("transaction", null);

  app.addHook("preHandler", (request, reply, done) => {
    // A stream stays open for as long as its reader: holding a transaction would stop every other request.
    if (request.routeOptions.config.transaction === false) return done();
    transactions.begin((transaction) => {
      request.transaction = transaction;
      // A request whose connection closes before it is answered did not succeed.
      reply.raw.once("close", () => {
        if (transaction.isOpen) transactions.rollback(transaction);
      });
      done();
    });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const transaction = request.transaction;
    if (!transaction?.isOpen) return payload;
    if (reply.statusCode >= 400) {
      transactions.rollback(transaction);
      return payload;
    }
    try {
      transactions.commit(transaction);
      return payload;
    } catch (error) {
      if (!(error instanceof PersistenceError)) throw error;
      console.error(`support platform emulator: ${request.method} ${request.url}: ${error.message}`);
      reply.code(500).type("application/json; charset=utf-8");
      return JSON.stringify(errorBody(500, "The emulator could not save its data file; the request changed nothing"));
    }
  });
}
