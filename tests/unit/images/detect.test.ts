import { readFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { MAX_PHOTO_PIXELS } from "@/lib/constants/uploads";
import { exceedsPixelLimit, readImageHeader, sniffPhotoFormat } from "@/lib/images/detect";
import {
  HTML_PAGE,
  PDF_FILE,
  SVG_WITH_SCRIPT,
  jpegHeader,
  pngHeader,
  splitImage,
} from "@/tests/helpers/images";

const HEIC_FIXTURE = readFileSync(path.resolve("tests/fixtures/photo-gps.heic"));

/** An ISO-BMFF file with the given brands and only an ftyp box. */
function ftypOnly(major: string, compatible: string[] = []): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write("ftyp", 4, "ascii");
  box.write(major, 8, "ascii");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "ascii"));
  return box;
}

describe("readImageHeader on real encodings", () => {
  it("reads JPEG, PNG and the three WebP variants from their headers", async () => {
    const image = splitImage(321, 123);
    expect(readImageHeader(await image.clone().jpeg().toBuffer())).toEqual({
      format: "jpeg",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image.clone().jpeg({ progressive: true }).toBuffer())).toEqual({
      format: "jpeg",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image.clone().png().toBuffer())).toEqual({
      format: "png",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image.clone().flatten().webp().toBuffer())).toEqual({
      format: "webp",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image.clone().webp({ lossless: true }).toBuffer())).toEqual({
      format: "webp",
      width: 321,
      height: 123,
    });
    // Transparency makes sharp write the extended (VP8X) layout.
    const alpha = await splitImage(321, 123, { alpha: true }).webp().toBuffer();
    expect(alpha.subarray(12, 16).toString("ascii")).toBe("VP8X");
    expect(readImageHeader(alpha)).toEqual({ format: "webp", width: 321, height: 123 });
  });

  it("reads JPEGs whose frame header comes after large EXIF segments", async () => {
    const bytes = await splitImage(400, 300)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "x".repeat(30_000) } })
      .toBuffer();
    expect(readImageHeader(bytes)).toEqual({ format: "jpeg", width: 400, height: 300 });
  });

  it("reads AVIF and HEIC sizes and codecs from the ispe and codec boxes", async () => {
    const avif = await splitImage(240, 160).avif().toBuffer();
    expect(readImageHeader(avif)).toEqual({ format: "avif", width: 240, height: 160, codec: "av1" });
    expect(readImageHeader(HEIC_FIXTURE)).toEqual({ format: "heic", width: 160, height: 120, codec: "hevc" });
  });

  it("reads the size a HEIC's HEVC parameter set codes when it is larger than the declared one", () => {
    const heic = Buffer.from(readFileSync(path.resolve("tests/fixtures/split-12mp.heic")));
    const ispe = heic.indexOf("ispe");
    expect(heic.readUInt32BE(ispe + 8)).toBe(4000);
    heic.writeUInt32BE(40, ispe + 8);
    heic.writeUInt32BE(30, ispe + 12);
    const header = readImageHeader(heic);
    expect(header).toMatchObject({
      format: "heic",
      width: 64,
      height: 64,
      coded: { width: 4000, height: 3000 },
    });
    expect(exceedsPixelLimit(header!, 1_000_000)).toBe(true);
    expect(exceedsPixelLimit(header!, MAX_PHOTO_PIXELS)).toBe(false);
  });

  it("refuses a HEIC whose HEVC parameter set cannot be read", () => {
    const heic = Buffer.from(HEIC_FIXTURE);
    // The SPS NAL unit (header 0x42 0x01: type 33), after its 16-bit length in the hvcC box.
    const sps = heic.indexOf(Buffer.from([0x42, 0x01]), heic.indexOf("hvcC"));
    const length = heic.readUInt16BE(sps - 2);
    // All zeros: no Exp-Golomb code in it ever ends.
    heic.fill(0x00, sps + 2, sps + length);
    expect(readImageHeader(heic)).toBeNull();
  });
});

describe("sniffPhotoFormat", () => {
  it("recognises the HEIF family by its ftyp brands", () => {
    for (const brand of ["heic", "heix", "hevc", "hevx", "mif1", "msf1"]) {
      expect(sniffPhotoFormat(ftypOnly(brand, ["mif1", "heic"])), brand).toBe("heic");
    }
    expect(sniffPhotoFormat(ftypOnly("avif", ["mif1", "miaf"]))).toBe("avif");
    expect(sniffPhotoFormat(ftypOnly("mif1", ["avif", "miaf"]))).toBe("avif");
  });

  it("refuses other ISO-BMFF files such as MP4 and QuickTime videos", () => {
    expect(sniffPhotoFormat(ftypOnly("isom", ["iso2", "mp41"]))).toBeNull();
    expect(sniffPhotoFormat(ftypOnly("qt  "))).toBeNull();
  });

  it("judges by the bytes only: HTML, SVG with a script, PDF, GIF, text and empty files are not photos", () => {
    for (const bytes of [
      HTML_PAGE,
      SVG_WITH_SCRIPT,
      PDF_FILE,
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.from("just text"),
      Buffer.alloc(0),
    ]) {
      expect(sniffPhotoFormat(bytes)).toBeNull();
      expect(readImageHeader(bytes)).toBeNull();
    }
    // A JPEG signature behind a leading byte order mark or whitespace is not a JPEG either.
    expect(readImageHeader(Buffer.concat([Buffer.from(" "), jpegHeader(10, 10)]))).toBeNull();
  });
});

describe("truncated and malformed headers", () => {
  it("refuses every file cut before its size is known", async () => {
    const jpeg = await splitImage(200, 100)
      .jpeg()
      .withExif({ IFD0: { Make: "TestCam" } })
      .toBuffer();
    const png = await splitImage(200, 100).png().toBuffer();
    const webp = await splitImage(200, 100).webp().toBuffer();
    const sofOffset = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sofOffset).toBeGreaterThan(0);
    for (const [name, bytes, cut] of [
      ["jpeg", jpeg, sofOffset + 4],
      ["jpeg", jpeg, 3],
      ["png", png, 20],
      ["webp", webp, 24],
      ["heic", HEIC_FIXTURE, 40],
      ["heic", HEIC_FIXTURE, 200],
    ] as const) {
      expect(readImageHeader(bytes.subarray(0, cut)), `${name} cut at ${cut}`).toBeNull();
    }
  });

  it("still reads a HEIC whose coded data is cut short (the header boxes are complete)", () => {
    const mdat = HEIC_FIXTURE.indexOf(Buffer.from("mdat"));
    expect(readImageHeader(HEIC_FIXTURE.subarray(0, mdat + 40))).toMatchObject({ width: 160, height: 120 });
  });

  it("refuses zero sizes and ISO-BMFF boxes whose sizes run past the end", () => {
    expect(readImageHeader(pngHeader(0, 100))).toBeNull();
    expect(readImageHeader(jpegHeader(100, 0))).toBeNull();
    const broken = Buffer.from(HEIC_FIXTURE);
    const meta = broken.indexOf(Buffer.from("meta")) - 4;
    broken.writeUInt32BE(0x7fffffff, meta);
    expect(readImageHeader(broken)).toBeNull();
  });
});

describe("pixel limit", () => {
  it("reads the size a crafted 50,000 × 50,000 PNG declares without decoding it", () => {
    const header = readImageHeader(pngHeader(50_000, 50_000));
    expect(header).toEqual({ format: "png", width: 50_000, height: 50_000 });
    expect(exceedsPixelLimit(header!, MAX_PHOTO_PIXELS)).toBe(true);
  });

  it("allows exactly 40 megapixels and refuses one pixel row more", () => {
    expect(MAX_PHOTO_PIXELS).toBe(40_000_000);
    expect(exceedsPixelLimit({ width: 8_000, height: 5_000 }, MAX_PHOTO_PIXELS)).toBe(false);
    expect(exceedsPixelLimit({ width: 8_000, height: 5_001 }, MAX_PHOTO_PIXELS)).toBe(true);
  });

  it("reads huge sizes from JPEG headers too", () => {
    expect(readImageHeader(jpegHeader(65_000, 65_000))).toEqual({
      format: "jpeg",
      width: 65_000,
      height: 65_000,
    });
  });
});

describe("sharp agrees with the header reader", () => {
  it("on the sizes of the encodings above", async () => {
    for (const bytes of [
      await splitImage(77, 55).jpeg().toBuffer(),
      await splitImage(77, 55).png().toBuffer(),
      await splitImage(77, 55).webp().toBuffer(),
    ]) {
      const metadata = await sharp(bytes).metadata();
      expect(readImageHeader(bytes)).toMatchObject({ width: metadata.width, height: metadata.height });
    }
  });
});
