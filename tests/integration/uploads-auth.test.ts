import { readFileSync } from "node:fs";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { NO_PERMISSION } from "@/lib/auth/guard";
import type { ApiCar } from "@/lib/cars/dto";
import { startNext } from "@/tests/helpers/app-server";
import { api, signIn, signedInAs, testAddress, type Session, type SignedInUser } from "@/tests/helpers/auth";
import { createCar, publishCars, removeCars } from "@/tests/helpers/car-factory";
import { apiUrl, testDb } from "@/tests/helpers/db";
import { startFakeCloudinary, type FakeCloudinary } from "@/tests/helpers/fake-cloudinary";
import { HTML_PAGE, SVG_WITH_SCRIPT, jpegWithGps } from "@/tests/helpers/images";
import { slowUpload } from "@/tests/helpers/slow-upload";

// The photo routes over HTTP with real sessions: POST /api/uploads/images (bytes judged, re-encoded, metadata
// stripped, HEIC converted; 413 before the body is read; 415 for hostile files) and DELETE
// /api/cloudinary/delete-image, then the whole Cloudinary path on a second server pointed at a fake Cloudinary.

const MULTIPART = "multipart/form-data; boundary=----photo-boundary";
const HEIC_FIXTURE = readFileSync("tests/fixtures/photo-gps.heic");

let vendedor: SignedInUser;
let ajudante: SignedInUser;

beforeAll(async () => {
  [vendedor, ajudante] = await Promise.all([signedInAs("vendedor"), signedInAs("ajudante")]);
});

type Upload = { status: number; body: Record<string, unknown> };

async function upload(
  parts: { bytes?: Uint8Array; name?: string; type?: string; folder?: string },
  session: Session | null = vendedor,
): Promise<Upload> {
  const form = new FormData();
  if (parts.bytes)
    form.set(
      "file",
      new Blob([new Uint8Array(parts.bytes)], { type: parts.type ?? "image/jpeg" }),
      parts.name ?? "foto.jpg",
    );
  if (parts.folder !== undefined) form.set("folder", parts.folder);
  const response = await api("/api/uploads/images", { method: "POST", body: form, session });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deleteImage(publicId: unknown, session: Session | null = vendedor) {
  const response = await api("/api/cloudinary/delete-image", {
    method: "DELETE",
    json: { publicId },
    session,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function served(url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const response = await fetch(apiUrl(url));
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get("content-type"),
  };
}

describe("POST /api/uploads/images, signed in", () => {
  it("stores a JPEG re-encoded at most 1920 px wide, served from /media without EXIF or GPS", async () => {
    const original = await jpegWithGps(2500, 1000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload({ bytes: original, name: "IMG_0001.JPG" });
    expect(status).toBe(201);
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^\/media\/anuncios\/[\w-]+\.jpg$/),
      public_id: expect.stringMatching(/^anuncios\/[\w-]+$/),
      width: 1920,
      height: 768,
      format: "jpg",
    });
    const file = await served(String(body.secure_url));
    expect(file.status).toBe(200);
    expect(file.type).toBe("image/jpeg");
    const metadata = await sharp(file.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1920, 768]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(file.bytes.includes(Buffer.from("TestCam"))).toBe(false);
    expect(file.bytes.includes(Buffer.from("GPSLatitude"))).toBe(false);
  });

  it("converts a HEIC photo to JPEG without its metadata", async () => {
    expect(HEIC_FIXTURE.includes(Buffer.from("Exif"))).toBe(true);
    const { status, body } = await upload({ bytes: HEIC_FIXTURE, name: "IMG_0002.HEIC", type: "image/heic" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ format: "jpg", secure_url: expect.stringMatching(/\.jpg$/) });
    const file = await served(String(body.secure_url));
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(file.bytes).metadata()).exif).toBeUndefined();
  });

  it("is served at the widths the pages use from its resized copies", async () => {
    const { body } = await upload({ bytes: await jpegWithGps(1600, 1200) });
    const url = apiUrl(String(body.secure_url).replace(/\.jpg$/, ".variants/384.webp"));
    // Answered at once with the stored original until the copy, made in the background, is written.
    const served = async () => {
      const response = await fetch(url);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type"), bytes };
    };
    await expect
      .poll(async () => (await served()).type, { timeout: 90_000, interval: 250 })
      .toBe("image/webp");
    const copy = await served();
    expect(copy.status).toBe(200);
    expect((await sharp(copy.bytes).metadata()).width).toBe(384);
  });

  it("answers 415 for HTML named .jpg and for an SVG carrying a script", async () => {
    expect(await upload({ bytes: HTML_PAGE, name: "foto.jpg", type: "image/jpeg" })).toEqual({
      status: 415,
      body: { error: "foto.jpg não é uma imagem válida" },
    });
    expect(await upload({ bytes: SVG_WITH_SCRIPT, name: "logo.svg", type: "image/svg+xml" })).toEqual({
      status: 415,
      body: { error: "logo.svg não é uma imagem válida" },
    });
  });

  it("answers 400 without a file or with an unsafe folder", async () => {
    expect(await upload({ folder: "anuncios" })).toEqual({
      status: 400,
      body: { error: "Nenhuma imagem enviada" },
    });
    expect(await upload({ bytes: await jpegWithGps(100, 100), folder: "../../etc" })).toEqual({
      status: 400,
      body: { error: "Pasta inválida" },
    });
  });

  it("answers 413 to a declared 16 MB body before the client has sent it", async () => {
    const result = await slowUpload(apiUrl("/api/uploads/images"), {
      headers: {
        "Content-Type": MULTIPART,
        Cookie: vendedor.cookie,
        Origin: inject("baseUrl"),
        "X-Forwarded-For": testAddress(),
      },
      contentLength: 16 * 1024 * 1024,
      holdAfter: 64 * 1024,
      chunkSize: 64 * 1024,
      intervalMs: 20,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: "Arquivo muito grande. Máximo 15MB." });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers 413 to a chunked body as soon as it passes the limit, before it ends", async () => {
    const result = await slowUpload(apiUrl("/api/uploads/images"), {
      headers: {
        "Content-Type": MULTIPART,
        Cookie: vendedor.cookie,
        Origin: inject("baseUrl"),
        "X-Forwarded-For": testAddress(),
      },
      total: 64 * 1024 * 1024,
      holdAfter: 16 * 1024 * 1024,
      chunkSize: 256 * 1024,
      intervalMs: 5,
    });
    expect(result.status).toBe(413);
    expect(result.sentWhenAnswered).toBeGreaterThan(15 * 1024 * 1024);
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it("answers 403 to an ajudante on both photo routes", async () => {
    expect(await upload({ bytes: await jpegWithGps(100, 100) }, ajudante)).toEqual({
      status: 403,
      body: { error: NO_PERMISSION },
    });
    expect(await deleteImage("anuncios/qualquer", ajudante)).toEqual({
      status: 403,
      body: { error: NO_PERMISSION },
    });
  });
});

describe("DELETE /api/cloudinary/delete-image, signed in", () => {
  it("deletes an uploaded photo (200), which then answers 404 at /media and on the route", async () => {
    const { body } = await upload({ bytes: await jpegWithGps(300, 200) });
    expect(await deleteImage(body.public_id)).toEqual({ status: 200, body: { success: true } });
    expect((await served(String(body.secure_url))).status).toBe(404);
    expect(await deleteImage(body.public_id)).toEqual({
      status: 404,
      body: { error: "Imagem não encontrada" },
    });
  });

  it("answers 400 for a malformed id", async () => {
    for (const publicId of ["../../etc/passwd", 42, "", "a/b/c/d"]) {
      expect((await deleteImage(publicId)).status, String(publicId)).toBe(400);
    }
  });

  it("keeps a photo a car still shows (409)", async () => {
    const { body } = await upload({ bytes: await jpegWithGps(300, 200) });
    const car = await createCar({ photos: 0 });
    await testDb().carPhoto.create({
      data: {
        carId: car.id,
        position: 0,
        publicId: String(body.public_id),
        url: String(body.secure_url),
        width: 300,
        height: 200,
      },
    });
    expect(await deleteImage(body.public_id)).toEqual({
      status: 409,
      body: { error: "Esta imagem ainda está em uso por um veículo" },
    });
    expect((await served(String(body.secure_url))).status).toBe(200);
    await removeCars([car.id]);
  });
});

describe("with CLOUDINARY_URL set (a second server against a fake Cloudinary)", () => {
  let fake: FakeCloudinary;
  let server: Awaited<ReturnType<typeof startNext>>;
  let session: Session;
  const carIds: string[] = [];

  beforeAll(async () => {
    fake = await startFakeCloudinary({ cloudName: "loja-e2e" });
    server = await startNext({
      databaseUrl: inject("databaseUrl"),
      dataDir: inject("dataDir"),
      env: { CLOUDINARY_URL: fake.cloudinaryUrl, CLOUDINARY_API_BASE_URL: fake.apiBaseUrl },
    });
    session = await signIn(vendedor);
  }, 120_000);

  afterAll(async () => {
    await removeCars(carIds);
    await server?.stop();
    await fake?.close();
  });

  /** A call to the Cloudinary-configured server, same-origin for it. */
  const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? "GET",
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      headers: {
        Origin: server.baseUrl,
        Cookie: session.cookie,
        "X-Forwarded-For": testAddress(),
        ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
    });

  async function uploadToCloudinary(bytes: Uint8Array, name = "foto.jpg") {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    const response = await call("/api/uploads/images", { method: "POST", body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as {
      secure_url: string;
      public_id: string;
      width: number;
      height: number;
    };
  }

  it("uploads the re-encoded photo to Cloudinary, saves a car with it, renders it with CldImage and deletes it with the car", async () => {
    const photo = await uploadToCloudinary(await jpegWithGps(2400, 1600));
    expect(photo.secure_url).toMatch(
      new RegExp(`^https://res\\.cloudinary\\.com/loja-e2e/image/upload/v\\d+/${photo.public_id}\\.jpg$`),
    );
    const stored = fake.stored.get(photo.public_id)!;
    expect([stored.width, stored.height]).toEqual([1920, 1280]);
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined();

    const image = {
      url: photo.secure_url,
      publicId: photo.public_id,
      width: photo.width,
      height: photo.height,
    };
    const created = await call("/api/cars", {
      method: "POST",
      json: {
        brand: "Jeep",
        model: "Compass Cloud",
        year: "2023",
        price: 150_000,
        mileage: 10_000,
        color: "Branco",
        images: [image],
      },
    });
    expect(created.status).toBe(201);
    const car = ((await created.json()) as { car: ApiCar }).car;
    carIds.push(car.id);
    expect(car.images).toEqual([image]);

    const page = await fetch(`${server.baseUrl}/car/${car.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // CldImage's delivery URLs: Cloudinary resizes (w_…) and picks the format (f_auto) itself.
    const srcset = /<img[^>]*srcSet="([^"]*res\.cloudinary\.com\/loja-e2e[^"]*)"/.exec(html)?.[1] ?? "";
    expect(srcset).toMatch(
      new RegExp(`https://res\\.cloudinary\\.com/loja-e2e/image/upload/[^ ]*w_\\d+[^ ]*/${photo.public_id}`),
    );
    expect(srcset).toContain("f_auto");

    const deleted = await call(`/api/cars/${car.id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ success: true, imagesDeletionSummary: { deleted: 1, failed: 0 } });
    expect(fake.stored.has(photo.public_id)).toBe(false);
    expect(
      fake.requests
        .filter((request) => request.action === "destroy")
        .map((request) => request.params.public_id),
    ).toContain(photo.public_id);
  });

  it("deletes a photo dropped from a car's list from Cloudinary after the save", async () => {
    const [kept, dropped] = [
      await uploadToCloudinary(await jpegWithGps(640, 480)),
      await uploadToCloudinary(await jpegWithGps(640, 480)),
    ];
    const asImage = (photo: typeof kept) => ({ url: photo.secure_url, publicId: photo.public_id });
    const created = await call("/api/cars", {
      method: "POST",
      json: {
        brand: "Fiat",
        model: "Pulse Cloud",
        year: 2024,
        price: 99_000,
        mileage: 0,
        color: "Vermelho",
        images: [asImage(kept), asImage(dropped)],
      },
    });
    const car = ((await created.json()) as { car: ApiCar }).car;
    carIds.push(car.id);
    const updated = await call(`/api/cars/${car.id}`, { method: "PUT", json: { images: [asImage(kept)] } });
    expect(updated.status).toBe(200);
    expect(fake.stored.has(dropped.public_id)).toBe(false);
    expect(fake.stored.has(kept.public_id)).toBe(true);
  });

  it("shows a change made on the other instance within seconds (cache tags shared through PostgreSQL)", async () => {
    const car = await createCar({ price: 77_777, photos: 0 });
    carIds.push(car.id);
    await publishCars([car.id]);
    const page = async () => (await fetch(`${server.baseUrl}/car/${car.id}`)).text();
    expect(await page()).toContain("77.777");
    const gerente = await signedInAs("gerente");
    expect(
      (await api(`/api/cars/${car.id}`, { method: "PUT", json: { price: 88_888 }, session: gerente })).status,
    ).toBe(200);
    // The other instance replays the invalidation within about a second (lib/cache/handlers); a generous wait, so
    // a busy machine cannot fail it, still tells seconds from never.
    await expect.poll(page, { timeout: 20_000, interval: 200 }).toContain("88.888");
  });

  it("refuses a Cloudinary URL of another cloud, and deletes uploads through the route (200, then 404)", async () => {
    const foreign = await call("/api/cars", {
      method: "POST",
      json: {
        brand: "Fiat",
        model: "Argo",
        year: 2024,
        price: 80_000,
        mileage: 0,
        color: "Prata",
        images: [
          {
            url: "https://res.cloudinary.com/outra-loja/image/upload/v1/anuncios/abc.jpg",
            publicId: "anuncios/abc",
          },
        ],
      },
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      error: "Imagem inválida",
      fields: { "images.0": "Imagem inválida" },
    });

    const photo = await uploadToCloudinary(await jpegWithGps(320, 240));
    const first = await call("/api/cloudinary/delete-image", {
      method: "DELETE",
      json: { publicId: photo.public_id },
    });
    expect([first.status, await first.json()]).toEqual([200, { success: true }]);
    expect(fake.stored.has(photo.public_id)).toBe(false);
    const second = await call("/api/cloudinary/delete-image", {
      method: "DELETE",
      json: { publicId: photo.public_id },
    });
    expect(second.status).toBe(404);
  });

  it("answers 404 for a photo outside the site's folder and never asks Cloudinary to delete it", async () => {
    const outside = await uploadToCloudinary(await jpegWithGps(320, 240));
    // Another asset of the same Cloudinary account (another site's, a banner), not one of the car photos.
    const foreignId = `marketing/${outside.public_id.split("/").at(-1)}`;
    fake.stored.set(foreignId, fake.stored.get(outside.public_id)!);
    const destroysBefore = fake.requests.filter((request) => request.action === "destroy").length;
    for (const publicId of [foreignId, "sample", "anuncios/sub/pasta"]) {
      const response = await call("/api/cloudinary/delete-image", { method: "DELETE", json: { publicId } });
      expect([response.status, await response.json()], publicId).toEqual([
        404,
        { error: "Imagem não encontrada" },
      ]);
    }
    expect(fake.requests.filter((request) => request.action === "destroy")).toHaveLength(destroysBefore);
    expect(fake.stored.has(foreignId)).toBe(true);
  });

  it("optimises remote images of the configured cloud only", async () => {
    const optimised = (url: string) =>
      fetch(`${server.baseUrl}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
        redirect: "manual",
      });
    for (const url of [
      "https://res.cloudinary.com/outra-loja/image/upload/v1/anuncios/abc.jpg",
      "https://res.cloudinary.com/loja-e2e-fake/image/upload/v1/anuncios/abc.jpg",
      "https://example.com/carro.jpg",
    ]) {
      expect((await optimised(url)).status, url).toBe(400);
    }
  });
});

describe("remote images without Cloudinary", () => {
  it("optimises no remote image at all, not even from Cloudinary", async () => {
    const response = await fetch(
      apiUrl(
        `/_next/image?url=${encodeURIComponent("https://res.cloudinary.com/demo/image/upload/sample.jpg")}&w=640&q=75`,
      ),
      { redirect: "manual" },
    );
    expect(response.status).toBe(400);
  });
});
