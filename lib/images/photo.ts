import sharp, { type Sharp } from "sharp";

import {
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_WIDTH,
  PHOTO_DECODE_TIMEOUT_MS,
  PHOTO_JPEG_QUALITY,
  PHOTO_PROCESSING_CONCURRENCY,
  PHOTO_WEBP_QUALITY,
} from "@/lib/constants/uploads";
import { exceedsPixelLimit, readImageHeader, type PhotoInputFormat } from "@/lib/images/detect";
import { HeicDecodeError, decodeHeic } from "@/lib/images/heic";
import { createLimiter } from "@/lib/images/limiter";

// Turns an uploaded car photo into the file that is stored: judged by its bytes, refused above the pixel
// budget before decoding (the declared size, and for HEIC the size its coded picture really has), HEIC decoded
// to pixels in a worker thread with a time limit, then re-encoded by sharp (on libuv's threads, also under the
// time limit) — turned upright from its EXIF orientation, at most MAX_PHOTO_WIDTH wide (and `maxHeight` high when
// given; never enlarged),
// converted to sRGB and stripped of every piece of metadata (EXIF with GPS, XMP, IPTC, ICC).
// Nothing of the decoding runs on the main thread, so other requests keep being answered meanwhile.
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

/** `too_slow`: decoding ran over the time limit, which only a pathological (or hostile) file does. */
export type PhotoRejection = "not_an_image" | "too_many_pixels" | "too_slow";

/** The upload is not a photo this site accepts; the caller turns the reason into 413 (pixels) or 415. */
export class PhotoRejectedError extends Error {
  constructor(
    readonly reason: PhotoRejection,
    message: string,
  ) {
    super(message);
    this.name = "PhotoRejectedError";
  }
}

export type ProcessPhotoOptions = {
  maxPixels?: number;
  maxWidth?: number;
  /** Also bound the height (a visitor's photo fits a square); car photos are bounded by their width only. */
  maxHeight?: number;
  decodeTimeoutMs?: number;
};

type Limits = Required<Omit<ProcessPhotoOptions, "maxHeight">> & { maxHeight?: number };

const processing = createLimiter(PHOTO_PROCESSING_CONCURRENCY);

/** HEVC-coded HEIF goes through the HEIC worker; AV1 (AVIF) is decoded by sharp's own libheif. */
function needsHeicDecoder(header: { format: PhotoInputFormat; codec?: string | null }): boolean {
  if (header.codec === "hevc") return true;
  if (header.codec === "av1") return false;
  return header.format === "heic";
}

/** How sharp opens the input: the uploaded bytes, or the RGBA pixels of a decoded HEIC. */
type Input = { bytes: Uint8Array } | { raw: { width: number; height: number; pixels: Uint8Array } };

async function reencode(input: Input, options: Limits) {
  const timeout = { seconds: Math.max(1, Math.ceil(options.decodeTimeoutMs / 1000)) };
  const open = (): Sharp => {
    // Real-world photos often carry small encoder glitches that libvips only warns about: only errors refuse.
    const common = { limitInputPixels: options.maxPixels, failOn: "error" as const, sequentialRead: true };
    const image =
      "raw" in input
        ? sharp(input.raw.pixels, {
            ...common,
            raw: { width: input.raw.width, height: input.raw.height, channels: 4 },
          })
        : sharp(input.bytes, common);
    return image.timeout(timeout);
  };
  const metadata = await open().metadata();
  // Many PNGs carry an alpha channel that is fully opaque: only real transparency is worth keeping. HEIC is
  // always stored as JPEG.
  const transparent = !("raw" in input) && metadata.hasAlpha && !(await open().stats()).isOpaque;
  // Without keepMetadata/withIccProfile, sharp converts to sRGB and writes no metadata at all.
  let pipeline = open().autoOrient().resize({
    width: options.maxWidth,
    height: options.maxHeight,
    fit: "inside",
    withoutEnlargement: true,
  });
  if ("raw" in input) pipeline = pipeline.removeAlpha();
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
export async function processPhoto(
  bytes: Uint8Array,
  options: ProcessPhotoOptions = {},
): Promise<ProcessedPhoto> {
  const limits: Limits = {
    maxPixels: options.maxPixels ?? MAX_PHOTO_PIXELS,
    maxWidth: options.maxWidth ?? MAX_PHOTO_WIDTH,
    maxHeight: options.maxHeight,
    decodeTimeoutMs: options.decodeTimeoutMs ?? PHOTO_DECODE_TIMEOUT_MS,
  };
  const header = readImageHeader(bytes);
  if (!header) throw new PhotoRejectedError("not_an_image", "not a JPEG, PNG, WebP, AVIF or HEIC image");
  if (exceedsPixelLimit(header, limits.maxPixels)) {
    const { width, height } = header.coded ?? header;
    throw new PhotoRejectedError("too_many_pixels", `${width}x${height} is over ${limits.maxPixels} pixels`);
  }
  return processing(async () => {
    let input: Input = { bytes };
    if (needsHeicDecoder(header)) {
      try {
        input = {
          raw: await decodeHeic(bytes, { maxPixels: limits.maxPixels, timeoutMs: limits.decodeTimeoutMs }),
        };
      } catch (error) {
        const reason =
          error instanceof HeicDecodeError && error.reason === "timeout" ? "too_slow" : "not_an_image";
        if (error instanceof HeicDecodeError && error.reason === "too_many_pixels") {
          throw new PhotoRejectedError("too_many_pixels", error.message);
        }
        throw new PhotoRejectedError(reason, (error as Error).message);
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
      if (/^timeout/i.test(message)) throw new PhotoRejectedError("too_slow", message);
      throw new PhotoRejectedError("not_an_image", `decoding failed: ${message}`);
    }
  });
}
