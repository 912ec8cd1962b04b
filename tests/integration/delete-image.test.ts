import path from "node:path";

import { describe, expect, inject, it } from "vitest";

import { NOT_SIGNED_IN } from "@/lib/auth/guard";
import { createLocalPhotoStorage } from "@/lib/storage/local-photos";
import { apiUrl } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";

// DELETE /api/cloudinary/delete-image through the production server, anonymous. The signed-in cases (200, then
// 404; 400; 409 while a car shows the photo) are in tests/integration/uploads-auth.test.ts.

describe("DELETE /api/cloudinary/delete-image without a session", () => {
  it("answers 401 in JSON and leaves the photo where it is", async () => {
    // A photo stored by the server's local driver (its DATA_DIR/uploads).
    const storage = createLocalPhotoStorage(path.join(inject("dataDir"), "uploads"));
    const photo = await storage.upload(await jpegWithGps(120, 80), {
      folder: "anuncios",
      contentType: "image/jpeg",
      width: 120,
      height: 80,
      format: "jpg",
    });

    const response = await fetch(apiUrl("/api/cloudinary/delete-image"), {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ publicId: photo.public_id }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: NOT_SIGNED_IN });

    expect((await fetch(apiUrl(photo.secure_url))).status).toBe(200);
    expect(await storage.delete(photo.public_id)).toBe("deleted");
  });
});
