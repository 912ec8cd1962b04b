import "server-only";

import { DEFAULT_PHOTO_FOLDER, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from "@/lib/constants/uploads";
import { HttpError, badRequest, conflict, notFound } from "@/lib/http/errors";
import { createLimiter } from "@/lib/images/limiter";
import { PhotoRejectedError, processPhoto } from "@/lib/images/photo";
import { photoStorage, type PhotoStorage, type UploadedPhoto } from "@/lib/storage/photo-storage";
import { isSafePublicId, isSitePhotoId } from "@/lib/storage/photo-url";
import { describeError } from "@/lib/http/error-log";
import { logger } from "@/lib/log/logger";

// What the upload and delete-image routes and the car service do with photos, independent of HTTP details so
// it can be tested directly against a temporary storage.

export const PHOTO_TOO_LARGE = `Arquivo muito grande. Máximo ${Math.round(MAX_PHOTO_BYTES / (1024 * 1024))}MB.`;
export const NO_PHOTO = "Nenhuma imagem enviada";
export const INVALID_FOLDER = "Pasta inválida";
export const INVALID_PUBLIC_ID = "Identificador de imagem inválido";
export const PHOTO_NOT_FOUND = "Imagem não encontrada";
export const PHOTO_IN_USE = "Esta imagem ainda está em uso por um veículo";
export const STORAGE_UPLOAD_FAILED = "Não foi possível salvar a imagem. Tente novamente.";
export const STORAGE_DELETE_FAILED = "Não foi possível remover a imagem. Tente novamente.";

/** The agreed 415 text, with the client's file name as given (the answer is JSON, escaped by the client). */
export const notAnImage = (fileName: string) => `${fileName || "Arquivo"} não é uma imagem válida`;
export const tooManyPixels = (fileName: string) =>
  `${fileName || "Arquivo"} tem resolução muito alta. Máximo ${Math.round(MAX_PHOTO_PIXELS / 1_000_000)} megapixels.`;

/**
 * Validates, re-encodes and stores one uploaded car photo. 413 over the byte or pixel limit, 415 when the
 * bytes are not an accepted image (whatever the name or declared type), 400 for any folder but the site's
 * photo folder, 502 when the storage fails.
 */
export async function acceptUploadedPhoto(
  bytes: Uint8Array,
  fileName: string,
  folder: string = DEFAULT_PHOTO_FOLDER,
  storage: PhotoStorage = photoStorage(),
): Promise<UploadedPhoto> {
  if (folder !== DEFAULT_PHOTO_FOLDER) throw badRequest(INVALID_FOLDER);
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE);
  let photo;
  try {
    photo = await processPhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoRejectedError) {
      if (error.reason === "too_many_pixels") throw new HttpError(413, tooManyPixels(fileName));
      throw new HttpError(415, notAnImage(fileName));
    }
    throw error;
  }
  try {
    return await storage.upload(photo.bytes, {
      folder,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      format: photo.format,
    });
  } catch (error) {
    logger.error({ err: describeError(error) }, "[photos] upload to storage failed");
    throw new HttpError(502, STORAGE_UPLOAD_FAILED);
  }
}

export type RemovePhotoOptions = {
  storage?: PhotoStorage;
  /** True when a car still shows the photo: such a photo is not deleted (409). */
  isReferenced?: (publicId: string) => Promise<boolean>;
};

/**
 * DELETE /api/cloudinary/delete-image: 400 for a malformed id, 409 while a car uses it, 404 when unknown. An id
 * outside the site's photo folder names no photo of this site, so it is unknown too (404) and the storage is
 * never asked: the Cloudinary account's other assets cannot be deleted through the site.
 */
export async function removeStoredPhoto(publicId: unknown, options: RemovePhotoOptions = {}): Promise<void> {
  if (typeof publicId !== "string" || !isSafePublicId(publicId))
    throw badRequest(INVALID_PUBLIC_ID, { publicId: INVALID_PUBLIC_ID });
  if (!isSitePhotoId(publicId)) throw notFound(PHOTO_NOT_FOUND);
  if (options.isReferenced && (await options.isReferenced(publicId))) throw conflict(PHOTO_IN_USE);
  let result;
  try {
    result = await (options.storage ?? photoStorage()).delete(publicId);
  } catch (error) {
    logger.error({ err: describeError(error) }, `[photos] deleting ${publicId} failed`);
    throw new HttpError(502, STORAGE_DELETE_FAILED);
  }
  if (result === "not_found") throw notFound(PHOTO_NOT_FOUND);
}

export type PhotoDeletionSummary = { deleted: number; failed: number };

const DELETE_CONCURRENCY = 4;

/**
 * Deletes photos a car no longer shows (after it is saved or deleted). Best effort: never throws, logs each
 * failure. A photo already gone counts as deleted (the goal — it is no longer stored — holds); a malformed id,
 * an id outside the site's photo folder (never deleted) or a storage error counts as failed. Repeated ids are
 * deleted once.
 */
export async function deletePhotos(
  publicIds: Iterable<string>,
  storage?: PhotoStorage,
): Promise<PhotoDeletionSummary> {
  const summary: PhotoDeletionSummary = { deleted: 0, failed: 0 };
  const limit = createLimiter(DELETE_CONCURRENCY);
  let target: PhotoStorage;
  try {
    target = storage ?? photoStorage();
  } catch (error) {
    const ids = [...new Set(publicIds)];
    logger.error({ err: describeError(error) }, `[photos] no photo storage to delete ${ids.length} photo(s)`);
    return { deleted: 0, failed: ids.length };
  }
  await Promise.all(
    [...new Set(publicIds)].map((publicId) =>
      limit(async () => {
        if (!isSitePhotoId(publicId)) {
          logger.error(`[photos] not deleting ${JSON.stringify(publicId)}: not a photo of the site's folder`);
          summary.failed += 1;
          return;
        }
        try {
          await target.delete(publicId);
          summary.deleted += 1;
        } catch (error) {
          logger.error({ err: describeError(error) }, `[photos] deleting ${publicId} failed`);
          summary.failed += 1;
        }
      }),
    ),
  );
  return summary;
}
