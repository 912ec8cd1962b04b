import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { cloudinarySignature, createCloudinaryStorage } from "@/lib/storage/cloudinary";
import { PhotoStorageError } from "@/lib/storage/photo-types";
import { cloudinaryPhotoRef } from "@/lib/storage/photo-url";
import { startFakeCloudinary, type FakeCloudinary } from "@/tests/helpers/fake-cloudinary";
import { splitImage } from "@/tests/helpers/images";

let fake: FakeCloudinary;

beforeAll(async () => {
  fake = await startFakeCloudinary();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.stored.clear();
});

const driver = (overrides: { apiSecret?: string; timeoutMs?: number } = {}) =>
  createCloudinaryStorage(
    { cloudName: fake.cloudName, apiKey: fake.apiKey, apiSecret: overrides.apiSecret ?? fake.apiSecret },
    { apiBaseUrl: fake.apiBaseUrl, timeoutMs: overrides.timeoutMs },
  );

const jpeg = () => splitImage(320, 240).jpeg().toBuffer();
const uploadOptions = {
  folder: "anuncios",
  contentType: "image/jpeg",
  width: 320,
  height: 240,
  format: "jpg",
};

async function storageError(promise: Promise<unknown>): Promise<PhotoStorageError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoStorageError);
  return error as PhotoStorageError;
}

describe("cloudinarySignature", () => {
  it("matches the example of Cloudinary's documentation", () => {
    const params = {
      eager: "w_400,h_300,c_pad|w_260,h_200,c_crop",
      public_id: "sample_image",
      timestamp: 1315060510,
    };
    expect(cloudinarySignature(params, "abcd")).toBe("bfd09f95f331f558cbd1320e67aa8d488770583e");
  });

  it("sorts the parameters and leaves out file, api_key, cloud_name, resource_type and empty values", () => {
    const base = cloudinarySignature({ folder: "anuncios", timestamp: 1 }, "s");
    expect(
      cloudinarySignature(
        {
          timestamp: 1,
          folder: "anuncios",
          api_key: "k",
          file: "x",
          cloud_name: "c",
          resource_type: "image",
          tags: "",
        },
        "s",
      ),
    ).toBe(base);
    expect(cloudinarySignature({ folder: "outra", timestamp: 1 }, "s")).not.toBe(base);
    expect(cloudinarySignature({ folder: "anuncios", timestamp: 1 }, "t")).not.toBe(base);
  });
});

describe("Cloudinary upload", () => {
  it("sends a signed multipart upload of the bytes and returns Cloudinary's answer", async () => {
    const bytes = await jpeg();
    const photo = await driver().upload(bytes, uploadOptions);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.action).toBe("upload");
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.keys(request!.params).sort()).toEqual(["api_key", "folder", "signature", "timestamp"]);
    expect(request?.params.folder).toBe("anuncios");
    expect(request?.params.api_key).toBe(fake.apiKey);
    expect(Math.abs(Number(request?.params.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(request?.file?.type).toBe("image/jpeg");
    expect(request?.file?.bytes.equals(bytes)).toBe(true);

    expect(photo).toEqual({
      public_id: expect.stringMatching(/^anuncios\/[a-z0-9]{20}$/),
      secure_url: expect.stringMatching(
        new RegExp(`^https://res\\.cloudinary\\.com/${fake.cloudName}/image/upload/v\\d+/anuncios/`),
      ),
      width: 320,
      height: 240,
      format: "jpg",
    });
    expect(cloudinaryPhotoRef(photo.secure_url)).toMatchObject({
      cloudName: fake.cloudName,
      publicId: photo.public_id,
    });
    expect(fake.stored.has(photo.public_id)).toBe(true);
  });

  it("maps a refused signature (wrong secret) to a storage error with Cloudinary's status and message", async () => {
    const error = await storageError(driver({ apiSecret: "wrong" }).upload(await jpeg(), uploadOptions));
    expect(error.status).toBe(401);
    expect(error.message).toContain("Invalid Signature");
    expect(fake.stored.size).toBe(0);
  });

  it("maps server errors, rate limits and answers that are not JSON to storage errors", async () => {
    fake.failNext(500, "General Error");
    expect((await storageError(driver().upload(await jpeg(), uploadOptions))).status).toBe(500);
    fake.failNext(420, "Rate Limit Exceeded");
    const limited = await storageError(driver().upload(await jpeg(), uploadOptions));
    expect([limited.status, limited.message]).toEqual([420, expect.stringContaining("Rate Limit Exceeded")]);
    fake.failNext(502, undefined, "<html>Bad gateway</html>");
    expect((await storageError(driver().upload(await jpeg(), uploadOptions))).message).toContain(
      "Bad gateway",
    );
    fake.failNext(200, undefined, "not json");
    expect((await storageError(driver().upload(await jpeg(), uploadOptions))).message).toContain(
      "invalid JSON",
    );
    fake.failNext(200, undefined, JSON.stringify({ public_id: "x" }));
    expect((await storageError(driver().upload(await jpeg(), uploadOptions))).message).toContain(
      "without the photo's fields",
    );
  });

  it("gives up after its timeout and when the server cannot be reached", async () => {
    fake.delayNext(1_000);
    expect(
      (await storageError(driver({ timeoutMs: 100 }).upload(await jpeg(), uploadOptions))).message,
    ).toMatch(/upload failed/);
    const unreachable = createCloudinaryStorage(
      { cloudName: fake.cloudName, apiKey: fake.apiKey, apiSecret: fake.apiSecret },
      { apiBaseUrl: "http://127.0.0.1:9" },
    );
    expect((await storageError(unreachable.upload(await jpeg(), uploadOptions))).status).toBeUndefined();
  });

  it("refuses an unsafe folder before calling Cloudinary", async () => {
    await expect(driver().upload(await jpeg(), { ...uploadOptions, folder: "../x" })).rejects.toThrow(
      /invalid folder/,
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe("Cloudinary destroy", () => {
  it("sends a signed destroy with invalidation and reports deleted, then not found", async () => {
    const photo = await driver().upload(await jpeg(), uploadOptions);
    fake.requests.length = 0;
    expect(await driver().delete(photo.public_id)).toBe("deleted");
    const [request] = fake.requests;
    expect(request?.action).toBe("destroy");
    expect(request?.params).toMatchObject({
      public_id: photo.public_id,
      invalidate: "true",
      api_key: fake.apiKey,
    });
    expect(request?.params.signature).toBe(
      cloudinarySignature(
        { public_id: photo.public_id, invalidate: "true", timestamp: request!.params.timestamp! },
        fake.apiSecret,
      ),
    );
    expect(fake.stored.has(photo.public_id)).toBe(false);
    expect(await driver().delete(photo.public_id)).toBe("not_found");
  });

  it("maps errors and unexpected results to storage errors", async () => {
    fake.failNext(500, "General Error");
    expect((await storageError(driver().delete("anuncios/abc"))).status).toBe(500);
    expect((await storageError(driver({ apiSecret: "wrong" }).delete("anuncios/abc"))).status).toBe(401);
    fake.failNext(200, undefined, JSON.stringify({ result: "error" }));
    expect((await storageError(driver().delete("anuncios/abc"))).message).toContain("answered error");
  });
});
