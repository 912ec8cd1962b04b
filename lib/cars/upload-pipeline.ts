import {
  MAX_PHOTO_WIDTH,
  OPTIMIZE_JPEG_QUALITY,
  OPTIMIZE_MIN_BYTES,
  OPTIMIZE_TIMEOUT_MS,
  UPLOAD_ATTEMPTS,
  UPLOAD_GAP_MS,
  UPLOAD_RETRY_DELAYS_MS,
  UPLOAD_TIMEOUT_MS,
} from "@/lib/constants/uploads";

// The admin panel's photo pipeline in the browser (docs/showroom.md, docs/admin-panel.md): which files are
// photos, the optimisation before upload (large files resized to 1920 px wide as JPEG 0.8, within 10 s or
// the original is sent), then one upload per photo with 3 attempts of 30 s each, waits of 3 s and 6 s between
// attempts and 2 s after each success, and the outcome (full, partial, failed). Timers, fetch and the resize
// are injectable so the rules are tested without a browser or real waiting.

export const UPLOAD_ENDPOINT = "/api/uploads/images";

export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function sleep(ms: number, timers: Timers = realTimers): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });
}

export type FileInfo = { name: string; type: string; size: number };

/** Types the server accepts as photos (docs/conventions.md: JPEG, PNG, WebP, AVIF, HEIC/HEIF). */
const PHOTO_TYPES = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
]);
const PHOTO_EXTENSIONS = new Set(["jpg", "jpeg", "jfif", "png", "webp", "avif", "heic", "heif"]);
const HEIF_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

/** What the picker's file input offers: photos, plus HEIC/HEIF that some systems report without a type. */
export const PHOTO_INPUT_ACCEPT = "image/*,.heic,.heif";

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Files with no type (or a generic one) are judged by their extension; the server judges the bytes anyway. */
const hasGenericType = (file: FileInfo) => !file.type || file.type === "application/octet-stream";

export function isHeicFile(file: FileInfo): boolean {
  const type = file.type.toLowerCase();
  if (HEIF_TYPES.has(type)) return true;
  return hasGenericType(file) && ["heic", "heif"].includes(extensionOf(file.name));
}

/** Whether the picker takes the file as a photo ('Arquivo inválido' otherwise). */
export function isPhotoFile(file: FileInfo): boolean {
  if (hasGenericType(file)) return PHOTO_EXTENSIONS.has(extensionOf(file.name));
  return PHOTO_TYPES.has(file.type.toLowerCase());
}

/** HEIC/HEIF (browsers cannot draw them: the server converts them) and files under 500 KB are sent as they are. */
export function shouldOptimize(file: FileInfo): boolean {
  return isPhotoFile(file) && !isHeicFile(file) && file.size > OPTIMIZE_MIN_BYTES;
}

/** The size a photo is drawn at: at most `maxWidth` wide, proportions kept, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth: number = MAX_PHOTO_WIDTH,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export type Resize = (file: Blob, maxWidth: number, quality: number) => Promise<Blob>;

/** Resizes in the browser: decoded with the EXIF orientation applied, drawn on a canvas, encoded as JPEG. */
export const canvasResize: Resize = async (file, maxWidth, quality) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, maxWidth);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("canvas 2d context unavailable");
    // JPEG has no transparency: transparent PNG areas become white rather than black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("canvas encoding failed"))),
        "image/jpeg",
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
};

export type OptimizeOptions = { resize?: Resize; timers?: Timers; timeoutMs?: number };

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, "") || "foto"}.jpg`;

/**
 * The file to upload: large photos resized to 1920 px wide as JPEG 0.8; the original when the file is left
 * untouched, when resizing fails or takes over 10 s, or when the result would not be smaller.
 */
export async function optimizeImage(file: File, options: OptimizeOptions = {}): Promise<File> {
  if (!shouldOptimize(file)) return file;
  const timers = options.timers ?? realTimers;
  const resize = options.resize ?? canvasResize;
  let timer: unknown;
  const timeout = new Promise<null>((resolve) => {
    timer = timers.setTimeout(() => resolve(null), options.timeoutMs ?? OPTIMIZE_TIMEOUT_MS);
  });
  try {
    const blob = await Promise.race([resize(file, MAX_PHOTO_WIDTH, OPTIMIZE_JPEG_QUALITY), timeout]);
    if (!blob || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    timers.clearTimeout(timer);
  }
}

/** A stored photo as the car is saved with it (docs/business-rules.md "Cars": `{url, publicId, width, height}`). */
export type UploadedImage = { url: string; publicId: string; width: number; height: number };

/** An upload that did not succeed; `permanent` when trying again cannot help (the server refused the file). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** Answers that another attempt cannot change: a bad request, no session or permission, too large, not an image. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 413, 415, 422]);

export type UploadOptions = {
  fetch?: typeof fetch;
  timers?: Timers;
  endpoint?: string;
  folder?: string;
  attempts?: number;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
};

async function errorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : `HTTP ${response.status}`;
}

/** One attempt: the file as multipart `file`, aborted after `timeoutMs`. */
async function attemptUpload(
  file: Blob,
  name: string,
  options: Required<Pick<UploadOptions, "fetch" | "timers" | "endpoint" | "timeoutMs">> & { folder?: string },
): Promise<UploadedImage> {
  const controller = new AbortController();
  const timer = options.timers.setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const form = new FormData();
    form.set("file", file, name);
    if (options.folder) form.set("folder", options.folder);
    let response: Response;
    try {
      response = await options.fetch(options.endpoint, {
        method: "POST",
        body: form,
        credentials: "same-origin",
        signal: controller.signal,
      });
    } catch (error) {
      throw new UploadError(
        controller.signal.aborted ? "Tempo esgotado" : (error as Error).message || "Falha de rede",
        null,
        false,
      );
    }
    if (!response.ok)
      throw new UploadError(
        await errorText(response),
        response.status,
        PERMANENT_STATUSES.has(response.status),
      );
    const body = (await response.json().catch(() => null)) as Partial<{
      secure_url: unknown;
      public_id: unknown;
      width: unknown;
      height: unknown;
    }> | null;
    if (!body || typeof body.secure_url !== "string" || typeof body.public_id !== "string") {
      throw new UploadError("Resposta inválida do servidor", response.status, false);
    }
    return {
      url: body.secure_url,
      publicId: body.public_id,
      width: typeof body.width === "number" ? body.width : 0,
      height: typeof body.height === "number" ? body.height : 0,
    };
  } finally {
    options.timers.clearTimeout(timer);
  }
}

/** Uploads one photo: up to 3 attempts of 30 s each, waiting 3 s and then 6 s before trying again. */
export async function uploadImage(
  file: Blob,
  name: string,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const settings = {
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timers: options.timers ?? realTimers,
    endpoint: options.endpoint ?? UPLOAD_ENDPOINT,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    folder: options.folder,
  };
  const attempts = options.attempts ?? UPLOAD_ATTEMPTS;
  const delays = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
  let lastError: UploadError = new UploadError("Falha no envio", null, false);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? delays.at(-1) ?? 0, settings.timers);
    try {
      return await attemptUpload(file, name, settings);
    } catch (error) {
      lastError = error instanceof UploadError ? error : new UploadError(String(error), null, false);
      if (lastError.permanent) break;
    }
  }
  throw lastError;
}

export type UploadOutcome = "none" | "full" | "partial" | "failed";

/** Full when every photo made it, failed when none did, partial in between ('Upload parcial' / 'Upload falhou'). */
export function uploadOutcome(total: number, uploaded: number): UploadOutcome {
  if (total === 0) return "none";
  if (uploaded >= total) return "full";
  return uploaded === 0 ? "failed" : "partial";
}

export type PipelineFile = { file: File; name?: string };
export type PipelineResult = {
  results: Array<UploadedImage | null>;
  uploaded: number;
  outcome: UploadOutcome;
};

export type PipelineOptions = UploadOptions &
  OptimizeOptions & {
    /** 'Enviando imagens... x/y': called with 0 first, then after each photo (uploaded or not). */
    onProgress?: (done: number, total: number) => void;
    gapMs?: number;
    /** Called for each photo that could not be sent after every attempt. */
    onFailure?: (index: number, error: UploadError) => void;
  };

/**
 * Optimises and uploads the photos one after the other, in order, pausing 2 s after each success while more
 * remain. Never throws: each photo's result is its stored image or null, with the overall outcome.
 */
export async function uploadPhotos(
  files: readonly PipelineFile[],
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const timers = options.timers ?? realTimers;
  const total = files.length;
  const results: Array<UploadedImage | null> = [];
  options.onProgress?.(0, total);
  for (const [index, entry] of files.entries()) {
    let result: UploadedImage | null = null;
    try {
      const prepared = await optimizeImage(entry.file, { ...options, timers });
      result = await uploadImage(
        prepared,
        prepared === entry.file ? (entry.name ?? entry.file.name) : prepared.name,
        { ...options, timers },
      );
    } catch (error) {
      options.onFailure?.(
        index,
        error instanceof UploadError ? error : new UploadError(String(error), null, false),
      );
    }
    results.push(result);
    options.onProgress?.(index + 1, total);
    if (result && index < total - 1) await sleep(options.gapMs ?? UPLOAD_GAP_MS, timers);
  }
  const uploaded = results.filter(Boolean).length;
  return { results, uploaded, outcome: uploadOutcome(total, uploaded) };
}
