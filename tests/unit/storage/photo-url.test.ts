import { describe, expect, it } from "vitest";

import {
  cloudinaryPhotoRef,
  isCloudinaryPhotoUrl,
  isSafeFolder,
  isSafePublicId,
  localPhotoRef,
  localPhotoUrl,
} from "@/lib/storage/photo-url";

describe("isSafePublicId", () => {
  it("accepts generated ids of one to three safe segments", () => {
    for (const id of ["anuncios/m3k9x2-4FhQx_9", "abc", "a/b/c", "demo-cars/x1"])
      expect(isSafePublicId(id), id).toBe(true);
  });

  it("refuses traversal, dots, separators, spaces, empty parts and overlong ids", () => {
    for (const id of [
      "../etc/passwd",
      "anuncios/../../x",
      "anuncios/x.jpg",
      "anuncios\\x",
      "/anuncios/x",
      "anuncios/",
      "a//b",
      "a b",
      "",
      "a/b/c/d",
      "x".repeat(65),
      "anuncios/%2e%2e",
      "anúncios/x",
    ]) {
      expect(isSafePublicId(id), id).toBe(false);
    }
    expect(isSafeFolder("anuncios")).toBe(true);
    expect(isSafeFolder("a/b")).toBe(false);
    expect(isSafeFolder("..")).toBe(false);
  });
});

describe("cloudinaryPhotoRef", () => {
  it("reads cloud name, version, public id and format from a secure_url", () => {
    expect(
      cloudinaryPhotoRef(
        "https://res.cloudinary.com/demo-dealer/image/upload/v1712345678/anuncios/abc123xyz.jpg",
      ),
    ).toEqual({
      cloudName: "demo-dealer",
      version: "v1712345678",
      publicId: "anuncios/abc123xyz",
      format: "jpg",
    });
    expect(cloudinaryPhotoRef("https://res.cloudinary.com/demo/image/upload/sample.webp")).toEqual({
      cloudName: "demo",
      version: null,
      publicId: "sample",
      format: "webp",
    });
  });

  it("is null for local photos, other hosts, plain http, queries and odd paths", () => {
    for (const url of [
      "/media/anuncios/abc.jpg",
      "https://example.com/demo/image/upload/v1/anuncios/abc.jpg",
      "http://res.cloudinary.com/demo/image/upload/v1/anuncios/abc.jpg",
      "https://res.cloudinary.com/demo/image/upload/v1/anuncios/abc.jpg?x=1",
      "https://res.cloudinary.com/demo/video/upload/v1/anuncios/abc.mp4",
      "https://res.cloudinary.com/demo/image/upload/v1/../abc.jpg",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(cloudinaryPhotoRef(url), url).toBeNull();
      expect(isCloudinaryPhotoUrl(url)).toBe(false);
    }
  });
});

describe("localPhotoRef", () => {
  it("round-trips with localPhotoUrl", () => {
    expect(localPhotoUrl("anuncios/abc", "jpg")).toBe("/media/anuncios/abc.jpg");
    expect(localPhotoRef("/media/anuncios/abc.jpg")).toEqual({ publicId: "anuncios/abc", extension: "jpg" });
    expect(localPhotoRef("/media/anuncios/abc.webp")).toEqual({
      publicId: "anuncios/abc",
      extension: "webp",
    });
  });

  it("is null for anything that is not a stored local photo", () => {
    for (const url of [
      "/media/../secrets.jpg",
      "/media/anuncios/abc.svg",
      "/media/anuncios/abc",
      "/uploads/anuncios/abc.jpg",
      "https://evil.example/media/a.jpg",
      "/media/a/b/c/d.jpg",
    ]) {
      expect(localPhotoRef(url), url).toBeNull();
    }
  });
});
