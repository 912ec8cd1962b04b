import { describe, expect, it } from "vitest";

describe("instrumentation-client.ts", () => {
  it("switches Zod to jitless mode, so the browser never probes eval under the CSP", async () => {
    await import("@/instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
