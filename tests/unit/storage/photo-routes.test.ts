import { rmSync } from "node:fs";

import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

// The route handlers called in-process with a signed-in actor stubbed in, until sessions exist (the HTTP tests
// of tests/integration cover what anonymous requests can show through the real server).
const state = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "photos-routes-"));
  delete process.env.CLOUDINARY_URL;
  return {
    dataDir: process.env.DATA_DIR,
    actor: null as null | {
      id: string;
      email: string;
      name: string;
      role: "vendedor" | "ajudante" | "admin";
    },
    referenced: new Set<string>(),
  };
});

vi.mock("@/lib/auth/request-actor", () => ({ getRequestActor: async () => state.actor }));
vi.mock("@/lib/storage/queries", () => ({
  isPhotoReferenced: async (publicId: string) => state.referenced.has(publicId),
}));

import { DELETE as deleteImage } from "@/app/api/cloudinary/delete-image/route";
import { POST as uploadImage } from "@/app/api/uploads/images/route";
import { MAX_PHOTO_BYTES, PHOTO_UPLOAD_OVERHEAD_BYTES } from "@/lib/constants/uploads";
import { NOT_MULTIPART } from "@/lib/http/multipart";
import { NOT_SIGNED_IN, NO_PERMISSION } from "@/lib/auth/guard";
import { pendingVariantJobs } from "@/lib/images/variant-encoder";
import { HTML_PAGE, SVG_WITH_SCRIPT, jpegWithGps } from "@/tests/helpers/images";

const URL_UPLOAD = "http://localhost/api/uploads/images";
const URL_DELETE = "http://localhost/api/cloudinary/delete-image";
const noParams = { params: Promise.resolve({}) };

// Uploads schedule their resized copies in the background: the folder goes once nothing is writing into it.
afterAll(async () => {
  await vi.waitFor(() => expect(pendingVariantJobs()).toBe(0), { timeout: 120_000, interval: 100 });
  rmSync(state.dataDir, { recursive: true, force: true });
}, 130_000);
beforeEach(() => {
  state.actor = { id: "u1", email: "vendedor@test.local", name: "Vendedor", role: "vendedor" };
  state.referenced.clear();
});

function uploadRequest(parts: { file?: Blob; name?: string; folder?: string }) {
  const form = new FormData();
  if (parts.file) form.set("file", parts.file, parts.name ?? "foto.jpg");
  if (parts.folder !== undefined) form.set("folder", parts.folder);
  return new Request(URL_UPLOAD, { method: "POST", body: form });
}

async function upload(parts: { file?: Blob; name?: string; folder?: string }) {
  const response = await uploadImage(uploadRequest(parts), noParams);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const jpegBlob = async (type = "image/jpeg") =>
  new Blob([new Uint8Array(await jpegWithGps(2500, 1000))], { type });

/** A request body that streams `chunkSize` bytes per macrotask, like a slow client, until `total`. */
function slowBody(total: number, chunkSize = 256 * 1024) {
  const progress = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (progress.pulled >= total) return controller.close();
      progress.pulled += chunkSize;
      controller.enqueue(new Uint8Array(chunkSize));
    },
    cancel() {
      progress.cancelled = true;
    },
  });
  return { stream, progress };
}

function deleteRequest(body: unknown, contentType = "application/json") {
  return new Request(URL_DELETE, {
    method: "DELETE",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/uploads/images", () => {
  it("answers 401 without a session and 403 without the cars permission, reading nothing", async () => {
    for (const [actor, status, message] of [
      [null, 401, NOT_SIGNED_IN],
      [
        { id: "u2", email: "ajudante@test.local", name: "Ajudante", role: "ajudante" as const },
        403,
        NO_PERMISSION,
      ],
    ] as const) {
      state.actor = actor;
      const { stream, progress } = slowBody(MAX_PHOTO_BYTES * 2);
      const response = await uploadImage(
        new Request(URL_UPLOAD, {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          body: stream,
          duplex: "half",
        } as RequestInit),
        noParams,
      );
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: message });
      expect(progress.pulled).toBeLessThanOrEqual(256 * 1024);
    }
  });

  it("stores a photo and answers 201 with Cloudinary's field names", async () => {
    const { status, body, headers } = await upload({ file: await jpegBlob(), name: "IMG_0001.JPG" });
    expect(status).toBe(201);
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^\/media\/anuncios\/[\w-]+\.jpg$/),
      public_id: expect.stringMatching(/^anuncios\/[\w-]+$/),
      width: 1920,
      height: 768,
      format: "jpg",
    });
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("stores into the site's photo folder, and refuses any other one", async () => {
    expect((await upload({ file: await jpegBlob(), folder: "anuncios" })).body.public_id).toMatch(
      /^anuncios\//,
    );
    expect((await upload({ file: await jpegBlob(), folder: "" })).body.public_id).toMatch(/^anuncios\//);
    expect(await upload({ file: await jpegBlob(), folder: "vitrine" })).toMatchObject({
      status: 400,
      body: { error: "Pasta inválida" },
    });
    expect(await upload({ file: await jpegBlob(), folder: "../../etc" })).toMatchObject({
      status: 400,
      body: { error: "Pasta inválida" },
    });
  });

  it("answers 415 for HTML named .jpg and SVG with a script, whatever type they declare", async () => {
    expect(
      await upload({ file: new Blob([HTML_PAGE], { type: "image/jpeg" }), name: "foto.jpg" }),
    ).toMatchObject({
      status: 415,
      body: { error: "foto.jpg não é uma imagem válida" },
    });
    expect(
      await upload({ file: new Blob([SVG_WITH_SCRIPT], { type: "image/svg+xml" }), name: "logo.svg" }),
    ).toMatchObject({
      status: 415,
      body: { error: "logo.svg não é uma imagem válida" },
    });
  });

  it("answers 400 without a file, or without a multipart body", async () => {
    expect(await upload({ folder: "anuncios" })).toMatchObject({
      status: 400,
      body: { error: "Nenhuma imagem enviada" },
    });
    const form = new FormData();
    form.set("file", "not a file");
    expect(
      (await uploadImage(new Request(URL_UPLOAD, { method: "POST", body: form }), noParams)).status,
    ).toBe(400);
    const json = await uploadImage(
      new Request(URL_UPLOAD, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }),
      noParams,
    );
    expect([json.status, await json.json()]).toEqual([400, { error: NOT_MULTIPART }]);
  });

  it("answers 413 from a declared Content-Length over the limit without reading the body", async () => {
    const { stream, progress } = slowBody(16 * 1024 * 1024);
    const response = await uploadImage(
      new Request(URL_UPLOAD, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(16 * 1024 * 1024),
        },
        body: stream,
        duplex: "half",
      } as RequestInit),
      noParams,
    );
    expect([response.status, await response.json()]).toEqual([
      413,
      { error: "Arquivo muito grande. Máximo 15MB." },
    ]);
    expect(progress.pulled).toBeLessThanOrEqual(256 * 1024);
  });

  it("answers 413 to a body without Content-Length as soon as it passes the limit, and cuts the client off later", async () => {
    const { stream, progress } = slowBody(Number.POSITIVE_INFINITY);
    const response = await uploadImage(
      new Request(URL_UPLOAD, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: stream,
        duplex: "half",
      } as RequestInit),
      noParams,
    );
    const pulledAtAnswer = progress.pulled;
    expect(response.status).toBe(413);
    expect(pulledAtAnswer).toBeGreaterThan(MAX_PHOTO_BYTES);
    expect(pulledAtAnswer).toBeLessThanOrEqual(
      MAX_PHOTO_BYTES + PHOTO_UPLOAD_OVERHEAD_BYTES + 4 * 256 * 1024,
    );
    // What the client still sends is drained without being kept, up to a bound, then the stream is cancelled.
    await vi.waitFor(() => expect(progress.cancelled).toBe(true), { timeout: 20_000, interval: 50 });
    expect(progress.pulled).toBeLessThan(MAX_PHOTO_BYTES + 80 * 1024 * 1024);
  });
});

describe("DELETE /api/cloudinary/delete-image", () => {
  it("answers 401 without a session and 403 without the cars permission", async () => {
    state.actor = null;
    expect((await deleteImage(deleteRequest({ publicId: "anuncios/x" }), noParams)).status).toBe(401);
    state.actor = { id: "u2", email: "ajudante@test.local", name: "Ajudante", role: "ajudante" };
    expect((await deleteImage(deleteRequest({ publicId: "anuncios/x" }), noParams)).status).toBe(403);
  });

  it("deletes an uploaded photo (200), then answers 404 for it", async () => {
    const { body } = await upload({ file: await jpegBlob() });
    const first = await deleteImage(deleteRequest({ publicId: body.public_id }), noParams);
    expect([first.status, await first.json()]).toEqual([200, { success: true }]);
    const second = await deleteImage(deleteRequest({ publicId: body.public_id }), noParams);
    expect([second.status, await second.json()]).toEqual([404, { error: "Imagem não encontrada" }]);
  });

  it("answers 400 for malformed ids and bodies, 415 for a body that is not JSON", async () => {
    for (const body of [{ publicId: "../../etc/passwd" }, { publicId: 7 }, {}, "{not json", "[]"]) {
      const response = await deleteImage(deleteRequest(body), noParams);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
    }
    expect(
      (await deleteImage(deleteRequest("publicId=x", "application/x-www-form-urlencoded"), noParams)).status,
    ).toBe(415);
  });

  it("keeps a photo a car still shows (409)", async () => {
    const { body } = await upload({ file: await jpegBlob() });
    state.referenced.add(String(body.public_id));
    const response = await deleteImage(deleteRequest({ publicId: body.public_id }), noParams);
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: "Esta imagem ainda está em uso por um veículo" },
    ]);
  });
});
