import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createLocalPhotoStorage, type LocalPhotoStorage } from "@/lib/storage/local-photos";
import { logger } from "@/lib/log/logger";

let root: string;
let storage: LocalPhotoStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "photos-local-"));
  storage = createLocalPhotoStorage(path.join(root, "uploads"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const options = { folder: "anuncios", contentType: "image/jpeg", width: 10, height: 5, format: "jpg" };

describe("local photo storage", () => {
  it("stores under a generated name in the folder and serves the bytes back by URL path", async () => {
    const bytes = Buffer.from("jpeg bytes");
    const photo = await storage.upload(bytes, options);
    expect(photo.public_id).toMatch(/^anuncios\/[a-z0-9]+-[A-Za-z0-9_-]{12}$/);
    expect(photo).toMatchObject({
      secure_url: `/media/${photo.public_id}.jpg`,
      width: 10,
      height: 5,
      format: "jpg",
    });
    expect(existsSync(path.join(root, "uploads", `${photo.public_id}.jpg`))).toBe(true);
    // No half-written file is left behind.
    expect(
      readdirSync(path.join(root, "uploads", "anuncios")).filter((name) => name.endsWith(".partial")),
    ).toEqual([]);

    const segments = photo.secure_url.slice("/media/".length).split("/");
    expect(await storage.read(segments)).toEqual({ bytes, contentType: "image/jpeg" });
    const second = await storage.upload(bytes, options);
    expect(second.public_id).not.toBe(photo.public_id);
  });

  it("stores WebP with its own extension and content type", async () => {
    const photo = await storage.upload(Buffer.from("webp"), {
      ...options,
      contentType: "image/webp",
      format: "webp",
    });
    expect(photo.secure_url).toMatch(/\.webp$/);
    expect((await storage.read(photo.secure_url.slice(7).split("/")))?.contentType).toBe("image/webp");
  });

  it("deletes a photo, then reports it not found", async () => {
    const photo = await storage.upload(Buffer.from("x"), options);
    expect(await storage.delete(photo.public_id)).toBe("deleted");
    expect(existsSync(path.join(root, "uploads", `${photo.public_id}.jpg`))).toBe(false);
    expect(await storage.delete(photo.public_id)).toBe("not_found");
  });

  it("deletes a photo whose copies are still being written into its variants folder", async () => {
    const photo = await storage.save(Buffer.from("x"), {
      folder: "anuncios",
      format: "jpeg",
      width: 10,
      height: 5,
    });
    const variants = path.join(root, "uploads", `${photo.publicId}.variants`);
    mkdirSync(variants);
    for (let index = 0; index < 20; index += 1) writeFileSync(path.join(variants, `${index}.avif`), "x");
    // Like the background encoder: new files keep appearing while the folder is being removed.
    let writing = true;
    let next = 100;
    const writer = (async () => {
      while (writing) await writeFile(path.join(variants, `${next++}.avif.partial`), "x").catch(() => {});
    })();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      expect(await storage.remove(photo.publicId)).toBe(true);
    } finally {
      writing = false;
      await writer;
      logged.mockRestore();
    }
    expect(existsSync(path.join(root, "uploads", `${photo.publicId}.jpg`))).toBe(false);
  });

  it("cannot be led outside its folder", async () => {
    writeFileSync(path.join(root, "secret.jpg"), "secret");
    expect(await storage.read(["..", "secret.jpg"])).toBeNull();
    expect(await storage.read(["%2e%2e", "secret.jpg"])).toBeNull();
    expect(await storage.read(["anuncios", "..", "..", "secret.jpg"])).toBeNull();
    expect(await storage.delete("../secret")).toBe("not_found");
    expect(existsSync(path.join(root, "secret.jpg"))).toBe(true);
    await expect(storage.upload(Buffer.from("x"), { ...options, folder: ".." })).rejects.toThrow(
      /invalid folder/,
    );
    await expect(storage.upload(Buffer.from("x"), { ...options, folder: "a/b" })).rejects.toThrow(
      /invalid folder/,
    );
  });

  it("serves only the image extensions it writes", async () => {
    const photo = await storage.upload(Buffer.from("x"), options);
    writeFileSync(path.join(root, "uploads", `${photo.public_id}.html`), "<script>");
    const [folder, file] = photo.secure_url.slice(7).split("/");
    expect(await storage.read([folder!, file!.replace(".jpg", ".html")])).toBeNull();
    expect(await storage.read([folder!, file!.replace(".jpg", ".svg")])).toBeNull();
  });
});
