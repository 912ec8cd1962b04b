import { spawn } from "node:child_process";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { childProcessEnv } from "@/lib/env";
const db = await startEmbeddedPostgres({ dataDir: ".data/postgres", log: () => undefined });
const child = spawn("node", ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "node_modules/next/dist/bin/next", "start", "-p", "3955"], { stdio: "inherit", env: childProcessEnv({ DATABASE_URL: db.url, AUTH_SECRET: "x".repeat(40), NODE_ENV: "production" }) });
process.on("SIGTERM", () => { child.kill("SIGINT"); });
child.on("exit", async () => { await db.stop(); process.exit(0); });
