import { MEDIA_URL_PREFIX, isSafePublicId, localPhotoRef } from "@/lib/storage/photo-url";
import { PHOTO_DEVICE_SIZES, PHOTO_IMAGE_SIZES } from "@/lib/storage/photo-widths";

// The resized copies ("variants") of a locally stored photo: which exist, and where they live. Pure, so the
// photo component (server and client) and next.config.ts share it with the server code that makes them.
//
// A photo `/media/anuncios/<name>.jpg` has its variants beside it, in `/media/anuncios/<name>.variants/`, one file
// per width and format (`640.avif`). They are made when the photo is stored, never on a visitor's request unless
// one is missing, and only for these widths and formats: a URL asking for any other size names no file.

export const VARIANT_WIDTHS: readonly number[] = [...PHOTO_IMAGE_SIZES, ...PHOTO_DEVICE_SIZES];
/** AVIF and WebP for browsers that read them (picked by `<picture>`), JPEG for the rest and for Open Graph. */
export const VARIANT_FORMATS = ["avif", "webp", "jpg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** A dot never appears in a public id, so a variants folder can never be taken for a photo, nor one for it. */
const VARIANTS_SUFFIX = ".variants";

export type VariantRef = { publicId: string; width: number; format: VariantFormat };

/** The path of a variant below the uploads folder (and below /media): `<public_id>.variants/<width>.<format>`. */
export function variantPath({ publicId, width, format }: VariantRef): string {
  return `${variantsFolder(publicId)}/${width}.${format}`;
}

/** The folder holding every variant of a photo, below the uploads folder. */
export function variantsFolder(publicId: string): string {
  return `${publicId}${VARIANTS_SUFFIX}`;
}

/** The width this layout width is served from: the smallest variant at least as wide, else the widest. */
export function variantWidth(width: number): number {
  return VARIANT_WIDTHS.find((candidate) => candidate >= width) ?? VARIANT_WIDTHS.at(-1)!;
}

/** The URL of a variant of a locally stored photo, or null when `photoUrl` is not one. */
export function variantUrl(photoUrl: string, width: number, format: VariantFormat): string | null {
  const local = localPhotoRef(photoUrl);
  if (!local) return null;
  return `${MEDIA_URL_PREFIX}/${variantPath({ publicId: local.publicId, width: variantWidth(width), format })}`;
}

const VARIANT_FILE = /^([1-9]\d{1,3})\.(avif|webp|jpg)$/;

/**
 * The variant a /media path names (its segments after /media), or null when it names none: another path, a width
 * or format that is not made, or an unsafe public id.
 */
export function parseVariantPath(segments: readonly string[]): VariantRef | null {
  if (segments.length < 2) return null;
  const folder = segments.at(-2)!;
  if (!folder.endsWith(VARIANTS_SUFFIX)) return null;
  const match = VARIANT_FILE.exec(segments.at(-1)!);
  if (!match) return null;
  const width = Number(match[1]);
  if (!VARIANT_WIDTHS.includes(width)) return null;
  const publicId = [...segments.slice(0, -2), folder.slice(0, -VARIANTS_SUFFIX.length)].join("/");
  if (!isSafePublicId(publicId)) return null;
  return { publicId, width, format: match[2] as VariantFormat };
}

/** Every variant of one photo, the small ones first (the first a visitor is likely to need). */
export function allVariants(publicId: string): VariantRef[] {
  return VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => ({ publicId, width, format })));
}
