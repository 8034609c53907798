// The PostgreSQL state backend of `npm run backend:postgres` (scripts/backend-postgres.ts), for the
// tests of one file: a fresh cluster started before the first test and deleted after the last.
import { type PostgresBackend, startPostgresBackend } from "../../scripts/backend-postgres";

export interface PostgresBackendTest {
  readonly backend: PostgresBackend;
  /** The keys of the stack locks held in the backend's table. */
  lockKeys(): Promise<string[]>;
}

export function postgresBackendPerFile(): PostgresBackendTest {
  let backend: PostgresBackend | undefined;
  beforeAll(async () => {
    backend = await startPostgresBackend();
  });
  afterAll(async () => backend?.stop());
  return {
    get backend() {
      if (backend === undefined) throw new Error("the PostgreSQL backend runs only inside this file's tests");
      return backend;
    },
    // Where Pulumi's DIY backends keep a stack's locks: .pulumi/locks/<org>/<project>/<stack>/<id>.json,
    // under the URL's path (here the database's name) as a prefix.
    lockKeys() {
      return this.backend.query("SELECT key FROM pulumi_state.pulumi_state WHERE key LIKE '%.pulumi/locks/%' ORDER BY key");
    },
  };
}
