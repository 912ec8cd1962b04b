import { z } from "zod";

// The contract every photo storage driver fulfils (see photo-storage.ts for the choice of driver).

export type PhotoUploadOptions = {
  folder: string;
  contentType: string;
  width: number;
  height: number;
  /** File format of the bytes as Cloudinary names it: "jpg", "webp", "png" or "avif". */
  format: string;
};

/** The upload result, in the shape POST /api/uploads/images answers (Cloudinary's own field names). */
export const uploadedPhotoSchema = z.object({
  secure_url: z.string().describe("O endereço da foto, para o campo images do carro"),
  public_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string().describe("jpg, webp, png ou avif"),
});
export type UploadedPhoto = z.output<typeof uploadedPhotoSchema>;

export type PhotoDeleteResult = "deleted" | "not_found";

export interface PhotoStorage {
  readonly kind: "local" | "cloudinary";
  upload(bytes: Uint8Array, options: PhotoUploadOptions): Promise<UploadedPhoto>;
  /** Removes a photo; "not_found" when there was none with that id. Throws PhotoStorageError on failure. */
  delete(publicId: string): Promise<PhotoDeleteResult>;
}

/** The storage backend failed or could not be reached (not the client's fault). */
export class PhotoStorageError extends Error {
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "PhotoStorageError";
    this.status = options.status;
  }
}
