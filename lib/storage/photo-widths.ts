// The widths car photos are drawn at, shared by next.config.ts (next/image's sizes, imported with no other
// module: the config is loaded before path aliases exist) and by the resized copies of local photos
// (photo-variants.ts).

/** Thumbnail widths (next/image's `imageSizes`): the admin lists and the gallery's thumbnails. */
export const PHOTO_IMAGE_SIZES = [128, 256] as const;
/**
 * Layout widths (next/image's `deviceSizes`): phone widths first (360–430 px at 2–3x), then tablet and desktop;
 * 1920 is the largest stored photo width (the zoom view). Cards (400 px at 1x/2x) use 640 and 828, the gallery
 * 384 to 1920, and the Open Graph image is cut from 1280.
 */
export const PHOTO_DEVICE_SIZES = [384, 640, 828, 1080, 1280, 1920] as const;
