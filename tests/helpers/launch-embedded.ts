// Starts the embedded PostgreSQL under the folder given as argument, prints its pid and waits to be killed:
// a stand-in for a launcher that dies with `kill -9`.
import { startEmbeddedPostgres } from "@/lib/db/embedded";

const server = await startEmbeddedPostgres({ dataDir: process.argv[2]!, log: () => undefined });
console.log(String(server.pid()));
setInterval(() => undefined, 1_000);
