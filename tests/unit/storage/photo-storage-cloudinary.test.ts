import { existsSync, rmSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

// The environment is read once when lib/env loads: configure Cloudinary (pointed at a local fake of its API)
// and a fresh DATA_DIR before anything imports it.
const { fake, dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { startFakeCloudinary } = await import("@/tests/helpers/fake-cloudinary");
  const server = await startFakeCloudinary({ cloudName: "loja-teste" });
  const dir = mkdtempSync(join(tmpdir(), "photos-cloudinary-"));
  process.env.DATA_DIR = dir;
  process.env.CLOUDINARY_URL = server.cloudinaryUrl;
  process.env.CLOUDINARY_API_BASE_URL = server.apiBaseUrl;
  return { fake: server, dataDir: dir };
});

import { HttpError } from "@/lib/http/errors";
import { saveLocalPhoto } from "@/lib/storage/local-photos";
import { acceptUploadedPhoto, deletePhotos, removeStoredPhoto } from "@/lib/storage/photo-service";
import { isStoredPhotoUrl, photoStorage } from "@/lib/storage/photo-storage";
import { jpegWithGps } from "@/tests/helpers/images";
import { logger } from "@/lib/log/logger";

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe("photo storage with CLOUDINARY_URL set", () => {
  it("uploads the re-encoded photo to Cloudinary, never the original bytes", async () => {
    expect(photoStorage().kind).toBe("cloudinary");
    const photo = await acceptUploadedPhoto(await jpegWithGps(2400, 1600), "IMG_1.jpg");
    expect(photo.secure_url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/loja-teste\/image\/upload\/v\d+\/anuncios\/[a-z0-9]{20}\.jpg$/,
    );
    expect(photo).toMatchObject({ width: 1920, height: 1280, format: "jpg" });
    const sent = fake.stored.get(photo.public_id)!;
    const metadata = await sharp(sent.bytes).metadata();
    expect([metadata.width, metadata.exif]).toEqual([1920, undefined]);
    expect(sent.bytes.includes(Buffer.from("TestCam"))).toBe(false);
    expect(existsSync(path.join(dataDir, "uploads", photo.public_id))).toBe(false);
  });

  it("accepts Cloudinary URLs of its own cloud and local ones as stored photos", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    expect(isStoredPhotoUrl(photo.secure_url, photo.public_id)).toBe(true);
    expect(isStoredPhotoUrl(photo.secure_url.replace("loja-teste", "outra-loja"))).toBe(false);
    expect(isStoredPhotoUrl("https://evil.example/x.jpg")).toBe(false);
    expect(isStoredPhotoUrl("/media/anuncios/abc.jpg", "anuncios/abc")).toBe(true);
  });

  it("deletes through Cloudinary: 200, then 404 for the same id", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    await removeStoredPhoto(photo.public_id);
    expect(fake.stored.has(photo.public_id)).toBe(false);
    const error = await removeStoredPhoto(photo.public_id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect(fake.requests.filter((request) => request.action === "destroy")).toHaveLength(2);
  });

  it("deletes photos kept on disk from before (the demo stock) locally, without asking Cloudinary", async () => {
    const local = await saveLocalPhoto(await jpegWithGps(100, 80), {
      folder: "anuncios",
      format: "jpeg",
      width: 100,
      height: 80,
    });
    const file = path.join(dataDir, "uploads", `${local.publicId}.jpg`);
    expect(existsSync(file)).toBe(true);
    expect(await deletePhotos([local.publicId])).toEqual({ deleted: 1, failed: 0 });
    expect(existsSync(file)).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it("counts Cloudinary failures in the deletion summary", async () => {
    const photo = await acceptUploadedPhoto(await jpegWithGps(100, 80), "a.jpg");
    fake.failNext(500, "General Error");
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await deletePhotos([photo.public_id])).toEqual({ deleted: 0, failed: 1 });
    errors.mockRestore();
    expect(fake.stored.has(photo.public_id)).toBe(true);
  });
});
