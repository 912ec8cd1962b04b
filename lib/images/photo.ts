import sharp from "sharp";

import {
  HEIC_INTERMEDIATE_QUALITY,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_WIDTH,
  PHOTO_JPEG_QUALITY,
  PHOTO_PROCESSING_CONCURRENCY,
  PHOTO_WEBP_QUALITY,
} from "@/lib/constants";
import { exceedsPixelLimit, readImageHeader, type PhotoInputFormat } from "@/lib/images/detect";
import { createLimiter } from "@/lib/images/limiter";

// Turns an uploaded car photo into the file that is stored: judged by its bytes, refused above the pixel
// budget before decoding, HEIC decoded with heic-convert, then re-encoded by sharp — turned upright from its
// EXIF orientation, at most MAX_PHOTO_WIDTH wide (never enlarged), converted to sRGB and stripped of every
// piece of metadata (EXIF with GPS, XMP, IPTC, ICC).
//
// Output format: JPEG for every opaque picture (JPEG, HEIC, and PNG/WebP/AVIF without transparency) — it is
// what any consumer can read (next/og, e-mail, Cloudinary, old phones) and next/image hands browsers AVIF or
// WebP variants anyway, so the stored format does not change what visitors download. Pictures with real
// transparency become WebP, which keeps it at a fraction of PNG's size.

export type PhotoOutputFormat = "jpg" | "webp";

export type ProcessedPhoto = {
  bytes: Buffer;
  width: number;
  height: number;
  format: PhotoOutputFormat;
  contentType: "image/jpeg" | "image/webp";
  inputFormat: PhotoInputFormat;
};

export type PhotoRejection = "not_an_image" | "too_many_pixels";

/** The upload is not a photo this site accepts; the caller turns the reason into 415 or 413. */
export class PhotoRejectedError extends Error {
  constructor(
    readonly reason: PhotoRejection,
    message: string,
  ) {
    super(message);
    this.name = "PhotoRejectedError";
  }
}

export type ProcessPhotoOptions = { maxPixels?: number; maxWidth?: number };

const processing = createLimiter(PHOTO_PROCESSING_CONCURRENCY);

/** HEVC-coded HEIF goes through heic-convert; AV1 (AVIF) is decoded by sharp's own libheif. */
function needsHeicDecoder(header: { format: PhotoInputFormat; codec?: string | null }): boolean {
  if (header.codec === "hevc") return true;
  if (header.codec === "av1") return false;
  return header.format === "heic";
}

async function heicToJpeg(bytes: Uint8Array): Promise<Buffer> {
  // Loaded on first use: the decoder is a large WebAssembly bundle most uploads never need.
  const { default: convert } = await import("heic-convert");
  const output = await convert({ buffer: bytes, format: "JPEG", quality: HEIC_INTERMEDIATE_QUALITY });
  return Buffer.from(output instanceof ArrayBuffer ? new Uint8Array(output) : output);
}

async function reencode(input: Uint8Array, options: Required<ProcessPhotoOptions>) {
  const open = () =>
    sharp(input, {
      limitInputPixels: options.maxPixels,
      // Real-world photos often carry small encoder glitches that libvips only warns about.
      failOn: "error",
      sequentialRead: true,
    });
  const metadata = await open().metadata();
  // Many PNGs carry an alpha channel that is fully opaque: only real transparency is worth keeping.
  const transparent = metadata.hasAlpha && !(await open().stats()).isOpaque;
  // Without keepMetadata/withIccProfile, sharp converts to sRGB and writes no metadata at all.
  const pipeline = open()
    .autoOrient()
    .resize({ width: options.maxWidth, withoutEnlargement: true });
  const encoded = transparent
    ? pipeline.webp({ quality: PHOTO_WEBP_QUALITY, alphaQuality: 90 })
    : pipeline.jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const format: PhotoOutputFormat = transparent ? "webp" : "jpg";
  return { bytes: data, width: info.width, height: info.height, format };
}

/**
 * Validates and re-encodes a photo. Throws PhotoRejectedError when the bytes are not an accepted image
 * (whatever the file was called) or the picture has more than `maxPixels` pixels.
 */
export async function processPhoto(bytes: Uint8Array, options: ProcessPhotoOptions = {}): Promise<ProcessedPhoto> {
  const limits = { maxPixels: options.maxPixels ?? MAX_PHOTO_PIXELS, maxWidth: options.maxWidth ?? MAX_PHOTO_WIDTH };
  const header = readImageHeader(bytes);
  if (!header) throw new PhotoRejectedError("not_an_image", "not a JPEG, PNG, WebP, AVIF or HEIC image");
  if (exceedsPixelLimit(header, limits.maxPixels)) {
    throw new PhotoRejectedError("too_many_pixels", `${header.width}x${header.height} is over ${limits.maxPixels} pixels`);
  }
  return processing(async () => {
    let input: Uint8Array = bytes;
    if (needsHeicDecoder(header)) {
      try {
        input = await heicToJpeg(bytes);
      } catch (error) {
        throw new PhotoRejectedError("not_an_image", `HEIC decoding failed: ${(error as Error).message}`);
      }
    }
    try {
      const output = await reencode(input, limits);
      return {
        ...output,
        contentType: output.format === "webp" ? "image/webp" : "image/jpeg",
        inputFormat: header.format,
      };
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      if (/pixel limit/i.test(message)) throw new PhotoRejectedError("too_many_pixels", message);
      throw new PhotoRejectedError("not_an_image", `decoding failed: ${message}`);
    }
  });
}
