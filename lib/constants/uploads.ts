// Uploads: photos, receipts, documents and request bodies, and how the browser sends photos.

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_WIDTH = 1920;
/** Photos a visitor may send with a trade-in appraisal request ('Avalie seu usado'). */
export const MAX_TRADE_IN_PHOTOS = 6;
/** A stored trade-in photo fits this square (API.md "Security"): a few MB at most, whatever shape was sent. */
export const MAX_TRADE_IN_PHOTO_SIDE = 1920;
/** Room for the multipart boundaries, part headers and the `folder` field around a photo of MAX_PHOTO_BYTES. */
export const PHOTO_UPLOAD_OVERHEAD_BYTES = 64 * 1024;
export const PHOTO_JPEG_QUALITY = 82;
export const PHOTO_WEBP_QUALITY = 82;
/**
 * Longest each step of a photo (HEIC decoding, then sharp's re-encoding) may take; past it the work is abandoned
 * and the upload refused. A 40-megapixel HEIC takes a few seconds on a busy core, so only a pathological file
 * comes near.
 */
export const PHOTO_DECODE_TIMEOUT_MS = 30_000;
/** Photos decoded at once per server process: a 40-megapixel decode alone takes ~160 MB. */
export const PHOTO_PROCESSING_CONCURRENCY = 2;
export const DEFAULT_PHOTO_FOLDER = "anuncios";
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const UPLOAD_RETRY_DELAYS_MS = [3_000, 6_000] as const;
/** Pause after each successful photo upload before the next one (docs/admin-panel.md). */
export const UPLOAD_GAP_MS = 2_000;
export const OPTIMIZE_MIN_BYTES = 500 * 1024;
export const OPTIMIZE_TIMEOUT_MS = 10_000;
export const OPTIMIZE_JPEG_QUALITY = 0.8;
