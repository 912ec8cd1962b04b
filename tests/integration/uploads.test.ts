import { describe, expect, it } from "vitest";

import { NOT_SIGNED_IN } from "@/lib/auth/guard";
import { apiUrl } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";
import { slowUpload } from "@/tests/helpers/slow-upload";

// POST /api/uploads/images through the production server, anonymous: the route is guarded and an oversized body
// is refused before it is read. The signed-in cases (201, 413, 415, 400, 403 for ajudante) are in
// tests/integration/uploads-auth.test.ts.

const MULTIPART = "multipart/form-data; boundary=----photo-boundary";

describe("POST /api/uploads/images without a session", () => {
  it("answers 401 in JSON to a real photo upload", async () => {
    const form = new FormData();
    form.set(
      "file",
      new Blob([new Uint8Array(await jpegWithGps(200, 100))], { type: "image/jpeg" }),
      "foto.jpg",
    );
    const response = await fetch(apiUrl("/api/uploads/images"), { method: "POST", body: form });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: NOT_SIGNED_IN });
  });

  it("answers a declared 16 MB body before the client has sent it", async () => {
    const result = await slowUpload(apiUrl("/api/uploads/images"), {
      headers: { "Content-Type": MULTIPART },
      contentLength: 16 * 1024 * 1024,
      holdAfter: 64 * 1024,
      chunkSize: 64 * 1024,
      intervalMs: 20,
    });
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body)).toEqual({ error: NOT_SIGNED_IN });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers a chunked body that keeps growing while it is still being sent", async () => {
    const result = await slowUpload(apiUrl("/api/uploads/images"), {
      headers: { "Content-Type": MULTIPART },
      total: 64 * 1024 * 1024,
      holdAfter: 64 * 1024,
      chunkSize: 64 * 1024,
      intervalMs: 20,
    });
    expect(result.status).toBe(401);
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(64 * 1024);
  });
});
