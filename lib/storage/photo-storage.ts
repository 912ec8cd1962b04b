import "server-only";

import { cloudinaryConfig, env } from "@/lib/env";
import { createCloudinaryStorage } from "@/lib/storage/cloudinary";
import { createLocalPhotoStorage } from "@/lib/storage/local-photos";
import { withPhotoDeletionLock } from "@/lib/storage/photo-deletion-lock";
import type { PhotoStorage } from "@/lib/storage/photo-types";
import { cloudinaryPhotoRef, localPhotoRef } from "@/lib/storage/photo-url";

// One interface for car photo storage with two drivers chosen by configuration: Cloudinary when
// CLOUDINARY_URL (or the three separate variables) is set, local disk under DATA_DIR/uploads otherwise.

export {
  cloudinaryPhotoRef,
  isCloudinaryPhotoUrl,
  isSafeFolder,
  isSafePublicId,
  localPhotoRef,
} from "@/lib/storage/photo-url";
export type { CloudinaryPhotoRef } from "@/lib/storage/photo-url";
export { PhotoStorageError } from "@/lib/storage/photo-types";
export type {
  PhotoDeleteResult,
  PhotoStorage,
  PhotoUploadOptions,
  UploadedPhoto,
} from "@/lib/storage/photo-types";

/**
 * With Cloudinary configured, photos stored on disk before (the demo stock, or uploads made before the switch)
 * still exist: deleting an id removes the local file when there is one, and asks Cloudinary otherwise.
 * Generated ids carry a timestamp and 72 random bits, so a local id never names someone else's Cloudinary photo.
 */
function withLocalFallback(remote: PhotoStorage, local: PhotoStorage): PhotoStorage {
  return {
    kind: remote.kind,
    upload: (bytes, options) => remote.upload(bytes, options),
    async delete(publicId) {
      if ((await local.delete(publicId)) === "deleted") return "deleted";
      return remote.delete(publicId);
    },
  };
}

let configured: PhotoStorage | undefined;

/** The photo storage chosen by the environment (created once per process). */
export function photoStorage(): PhotoStorage {
  if (!configured) {
    const cloudinary = cloudinaryConfig();
    // Deletions wait out a backup's snapshot (lib/backup/locks.ts); the guard needs the app's database.
    const local = createLocalPhotoStorage(undefined, {
      deletionGuard: env.DATABASE_URL ? withPhotoDeletionLock : undefined,
    });
    configured = cloudinary
      ? withLocalFallback(
          createCloudinaryStorage(cloudinary, { apiBaseUrl: env.CLOUDINARY_API_BASE_URL }),
          local,
        )
      : local;
  }
  return configured;
}

/**
 * True when `url` is a photo this app stored: a local `/media/<public_id>.<ext>` path, or a Cloudinary delivery
 * URL of the configured cloud. With `publicId`, the URL must also be that photo's. The car service uses it so
 * a car can only point at stored photos, never at an arbitrary address.
 */
export function isStoredPhotoUrl(url: string, publicId?: string): boolean {
  const local = localPhotoRef(url);
  if (local) return publicId === undefined || local.publicId === publicId;
  const remote = cloudinaryPhotoRef(url);
  const cloudName = cloudinaryConfig()?.cloudName;
  if (remote && cloudName && remote.cloudName === cloudName)
    return publicId === undefined || remote.publicId === publicId;
  return false;
}
