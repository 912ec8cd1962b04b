import path from "node:path";

import { describe, expect, inject, it } from "vitest";

import { createLocalPhotoStorage } from "@/lib/storage/local-photos";
import { apiUrl } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";

// GET /media/…: photos of the local driver served by the production server.

describe("GET /media/…", () => {
  it("serves a stored photo with its type and a year of immutable caching", async () => {
    const storage = createLocalPhotoStorage(path.join(inject("dataDir"), "uploads"));
    const bytes = await jpegWithGps(160, 90);
    const photo = await storage.upload(bytes, {
      folder: "anuncios",
      contentType: "image/jpeg",
      width: 160,
      height: 90,
      format: "jpg",
    });

    const response = await fetch(apiUrl(photo.secure_url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    await storage.delete(photo.public_id);
    expect((await fetch(apiUrl(photo.secure_url))).status).toBe(404);
  });

  it("answers 404 for unknown photos and for paths that try to leave the uploads folder", async () => {
    for (const url of [
      "/media/anuncios/nao-existe.jpg",
      "/media/%2e%2e/%2e%2e/etc/passwd",
      "/media/..%2f..%2fpostgres%2fPG_VERSION",
      "/media/anuncios/x.html",
      "/media/%2e%2e/postgres/PG_VERSION.jpg",
    ]) {
      const response = await fetch(apiUrl(url));
      expect(response.status, url).toBe(404);
      await response.arrayBuffer();
    }
  });
});
