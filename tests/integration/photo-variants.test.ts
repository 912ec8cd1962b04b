import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";

import { pendingVariantJobs, variantEncoderStats } from "@/lib/images/variant-encoder";
import { logger } from "@/lib/log/logger";
import { createLocalPhotoStorage } from "@/lib/storage/local-photos";
import { backfillVariants, ensureAllVariants, ensureVariant } from "@/lib/storage/local-variants";
import { VARIANT_FORMATS, VARIANT_WIDTHS, allVariants, variantPath } from "@/lib/storage/photo-variants";
import { startNext, tempDataDir } from "@/tests/helpers/app-server";
import { api, signedInAs, type SignedInUser } from "@/tests/helpers/auth";
import { apiUrl } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";

// The resized copies of locally stored photos: made when a photo is uploaded (off the request), served from
// /media as immutable files, deleted with the photo, made once when many ask for a missing one at the same
// time, made at start-up for photos stored before them, and never for a width or format not on the list.

const EXPECTED_TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

let vendedor: SignedInUser;
const uploadsRoot = () => path.join(inject("dataDir"), "uploads");

beforeAll(async () => {
  vendedor = await signedInAs("vendedor");
});

async function uploadPhoto(
  width: number,
  height: number,
): Promise<{ secure_url: string; public_id: string }> {
  const form = new FormData();
  form.set(
    "file",
    new Blob([new Uint8Array(await jpegWithGps(width, height))], { type: "image/jpeg" }),
    "a.jpg",
  );
  const response = await api("/api/uploads/images", { method: "POST", body: form, session: vendedor });
  expect(response.status).toBe(201);
  return (await response.json()) as { secure_url: string; public_id: string };
}

/** A photo stored straight on disk, as before variants existed: none of its variants is made. */
async function photoWithoutVariants(root: string, width: number, height: number) {
  return createLocalPhotoStorage(root).save(await jpegWithGps(width, height), {
    folder: "anuncios",
    format: "jpeg",
    width,
    height,
  });
}

function missingVariants(root: string, publicId: string): string[] {
  return allVariants(publicId)
    .map(variantPath)
    .filter((relative) => !existsSync(path.join(root, relative)));
}

async function waitFor(condition: () => boolean, timeoutMs: number, pollMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

describe("photo variants over HTTP", () => {
  it("are all made after an upload, without the upload waiting for them, and served with immutable caching", async () => {
    const started = Date.now();
    const photo = await uploadPhoto(1600, 1200);
    // Encoding every variant of a 1600 px photo takes seconds: the upload's answer does not wait for it.
    expect(missingVariants(uploadsRoot(), photo.public_id).length).toBeGreaterThan(0);
    await waitFor(() => missingVariants(uploadsRoot(), photo.public_id).length === 0, 90_000);
    expect(Date.now() - started).toBeGreaterThan(0);

    const base = photo.secure_url.replace(/\.jpg$/, ".variants");
    for (const format of VARIANT_FORMATS) {
      for (const width of [256, 828, 1920]) {
        const response = await fetch(apiUrl(`${base}/${width}.${format}`));
        expect(response.status, `${width}.${format}`).toBe(200);
        expect(response.headers.get("content-type")).toBe(EXPECTED_TYPES[format]);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        // Never enlarged past the stored photo.
        expect(metadata.width, `${width}.${format}`).toBe(Math.min(width, 1600));
        expect(metadata.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[format]);
      }
    }
  });

  it("are deleted with the photo", async () => {
    const photo = await uploadPhoto(400, 300);
    await waitFor(() => missingVariants(uploadsRoot(), photo.public_id).length === 0, 60_000);
    const variant = photo.secure_url.replace(/\.jpg$/, ".variants/384.webp");
    expect((await fetch(apiUrl(variant))).status).toBe(200);

    const response = await api("/api/cloudinary/delete-image", {
      method: "DELETE",
      json: { publicId: photo.public_id },
      session: vendedor,
    });
    expect(response.status).toBe(200);
    expect(existsSync(path.join(uploadsRoot(), `${photo.public_id}.variants`))).toBe(false);
    expect((await fetch(apiUrl(variant))).status).toBe(404);
  });

  it("refuses widths and formats that are not made, and next/image no longer resizes stored photos", async () => {
    const photo = await uploadPhoto(400, 300);
    const base = photo.secure_url.replace(/\.jpg$/, ".variants");
    for (const name of [
      "500.avif",
      "2400.avif",
      "9999.webp",
      "640.png",
      "640.gif",
      "640.AVIF",
      "0640.jpg",
      "x.jpg",
    ]) {
      const response = await fetch(apiUrl(`${base}/${name}`));
      expect(response.status, name).toBe(404);
      await response.arrayBuffer();
    }
    expect(existsSync(path.join(uploadsRoot(), `${photo.public_id}.variants`, "500.avif"))).toBe(false);
    const optimised = await fetch(
      apiUrl(`/_next/image?url=${encodeURIComponent(photo.secure_url)}&w=640&q=75`),
    );
    expect(optimised.status).toBe(400);
    await optimised.arrayBuffer();
  });

  it("answers a variant not made yet at once with the original, uncached, and makes it once however many ask", async () => {
    // Stored without the upload's variants, as a photo from before them (or while the start-up backfill runs).
    const stored = await createLocalPhotoStorage(uploadsRoot()).save(await jpegWithGps(1600, 1200), {
      folder: "anuncios",
      format: "jpeg",
      width: 1600,
      height: 1200,
    });
    const storedBytes = readFileSync(path.join(uploadsRoot(), `${stored.publicId}.jpg`));
    const url = apiUrl(stored.url.replace(/\.jpg$/, ".variants/1920.avif"));
    const isStandIn = (response: Response, body: Buffer) =>
      response.status === 200 &&
      response.headers.get("content-type") === "image/jpeg" &&
      response.headers.get("cache-control") === "no-store" &&
      body.equals(storedBytes);
    const isVariant = (response: Response) =>
      response.status === 200 &&
      response.headers.get("content-type") === "image/avif" &&
      response.headers.get("cache-control") === "public, max-age=31536000, immutable";

    // Nothing had asked for it: the first visitor gets the stored original at once, which no cache keeps for the
    // variant's URL.
    const first = await fetch(url);
    expect(isStandIn(first, Buffer.from(await first.arrayBuffer()))).toBe(true);
    // Others asking meanwhile get the original or, once it is written, the variant: never an error or a wait.
    const responses = await Promise.all(Array.from({ length: 11 }, () => fetch(url)));
    for (const response of responses) {
      const body = Buffer.from(await response.arrayBuffer());
      expect(isStandIn(response, body) || isVariant(response)).toBe(true);
    }

    // Made in the background, one file written once: a second encoding would have replaced it with a new inode.
    const file = path.join(uploadsRoot(), `${stored.publicId}.variants`, "1920.avif");
    await waitFor(() => existsSync(file), 90_000);
    const inode = statSync(file).ino;
    const made = await fetch(url);
    expect(isVariant(made)).toBe(true);
    expect(Buffer.from(await made.arrayBuffer()).equals(readFileSync(file))).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(["1920.avif"]);
    expect(statSync(file).ino).toBe(inode);
  });
});

describe("photo variants on disk", () => {
  it("encodes a variant asked for concurrently exactly once", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "variants-"));
    const photo = await photoWithoutVariants(root, 900, 600);
    const before = variantEncoderStats().encoded;
    const variant = { publicId: photo.publicId, width: 1280, format: "avif" as const };
    const files = await Promise.all(Array.from({ length: 10 }, () => ensureVariant(root, variant)));
    expect(new Set(files).size).toBe(1);
    expect(files[0]).toBe(path.join(root, variantPath(variant)));
    expect(variantEncoderStats().encoded - before).toBe(1);
    // Already there: nothing is encoded again.
    await ensureVariant(root, variant);
    expect(variantEncoderStats().encoded - before).toBe(1);
  });

  it("stops quietly when the photo is deleted while its variants wait in the queue", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "variants-"));
    const storage = createLocalPhotoStorage(root);
    const busy = await photoWithoutVariants(root, 4000, 3000);
    const photo = await photoWithoutVariants(root, 900, 600);
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      // A large photo keeps the encoder busy while the other photo's first variant waits behind it.
      const idle = pendingVariantJobs();
      const blocking = ensureVariant(root, { publicId: busy.publicId, width: 1920, format: "avif" });
      await waitFor(() => pendingVariantJobs() > idle, 10_000, 5);
      const making = ensureAllVariants(root, photo.publicId);
      await waitFor(() => pendingVariantJobs() > idle + 1, 10_000, 5);
      expect(await storage.remove(photo.publicId)).toBe(true);

      expect(await making).toBe(false);
      await blocking;
      expect(errors).not.toHaveBeenCalled();
      expect(existsSync(path.join(root, `${photo.publicId}.variants`))).toBe(false);
    } finally {
      errors.mockRestore();
    }
  });

  it("backfills every variant of photos stored before them and removes variants whose photo is gone", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "variants-"));
    const photos = [await photoWithoutVariants(root, 900, 600), await photoWithoutVariants(root, 900, 600)];
    const orphan = path.join(root, "anuncios", "apagada.variants");
    mkdirSync(orphan, { recursive: true });
    writeFileSync(path.join(orphan, "640.avif"), "x");

    const summary = await backfillVariants(root);
    expect(summary).toEqual({
      photos: 2,
      made: 2 * VARIANT_WIDTHS.length * VARIANT_FORMATS.length,
      orphansRemoved: 1,
    });
    for (const photo of photos) expect(missingVariants(root, photo.publicId)).toEqual([]);
    expect(existsSync(orphan)).toBe(false);
    // A second start finds nothing to do.
    expect(await backfillVariants(root)).toEqual({ photos: 2, made: 0, orphansRemoved: 0 });
  });
});

describe("photo variants at start-up", () => {
  it("are made in the background for photos stored before the server started, and logged when ready", async () => {
    const dataDir = tempDataDir("variants-start");
    const root = path.join(dataDir, "uploads");
    const photo = await photoWithoutVariants(root, 640, 480);
    expect(missingVariants(root, photo.publicId)).toHaveLength(
      VARIANT_WIDTHS.length * VARIANT_FORMATS.length,
    );
    const server = await startNext({ databaseUrl: inject("databaseUrl"), dataDir });
    try {
      await waitFor(() => server.log().includes("[photos] variants ready"), 90_000);
      expect(missingVariants(root, photo.publicId)).toEqual([]);
      const response = await fetch(`${server.baseUrl}${photo.url.replace(/\.jpg$/, ".variants/640.avif")}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    } finally {
      await server.stop();
    }
  }, 180_000);
});
