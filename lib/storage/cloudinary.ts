import { createHash } from "node:crypto";

import { z } from "zod";

import type { CloudinaryConfig } from "@/lib/env";
import {
  PhotoStorageError,
  type PhotoStorage,
  type PhotoUploadOptions,
  type UploadedPhoto,
} from "@/lib/storage/photo-types";
import { isSafeFolder } from "@/lib/storage/photo-url";

// The Cloudinary driver of PhotoStorage: signed calls to its Upload API with `fetch` on the server
// (https://cloudinary.com/documentation/image_upload_api_reference). The API base URL is injectable so tests
// talk to a local fake server instead of the internet.

export const CLOUDINARY_API_BASE_URL = "https://api.cloudinary.com";
const REQUEST_TIMEOUT_MS = 60_000;

export type CloudinaryDriverOptions = {
  /** Origin of the Upload API; a test points it at its fake server. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Seconds since the epoch, for the `timestamp` parameter (Cloudinary refuses signatures over an hour old). */
  now?: () => number;
};

/**
 * Cloudinary's request signature: every parameter except `file`, `cloud_name`, `resource_type` and `api_key`,
 * sorted by name, joined as `name=value` with `&`, followed by the API secret, hashed with SHA-1 (hex).
 */
export function cloudinarySignature(
  params: Record<string, string | number | boolean | undefined>,
  apiSecret: string,
): string {
  const excluded = new Set(["file", "cloud_name", "resource_type", "api_key", "signature"]);
  const toSign = Object.keys(params)
    .filter((key) => !excluded.has(key) && params[key] !== undefined && params[key] !== "")
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join("&");
  return createHash("sha1")
    .update(toSign + apiSecret)
    .digest("hex");
}

const uploadResponse = z.object({
  public_id: z.string().min(1),
  secure_url: z.url({ protocol: /^https$/ }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.string().min(1),
});

const destroyResponse = z.object({ result: z.string() });

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") return body.error.message;
  } catch {
    // Not JSON: keep the start of the text.
  }
  return text.slice(0, 200) || response.statusText;
}

/** By hand rather than with an unanchored "/+$", which rescans a run of slashes from each of them. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export function createCloudinaryStorage(
  config: CloudinaryConfig,
  options: CloudinaryDriverOptions = {},
): PhotoStorage {
  const apiBase = withoutTrailingSlashes(options.apiBaseUrl ?? CLOUDINARY_API_BASE_URL);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const endpoint = (action: "upload" | "destroy") =>
    `${apiBase}/v1_1/${encodeURIComponent(config.cloudName)}/image/${action}`;

  /** Adds timestamp, api_key and signature to the parameters of a call. */
  function signed(params: Record<string, string>): Record<string, string> {
    const withTimestamp = { ...params, timestamp: String(now()) };
    return {
      ...withTimestamp,
      api_key: config.apiKey,
      signature: cloudinarySignature(withTimestamp, config.apiSecret),
    };
  }

  async function call(action: "upload" | "destroy", body: FormData | URLSearchParams): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(endpoint(action), {
        method: "POST",
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PhotoStorageError(`Cloudinary ${action} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new PhotoStorageError(
        `Cloudinary ${action} answered ${response.status}: ${await errorMessage(response)}`,
        {
          status: response.status,
        },
      );
    }
    try {
      return await response.json();
    } catch (error) {
      throw new PhotoStorageError(`Cloudinary ${action} answered with invalid JSON`, { cause: error });
    }
  }

  return {
    kind: "cloudinary",
    async upload(bytes: Uint8Array, upload: PhotoUploadOptions): Promise<UploadedPhoto> {
      if (!isSafeFolder(upload.folder)) throw new Error(`invalid folder ${upload.folder}`);
      const form = new FormData();
      for (const [key, value] of Object.entries(signed({ folder: upload.folder }))) form.set(key, value);
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      form.set("file", new Blob([copy], { type: upload.contentType }), `photo.${upload.format}`);
      const parsed = uploadResponse.safeParse(await call("upload", form));
      if (!parsed.success)
        throw new PhotoStorageError("Cloudinary upload answered without the photo's fields");
      const { public_id, secure_url, width, height, format } = parsed.data;
      return { public_id, secure_url, width, height, format };
    },
    async delete(publicId: string) {
      // `invalidate` also purges the CDN copies, so a deleted photo stops being served.
      const body = new URLSearchParams(signed({ public_id: publicId, invalidate: "true" }));
      const parsed = destroyResponse.safeParse(await call("destroy", body));
      if (!parsed.success) throw new PhotoStorageError("Cloudinary destroy answered without a result");
      if (parsed.data.result === "ok") return "deleted";
      if (parsed.data.result === "not found") return "not_found";
      throw new PhotoStorageError(`Cloudinary destroy answered ${parsed.data.result}`);
    },
  };
}
