import { readFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { MAX_PHOTO_WIDTH } from "@/lib/constants/uploads";
import { createLimiter } from "@/lib/images/limiter";
import { PhotoRejectedError, processPhoto } from "@/lib/images/photo";
import {
  HTML_PAGE,
  PDF_FILE,
  SVG_WITH_SCRIPT,
  jpegHeader,
  jpegWithGps,
  pngHeader,
  splitImage,
} from "@/tests/helpers/images";

// The HEIC fixture (160 × 120, left half red, right half blue, EXIF with a GPS position) was made once with
// libheif's heif-enc from a JPEG written by sharp: this sharp build decodes and encodes AV1 HEIF only.
const HEIC_FIXTURE = readFileSync(path.resolve("tests/fixtures/photo-gps.heic"));
// 4000 × 3000 (12 megapixels, a phone camera's), left half red and right half blue, with a 64-pixel thumbnail:
// `heif-enc -q 50 -t 64` (libheif 1.15, Debian's libheif-examples) of a JPEG of splitImage(4000, 3000).
// Flat colours make it 8 KB, but decoding it costs what any 12-megapixel HEIC costs.
const HEIC_12MP = readFileSync(path.resolve("tests/fixtures/split-12mp.heic"));

/** The fixture with the `ispe` (declared size) of its 4000 × 3000 picture changed by `patch`. */
function withPictureIspe(patch: (ispe: Buffer, offset: number) => void): Buffer {
  const bytes = Buffer.from(HEIC_12MP);
  let offset = bytes.indexOf("ispe");
  while (offset >= 0 && bytes.readUInt32BE(offset + 8) !== 4000) offset = bytes.indexOf("ispe", offset + 1);
  expect(offset).toBeGreaterThan(0);
  patch(bytes, offset);
  return bytes;
}

/** Runs `task` and returns the longest the event loop went without running a 5 ms timer meanwhile. */
async function longestStall(task: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await task();
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 70 && b! < 70;
const isBlue = ([r, g, b]: number[]) => r! < 70 && g! < 90 && b! > 180;

async function rejection(promise: Promise<unknown>): Promise<PhotoRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRejectedError);
  return error as PhotoRejectedError;
}

describe("processPhoto sizes", () => {
  it("caps the width at 1920 px, keeping the aspect ratio", async () => {
    const photo = await processPhoto(await splitImage(3000, 2000).jpeg().toBuffer());
    expect(MAX_PHOTO_WIDTH).toBe(1920);
    expect(photo).toMatchObject({
      width: 1920,
      height: 1280,
      format: "jpg",
      contentType: "image/jpeg",
      inputFormat: "jpeg",
    });
    const metadata = await sharp(photo.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1920, 1280]);
  });

  it("never enlarges a smaller photo", async () => {
    const photo = await processPhoto(await splitImage(800, 600).png().toBuffer());
    expect([photo.width, photo.height]).toEqual([800, 600]);
  });

  it("applies the EXIF orientation before measuring the width, then drops the tag", async () => {
    // Orientation 6: the stored 2400 × 1200 picture is shown turned 90° clockwise, 1200 × 2400.
    const input = await splitImage(2400, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const photo = await processPhoto(input);
    expect([photo.width, photo.height]).toEqual([1200, 2400]);
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata.orientation).toBeUndefined();
    // Turned clockwise, the left (red) half ends up on top.
    expect(isRed(await pixel(photo.bytes, 600, 200))).toBe(true);
    expect(isBlue(await pixel(photo.bytes, 600, 2200))).toBe(true);
  });
});

describe("processPhoto metadata", () => {
  it("strips EXIF (with GPS), XMP and ICC profiles", async () => {
    const input = await sharp(await jpegWithGps())
      .withIccProfile("p3")
      .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 1/1" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><gps>23,33.0S</gps></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("TestCam"))).toBe(true);
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.xmp?.length).toBeGreaterThan(0);
    expect(before.icc?.length).toBeGreaterThan(0);

    const photo = await processPhoto(input);
    const after = await sharp(photo.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.space).toBe("srgb");
    expect(photo.bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
    expect(photo.bytes.includes(Buffer.from("TestCam"))).toBe(false);
    expect(photo.bytes.includes(Buffer.from("23,33.0S"))).toBe(false);
  });

  it("strips metadata from WebP input too", async () => {
    const input = await splitImage(300, 200)
      .webp()
      .withExif({ IFD0: { Make: "TestCam" } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processPhoto(input);
    expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
  });
});

describe("processPhoto formats", () => {
  it("stores opaque pictures as JPEG whatever they came as", async () => {
    for (const input of [
      await splitImage(300, 200).png().toBuffer(),
      await splitImage(300, 200).webp().toBuffer(),
      await splitImage(300, 200).avif().toBuffer(),
    ]) {
      const photo = await processPhoto(input);
      expect(photo.format).toBe("jpg");
      expect((await sharp(photo.bytes).metadata()).format).toBe("jpeg");
      expect(isRed(await pixel(photo.bytes, 50, 100))).toBe(true);
      expect(isBlue(await pixel(photo.bytes, 250, 100))).toBe(true);
    }
  });

  it("keeps transparency as WebP", async () => {
    const photo = await processPhoto(await splitImage(300, 200, { alpha: true }).png().toBuffer());
    expect(photo).toMatchObject({ format: "webp", contentType: "image/webp" });
    const metadata = await sharp(photo.bytes).metadata();
    expect([metadata.format, metadata.hasAlpha]).toEqual(["webp", true]);
  });

  it("converts HEIC to JPEG with its colours, without its EXIF and GPS", async () => {
    expect(HEIC_FIXTURE.includes(Buffer.from("FixtureCam"))).toBe(true);
    const photo = await processPhoto(HEIC_FIXTURE);
    expect(photo).toMatchObject({ format: "jpg", width: 160, height: 120, inputFormat: "heic" });
    expect(isRed(await pixel(photo.bytes, 20, 60))).toBe(true);
    expect(isBlue(await pixel(photo.bytes, 140, 60))).toBe(true);
    expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
    expect(photo.bytes.includes(Buffer.from("FixtureCam"))).toBe(false);
  });
});

// These compare durations measured in the same run, never against fixed times: a busy or slow machine stretches
// all of them alike, while the property each checks separates them by far more.
describe("HEIC decoding off the main thread", () => {
  /** How long a whole 12-megapixel HEIC takes to decode and store here, now. */
  async function fullDecodeMs(): Promise<number> {
    const started = performance.now();
    await processPhoto(HEIC_12MP);
    return performance.now() - started;
  }

  it("keeps the event loop answering while a 12-megapixel HEIC is decoded and stored", async () => {
    let photo: Awaited<ReturnType<typeof processPhoto>> | undefined;
    const started = performance.now();
    const stall = await longestStall(async () => {
      photo = await processPhoto(HEIC_12MP);
    });
    const elapsed = performance.now() - started;
    expect(photo).toMatchObject({ format: "jpg", width: MAX_PHOTO_WIDTH, height: 1440, inputFormat: "heic" });
    expect(isRed(await pixel(photo!.bytes, 100, 720))).toBe(true);
    expect(isBlue(await pixel(photo!.bytes, 1800, 720))).toBe(true);
    // Decoded on the main thread, the decode would be one stall of nearly the whole time; off it, timers keep
    // firing throughout.
    expect(stall).toBeLessThan(elapsed / 2);
  }, 60_000);

  it("abandons a decode that runs over the time limit, and the next one still works", async () => {
    const full = await fullDecodeMs();
    const started = performance.now();
    const error = await rejection(processPhoto(HEIC_12MP, { decodeTimeoutMs: 50 }));
    expect(error.reason).toBe("too_slow");
    // Given up at the limit, not after decoding the whole picture anyway.
    expect(performance.now() - started).toBeLessThan(full / 2);
    expect(await processPhoto(HEIC_FIXTURE)).toMatchObject({ width: 160, height: 120 });
  }, 60_000);

  it("counts the pixels the HEIC really codes, not the smaller size it declares", async () => {
    const full = await fullDecodeMs();
    // Declares 400 × 300 for a picture coded at 4000 × 3000.
    const understated = withPictureIspe((bytes, offset) => {
      bytes.writeUInt32BE(400, offset + 8);
      bytes.writeUInt32BE(300, offset + 12);
    });
    // Declares no size for the picture at all, only the 64-pixel thumbnail's.
    const hidden = withPictureIspe((bytes, offset) => bytes.write("free", offset, "latin1"));
    for (const bytes of [understated, hidden]) {
      const started = performance.now();
      expect((await rejection(processPhoto(bytes, { maxPixels: 1_000_000 }))).reason).toBe("too_many_pixels");
      // Refused from the coded size, before decoding it.
      expect(performance.now() - started).toBeLessThan(full / 2);
    }
  }, 60_000);
});

describe("processPhoto refusals", () => {
  it("refuses HTML, SVG with a script, PDF and empty files as not images", async () => {
    for (const bytes of [HTML_PAGE, SVG_WITH_SCRIPT, PDF_FILE, Buffer.alloc(0)]) {
      expect((await rejection(processPhoto(bytes))).reason).toBe("not_an_image");
    }
  });

  it("refuses a 50,000 × 50,000 PNG header at once, without decoding or allocating its pixels", async () => {
    const bytes = pngHeader(50_000, 50_000);
    const rssBefore = process.memoryUsage().rss;
    const error = await rejection(processPhoto(bytes));
    expect(error.reason).toBe("too_many_pixels");
    // Decoding would need 10 GB; nothing close to even 100 MB is taken.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it("relies on sharp's own pixel limit as a second guard", async () => {
    const bytes = await splitImage(400, 300).png().toBuffer();
    expect((await rejection(processPhoto(bytes, { maxPixels: 100_000 }))).reason).toBe("too_many_pixels");
  });

  it("refuses files with a valid header but no decodable picture", async () => {
    expect((await rejection(processPhoto(jpegHeader(100, 100)))).reason).toBe("not_an_image");
    expect((await rejection(processPhoto(pngHeader(100, 100)))).reason).toBe("not_an_image");
    const heic = Buffer.from(HEIC_FIXTURE);
    const mdat = heic.indexOf(Buffer.from("mdat")) + 4;
    heic.fill(0x41, mdat, heic.length);
    expect((await rejection(processPhoto(heic))).reason).toBe("not_an_image");
  });
});

describe("createLimiter", () => {
  it("never runs more tasks at once than allowed, and runs them all", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it("frees the slot of a task that throws", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit(async () => "next")).resolves.toBe("next");
  });
});
