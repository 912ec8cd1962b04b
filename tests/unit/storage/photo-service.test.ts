import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every module below reads DATA_DIR once: point it at a fresh folder before they load.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "photos-service-"));
  process.env.DATA_DIR = dir;
  delete process.env.CLOUDINARY_URL;
  delete process.env.CLOUDINARY_API_KEY;
  return dir;
});

import { GET as getMedia } from "@/app/media/[...path]/route";
import { MAX_PHOTO_BYTES } from "@/lib/constants/uploads";
import { HttpError } from "@/lib/http/errors";
import {
  INVALID_FOLDER,
  INVALID_PUBLIC_ID,
  PHOTO_IN_USE,
  PHOTO_NOT_FOUND,
  PHOTO_TOO_LARGE,
  STORAGE_DELETE_FAILED,
  STORAGE_UPLOAD_FAILED,
  acceptUploadedPhoto,
  deletePhotos,
  removeStoredPhoto,
} from "@/lib/storage/photo-service";
import { isStoredPhotoUrl, photoStorage, type PhotoStorage } from "@/lib/storage/photo-storage";
import { HTML_PAGE, SVG_WITH_SCRIPT, jpegWithGps, pngHeader } from "@/tests/helpers/images";
import { logger } from "@/lib/log/logger";

const uploadsDir = path.join(dataDir, "uploads");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const HEIC_FIXTURE = readFileSync(path.resolve("tests/fixtures/photo-gps.heic"));

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/**
 * The stored photos (their resized copies left out: the background encoder may still be writing those of the
 * photos stored by earlier tests, at whatever pace the machine allows).
 */
function storedPhotos(): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, encoding: "utf8" }).filter(
      (name) => /\.\w+$/.test(name) && !name.includes(".variants"),
    );
  } catch {
    return [];
  }
}

function media(url: string) {
  const segments = url.slice("/media/".length).split("/");
  return getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: segments }) });
}

const brokenStorage: PhotoStorage = {
  kind: "local",
  upload: () => Promise.reject(new Error("disk full")),
  delete: () => Promise.reject(new Error("disk gone")),
};

describe("acceptUploadedPhoto with the configured (local) storage", () => {
  it("uses the local driver when Cloudinary is not configured", () => {
    expect(photoStorage().kind).toBe("local");
  });

  it("stores a re-encoded photo without its GPS data and serves it back with long cache headers", async () => {
    const input = await jpegWithGps(3000, 2000);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const photo = await acceptUploadedPhoto(input, "IMG_0001.JPG");
    expect(photo).toMatchObject({ width: 1920, height: 1280, format: "jpg" });
    expect(photo.public_id).toMatch(/^anuncios\//);
    expect(photo.secure_url).toBe(`/media/${photo.public_id}.jpg`);
    expect(isStoredPhotoUrl(photo.secure_url, photo.public_id)).toBe(true);
    expect(isStoredPhotoUrl(photo.secure_url, "anuncios/other")).toBe(false);

    const stored = readFileSync(path.join(uploadsDir, `${photo.public_id}.jpg`));
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.exif, metadata.xmp]).toEqual([1920, undefined, undefined]);
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);

    const response = await media(photo.secure_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
  });

  it("converts HEIC to a stored JPEG", async () => {
    const photo = await acceptUploadedPhoto(HEIC_FIXTURE, "IMG_0002.HEIC");
    expect(photo).toMatchObject({ format: "jpg", width: 160, height: 120 });
    const stored = readFileSync(path.join(uploadsDir, `${photo.public_id}.jpg`));
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
  });

  it("stores only into the site's photo folder: any other one, safe or not, is refused", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg", "anuncios");
    expect(photo.public_id).toMatch(/^anuncios\/[^/]+$/);
    for (const folder of ["vitrine", "marketing", "../etc", "a/b", "", "pasta com espaço"]) {
      const error = await httpError(acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg", folder));
      expect([error.status, error.message]).toEqual([400, INVALID_FOLDER]);
    }
  });
});

describe("acceptUploadedPhoto refusals (nothing is stored)", () => {
  it("answers 415 with the file name as given for HTML named .jpg and SVG with a script", async () => {
    const before = storedPhotos();
    for (const [bytes, name] of [
      [HTML_PAGE, "foto.jpg"],
      [SVG_WITH_SCRIPT, "carro.svg"],
      [HTML_PAGE, '<img src=x onerror="alert(1)">.png'],
      [Buffer.alloc(0), "vazio.jpg"],
    ] as const) {
      const error = await httpError(acceptUploadedPhoto(bytes, name));
      expect(error.status).toBe(415);
      expect(error.message).toBe(`${name} não é uma imagem válida`);
    }
    expect(storedPhotos()).toEqual(before);
  });

  it("answers 413 over 15 MB and over 40 megapixels", async () => {
    const tooBig = await httpError(acceptUploadedPhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1), "grande.jpg"));
    expect([tooBig.status, tooBig.message]).toEqual([413, PHOTO_TOO_LARGE]);
    expect(PHOTO_TOO_LARGE).toBe("Arquivo muito grande. Máximo 15MB.");

    // Refused from its declared size (tests/unit/images/photo.test.ts shows nothing is decoded or allocated).
    const huge = await httpError(acceptUploadedPhoto(pngHeader(50_000, 50_000), "panorama.png"));
    expect(huge.status).toBe(413);
    expect(huge.message).toBe("panorama.png tem resolução muito alta. Máximo 40 megapixels.");
  });

  it("answers 502 when the storage fails", async () => {
    const error = await httpError(
      acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg", "anuncios", brokenStorage),
    );
    expect([error.status, error.message]).toEqual([502, STORAGE_UPLOAD_FAILED]);
  });
});

describe("removeStoredPhoto (DELETE /api/cloudinary/delete-image)", () => {
  it("deletes a stored photo, then answers 404; the photo is no longer served", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    await expect(removeStoredPhoto(photo.public_id)).resolves.toBeUndefined();
    expect((await media(photo.secure_url)).status).toBe(404);
    const error = await httpError(removeStoredPhoto(photo.public_id));
    expect([error.status, error.message]).toEqual([404, PHOTO_NOT_FOUND]);
  });

  it("answers 400 for malformed ids", async () => {
    for (const id of ["../uploads", "a/b.jpg", "", 42, null, undefined, { $ne: 1 }]) {
      const error = await httpError(removeStoredPhoto(id));
      expect([error.status, error.message]).toEqual([400, INVALID_PUBLIC_ID]);
    }
  });

  it("keeps a photo a car still shows (409)", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    const isReferenced = vi.fn(async (id: string) => id === photo.public_id);
    const error = await httpError(removeStoredPhoto(photo.public_id, { isReferenced }));
    expect([error.status, error.message]).toEqual([409, PHOTO_IN_USE]);
    expect(isReferenced).toHaveBeenCalledWith(photo.public_id);
    expect((await media(photo.secure_url)).status).toBe(200);
  });

  it("answers 404 for an id outside the site's photo folder without asking the storage", async () => {
    const deleted: string[] = [];
    const storage: PhotoStorage = {
      kind: "cloudinary",
      upload: () => Promise.reject(new Error("unused")),
      delete: async (publicId) => {
        deleted.push(publicId);
        return "deleted";
      },
    };
    for (const id of ["marketing/banner", "sample", "anuncios/2024/foto", "Anuncios/abc"]) {
      const error = await httpError(removeStoredPhoto(id, { storage }));
      expect([error.status, error.message], id).toEqual([404, PHOTO_NOT_FOUND]);
    }
    await expect(removeStoredPhoto("anuncios/abc", { storage })).resolves.toBeUndefined();
    expect(deleted).toEqual(["anuncios/abc"]);
  });

  it("answers 502 when the storage fails", async () => {
    const error = await httpError(removeStoredPhoto("anuncios/abc", { storage: brokenStorage }));
    expect([error.status, error.message]).toEqual([502, STORAGE_DELETE_FAILED]);
  });
});

describe("deletePhotos", () => {
  it("deletes each photo once and counts the ones already gone as deleted, malformed ids as failed", async () => {
    const a = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    const b = await acceptUploadedPhoto(await jpegWithGps(100, 80), "b.jpg");
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const summary = await deletePhotos([
      a.public_id,
      b.public_id,
      a.public_id,
      "anuncios/never-stored",
      "../etc/passwd",
    ]);
    expect(summary).toEqual({ deleted: 3, failed: 1 });
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    expect((await media(a.secure_url)).status).toBe(404);
    expect((await media(b.secure_url)).status).toBe(404);
  });

  it("never deletes outside the site's photo folder (a car may point at any asset of the cloud)", async () => {
    const deleted: string[] = [];
    const storage: PhotoStorage = {
      kind: "cloudinary",
      upload: () => Promise.reject(new Error("unused")),
      delete: async (publicId) => {
        deleted.push(publicId);
        return "deleted";
      },
    };
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await deletePhotos(["anuncios/a", "marketing/banner", "sample"], storage)).toEqual({
      deleted: 1,
      failed: 2,
    });
    errors.mockRestore();
    expect(deleted).toEqual(["anuncios/a"]);
  });

  it("never throws: storage failures are counted and logged", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await expect(deletePhotos(["anuncios/a", "anuncios/b"], brokenStorage)).resolves.toEqual({
      deleted: 0,
      failed: 2,
    });
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
    await expect(deletePhotos([])).resolves.toEqual({ deleted: 0, failed: 0 });
  });
});

describe("GET /media/…", () => {
  it("answers 404 for unknown photos, other extensions and traversal attempts", async () => {
    for (const segments of [
      ["anuncios", "nada.jpg"],
      ["..", "..", "etc", "passwd"],
      ["anuncios", "x.html"],
      ["postgres", "PG_VERSION"],
    ]) {
      const response = await getMedia(new Request("http://localhost/media/x"), {
        params: Promise.resolve({ path: segments }),
      });
      expect(response.status, segments.join("/")).toBe(404);
    }
  });
});
