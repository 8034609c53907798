// A throwaway PostgreSQL cluster to keep Pulumi state in, through the PostgreSQL backend that the
// Pulumi CLI itself provides (`pulumi login postgres://…`): Debian's server (installed by
// scripts/install-postgres.sh when missing), a data folder of its own, a free port on 127.0.0.1.
// It is set up as the GitOps example tells users to set up theirs: the state role made by
// examples/gitops/state-role.sql, reached over TLS only, its certificate verified in full. Trust
// authentication stands in for the role's password; the superuser is reached only through the
// cluster's own Unix socket.
//
//   npm run backend:postgres         starts it (or finds it running) and prints the `pulumi login` command
//   npm run backend:postgres:stop    stops it and deletes its folder
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";

const repoRoot = [path.join(__dirname, ".."), path.join(__dirname, "..", "..")].find((folder) =>
  fs.existsSync(path.join(folder, "package.json")),
)!;
/** Where the npm scripts remember the cluster they started, between `start` and `stop`. */
const recordFile = path.join(repoRoot, ".tmp", "backend-postgres.json");

const database = "pulumi";
/** The role examples/gitops/state-role.sql makes. */
const stateRole = "pulumi_state";
const superuser = "postgres";

export interface PostgresCluster {
  /** The cluster's folder: data, certificates, Unix socket and log. */
  dir: string;
  port: number;
  /** Debian's folder of the server's programs. */
  binDir: string;
}

export interface PostgresBackend extends PostgresCluster {
  /** What `pulumi login` takes: the state role, over TLS verified against the cluster's own CA. */
  loginUrl: string;
  /** Runs SQL as the superuser in the state's database; answers psql's unaligned rows. */
  query(sql: string): Promise<string[]>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** Starts a fresh cluster in a new folder under the system's temporary folder. */
export async function startPostgresBackend(): Promise<PostgresBackend> {
  const { stdout } = await run("bash", [path.join(repoRoot, "scripts", "install-postgres.sh")], { encoding: "utf8" });
  const binDir = stdout.trim().split("\n").pop()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pulumi-state-postgres-"));
  try {
    if (process.getuid?.() === 0) {
      // The server refuses to run as root: the folder goes to Debian's `postgres` user.
      const idOf = async (flag: string) => Number((await run("id", [flag, superuser], { encoding: "utf8" })).stdout.trim());
      fs.chownSync(dir, await idOf("-u"), await idOf("-g"));
    }
    await makeCertificates(dir);
    await asServerUser(binDir, "initdb", [
      "--pgdata",
      path.join(dir, "data"),
      "--username",
      superuser,
      "--auth",
      "trust",
      "--encoding",
      "UTF8",
      "--no-sync",
    ]);
    fs.writeFileSync(
      path.join(dir, "data", "pg_hba.conf"),
      [
        "# The setup's own administration, through the cluster's Unix socket only.",
        `local all ${superuser} trust`,
        "# Pulumi's state role, over TLS only, from this machine only.",
        `hostssl ${database} ${stateRole} 127.0.0.1/32 trust`,
        "",
      ].join("\n"),
    );
    const cluster = await startOnFreePort(binDir, dir);
    await psql(cluster, "postgres", ["-c", `CREATE DATABASE ${database}`]);
    // The file sets a password, as a real database needs; trust authentication here ignores it.
    await psql(cluster, database, [
      "-v",
      `password=${randomBytes(16).toString("hex")}`,
      "-f",
      path.join(repoRoot, "examples", "gitops", "state-role.sql"),
    ]);
    return backendOf(cluster);
  } catch (error) {
    await removeCluster({ dir, port: 0, binDir });
    throw error;
  }
}

function backendOf(cluster: PostgresCluster): PostgresBackend {
  // The CA's path readable in the URL: only what a query value cannot hold is escaped.
  const caFile = encodeURIComponent(path.join(cluster.dir, "ca.crt")).replaceAll("%2F", "/");
  return {
    ...cluster,
    loginUrl: `postgres://${stateRole}@127.0.0.1:${cluster.port}/${database}?sslmode=verify-full&sslrootcert=${caFile}`,
    query: async (sql) =>
      (await psql(cluster, database, ["--no-align", "--tuples-only", "-c", sql])).split("\n").filter((line) => line !== ""),
    stop: () => removeCluster(cluster),
  };
}

/** A CA of the cluster's own and the server's certificate for 127.0.0.1, signed by it. */
async function makeCertificates(dir: string): Promise<void> {
  const file = (name: string) => path.join(dir, name);
  const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  await run("openssl", [
    "req",
    "-x509",
    ...ecKey,
    "-days",
    "30",
    "-subj",
    "/CN=throwaway Pulumi state CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.crt"),
  ]);
  await run("openssl", ["req", ...ecKey, "-subj", "/CN=127.0.0.1", "-keyout", file("server.key"), "-out", file("server.csr")]);
  fs.writeFileSync(file("server.ext"), "subjectAltName=IP:127.0.0.1\n");
  await run("openssl", [
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.crt"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "30",
    "-extfile",
    file("server.ext"),
    "-out",
    file("server.crt"),
  ]);
  for (const name of ["ca.key", "server.csr", "server.ext", "ca.srl"]) fs.rmSync(file(name), { force: true });
  fs.chmodSync(file("server.key"), 0o600); // the server refuses a key others can read
  const owner = fs.statSync(dir);
  for (const name of ["ca.crt", "server.crt", "server.key"]) fs.chownSync(file(name), owner.uid, owner.gid);
}

/** Starts the server on a port that was free a moment before; another taker of it means another try. */
async function startOnFreePort(binDir: string, dir: string): Promise<PostgresCluster> {
  for (let attempt = 1; ; attempt++) {
    const cluster = { dir, binDir, port: await freePort() };
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `port = ${cluster.port}`,
      `unix_socket_directories = '${dir}'`,
      "ssl = on",
      `ssl_cert_file = '${path.join(dir, "server.crt")}'`,
      `ssl_key_file = '${path.join(dir, "server.key")}'`,
    ];
    // The file ALTER SYSTEM writes: read after postgresql.conf, and rewritten whole on each try.
    fs.writeFileSync(path.join(dir, "data", "postgresql.auto.conf"), `${settings.join("\n")}\n`);
    try {
      await pgCtl(cluster, ["start", "--wait", "--log", path.join(dir, "server.log")]);
      return cluster;
    } catch (error) {
      const log = fs.readFileSync(path.join(dir, "server.log"), "utf8");
      if (attempt < 3 && log.includes("Address already in use")) continue;
      throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs one of the server's programs as the cluster folder's owner. */
function asServerUser(binDir: string, program: string, args: string[]) {
  const command = path.join(binDir, program);
  // runuser keeps the working folder, which the postgres user may not be able to read.
  const options = { cwd: "/", encoding: "utf8" as const };
  return process.getuid?.() === 0 ? run("runuser", ["-u", superuser, "--", command, ...args], options) : run(command, args, options);
}

function pgCtl(cluster: PostgresCluster, args: string[]) {
  return asServerUser(cluster.binDir, "pg_ctl", ["--pgdata", path.join(cluster.dir, "data"), ...args]);
}

async function psql(cluster: PostgresCluster, db: string, args: string[]): Promise<string> {
  const connection = ["--host", cluster.dir, "--port", String(cluster.port), "--username", superuser, "--dbname", db];
  const { stdout } = await run(path.join(cluster.binDir, "psql"), [...connection, "--quiet", "-v", "ON_ERROR_STOP=1", ...args], {
    encoding: "utf8",
  });
  return stdout;
}

async function removeCluster(cluster: PostgresCluster): Promise<void> {
  try {
    if (fs.existsSync(path.join(cluster.dir, "data", "postmaster.pid"))) await pgCtl(cluster, ["stop", "--wait", "--mode", "fast"]);
  } finally {
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
}

/** The cluster the npm scripts started, as their record has it. */
function recordedCluster(): PostgresCluster | undefined {
  return fs.existsSync(recordFile) ? (JSON.parse(fs.readFileSync(recordFile, "utf8")) as PostgresCluster) : undefined;
}

const isRunning = (cluster: PostgresCluster) =>
  pgCtl(cluster, ["status"]).then(
    () => true,
    () => false,
  );

function printLogin(backend: PostgresBackend): void {
  console.log(`PostgreSQL state backend on 127.0.0.1:${backend.port} (${backend.dir}). Log in with:\n`);
  console.log(`  pulumi login '${backend.loginUrl}'\n`);
  console.log("Stop it, deleting every stack in it, with: npm run backend:postgres:stop");
}

async function main(command: string | undefined): Promise<void> {
  const recorded = recordedCluster();
  if (command === "start") {
    if (recorded !== undefined && (await isRunning(recorded))) return printLogin(backendOf(recorded));
    if (recorded !== undefined) await removeCluster(recorded); // its server is gone (a reboot): start afresh
    const backend = await startPostgresBackend();
    fs.mkdirSync(path.dirname(recordFile), { recursive: true });
    fs.writeFileSync(
      recordFile,
      `${JSON.stringify({ dir: backend.dir, port: backend.port, binDir: backend.binDir } satisfies PostgresCluster)}\n`,
    );
    return printLogin(backend);
  }
  if (command === "stop") {
    if (recorded !== undefined) await removeCluster(recorded);
    fs.rmSync(recordFile, { force: true });
    console.log(recorded === undefined ? "No PostgreSQL state backend of this checkout is running." : `Stopped; deleted ${recorded.dir}.`);
    return;
  }
  throw new Error(`usage: node ${path.relative(repoRoot, __filename)} start|stop`);
}

if (require.main === module) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(`backend-postgres: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
