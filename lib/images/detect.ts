import { readBmffImageInfo, readFtyp, type BmffCodec } from "@/lib/images/bmff";

// Decides what an uploaded file is from its bytes alone (never its name or declared type) and reads the
// picture's size from the header, so an oversized image is refused before anything is decoded.

export const PHOTO_INPUT_FORMATS = ["jpeg", "png", "webp", "avif", "heic"] as const;
export type PhotoInputFormat = (typeof PHOTO_INPUT_FORMATS)[number];

export type ImageHeader = {
  format: PhotoInputFormat;
  width: number;
  height: number;
  /** For AVIF/HEIC: the codec of the coded image, which decides the decoder. */
  codec?: BmffCodec | null;
  /** For HEIC: the picture its HEVC parameter set codes, when it is larger than the declared size. */
  coded?: { width: number; height: number };
};

/** ftyp brands of AVIF (AV1 in HEIF). */
const AVIF_BRANDS = new Set(["avif", "avis"]);
/**
 * ftyp brands of HEIC/HEIF: HEVC stills and sequences, and the generic MIAF/HEIF image and sequence brands that
 * phones and cameras also write.
 */
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
  "mif2",
  "miaf",
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return "";
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const u16be = (bytes: Uint8Array, offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
const u16le = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const u24le = (bytes: Uint8Array, offset: number) =>
  bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
const u32be = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) >>> 0) +
  (bytes[offset + 1]! << 16) +
  (bytes[offset + 2]! << 8) +
  bytes[offset + 3]!;

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The photo format named by the file's magic number, or null for anything else (SVG, HTML, PDF, …). */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoInputFormat | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  const ftyp = readFtyp(bytes);
  if (ftyp) {
    if (AVIF_BRANDS.has(ftyp.majorBrand)) return "avif";
    if (HEIF_BRANDS.has(ftyp.majorBrand)) {
      // A generic major brand (mif1, msf1) says which codec in the compatible brands.
      if (
        ftyp.brands.some((brand) => AVIF_BRANDS.has(brand)) &&
        !ftyp.brands.some((brand) => brand.startsWith("he"))
      ) {
        return "avif";
      }
      return "heic";
    }
    if (ftyp.brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (ftyp.brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  }
  return null;
}

/** JPEG: the frame header (SOFn) gives the size; segments before it are skipped by their lengths. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Markers may be padded with any number of 0xFF fill bytes.
    while (bytes[offset] === 0xff && offset < bytes.length) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) return null;
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if (offset + 2 > bytes.length) return null;
    const length = u16be(bytes, offset);
    if (length < 2 || offset + length > bytes.length) return null;
    const isFrameHeader =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      if (length < 7) return null;
      return { height: u16be(bytes, offset + 3), width: u16be(bytes, offset + 5) };
    }
    offset += length;
  }
  return null;
}

/** PNG: the first chunk must be IHDR with width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) header right after the RIFF header. */
function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    if (bytes.length < 30) return null;
    return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  return null;
}

/**
 * The format and pixel size of an accepted photo, read from its header without decoding it; null when the
 * bytes are not one of the accepted formats or the header is truncated or malformed.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffPhotoFormat(bytes);
  if (!format) return null;
  let size: { width: number; height: number } | null;
  let codec: BmffCodec | null | undefined;
  let coded: { width: number; height: number } | undefined;
  switch (format) {
    case "jpeg":
      size = jpegSize(bytes);
      break;
    case "png":
      size = pngSize(bytes);
      break;
    case "webp":
      size = webpSize(bytes);
      break;
    case "avif":
    case "heic": {
      const info = readBmffImageInfo(bytes);
      size = info && { width: info.width, height: info.height };
      codec = info?.codec ?? null;
      if (info?.coded && info.coded.width * info.coded.height > info.width * info.height) coded = info.coded;
      break;
    }
  }
  if (!size || size.width <= 0 || size.height <= 0) return null;
  if (codec === undefined) return { format, ...size };
  return coded ? { format, ...size, codec, coded } : { format, ...size, codec };
}

/**
 * True when a picture of this size is over the pixel budget (decoding it would take too much memory). For a
 * HEIC whose coded picture is larger than its declared size, the coded picture is what decoding allocates.
 */
export function exceedsPixelLimit(
  header: { width: number; height: number; coded?: { width: number; height: number } },
  maxPixels: number,
): boolean {
  const codedPixels = header.coded ? header.coded.width * header.coded.height : 0;
  return Math.max(header.width * header.height, codedPixels) > maxPixels;
}
