import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { superviseChild, waitUntilHealthy } from "@/tests/helpers/child-app";

// Real child processes (small Node scripts) in a process group of their own, as the app is started.

const children: ChildProcess[] = [];
let server: Server | undefined;

function node(script: string): ChildProcess {
  const child = spawn(process.execPath, ["-e", script], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  server?.close();
  server = undefined;
});

describe("superviseChild", () => {
  it("keeps only the last keepChars characters of stdout and stderr", async () => {
    const child = node(`process.stdout.write("x".repeat(500)); process.stderr.write("END")`);
    const supervised = superviseChild(child, { keepChars: 10, forceKillAfterMs: 1_000, sigterm: "child" });
    await new Promise((resolve) => child.once("close", resolve));
    expect(supervised.log()).toHaveLength(10);
    expect(supervised.log().endsWith("END")).toBe(true);
  });

  it("stop() sends SIGTERM to the child alone, which stops on its own", async () => {
    const child = node(
      `process.on("SIGTERM", () => process.exit(7)); console.log("ready"); setInterval(() => {}, 1000)`,
    );
    const supervised = superviseChild(child, {
      keepChars: 1_000,
      forceKillAfterMs: 10_000,
      sigterm: "child",
    });
    await until(() => supervised.log().includes("ready"));
    await supervised.stop();
    expect(child.exitCode).toBe(7);
  });

  it("stop() kills the whole group after forceKillAfterMs when SIGTERM is ignored, then runs onExit", async () => {
    const child = node(`process.on("SIGTERM", () => {}); console.log("ready"); setInterval(() => {}, 1000)`);
    let exited = false;
    const supervised = superviseChild(child, {
      keepChars: 1_000,
      forceKillAfterMs: 200,
      sigterm: "group",
      onExit: () => (exited = true),
    });
    await until(() => supervised.log().includes("ready"));
    await supervised.stop();
    expect(child.signalCode).toBe("SIGKILL");
    expect(exited).toBe(true);
  });
});

describe("waitUntilHealthy", () => {
  it("resolves once /api/health answers", async () => {
    server = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const child = node(`setInterval(() => {}, 1000)`);
    await expect(waitUntilHealthy(`http://127.0.0.1:${port}`, child, 5_000)).resolves.toBeUndefined();
  });

  it("rejects as soon as the child has exited instead of waiting out its timeout", async () => {
    const child = node(`process.exit(3)`);
    const started = Date.now();
    // Port 9 (discard) is closed on loopback: nothing will ever answer there.
    await expect(waitUntilHealthy("http://127.0.0.1:9", child, 30_000)).rejects.toThrow("exited (3)");
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 40_000);
});
