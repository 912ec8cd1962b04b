import path from "node:path";

import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // Server-only modules are imported by unit tests of pure logic; outside React's server build the
      // `server-only` package throws on import.
      "server-only": path.join(root, "tests/helpers/empty-module.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Vitest's default 5 s is a bound on the machine's speed: a test drawing the demo's photos took 6.4 s
          // on a busy two-core machine. A test that hangs still fails, later.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "load",
          include: ["tests/load/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share one server and one database; each file builds its own data.
          fileParallelism: false,
        },
      },
    ],
  },
});
