import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  UploadError,
  isHeicFile,
  isPhotoFile,
  optimizeImage,
  scaledSize,
  shouldOptimize,
  uploadImage,
  uploadOutcome,
  uploadPhotos,
  type Resize,
} from "@/lib/cars/upload-pipeline";

// The browser's photo pipeline with fake timers, a fake fetch and a fake resize: retries, timeouts, waits and
// outcomes are checked against the clock without waiting for real.

const KB = 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

type Step = { status: number; body?: unknown } | "network-error" | "hang";

/** A fetch that answers each call with the next step and records when it was called (fake clock, ms). */
function fakeFetch(steps: Step[]) {
  const calls: Array<{ at: number; name: string | null; aborted: () => boolean }> = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    const form = init?.body as FormData;
    const sent = form.get("file");
    calls.push({
      at: Date.now(),
      name: sent instanceof File ? sent.name : null,
      aborted: () => signal?.aborted ?? false,
    });
    const step = steps.shift() ?? { status: 500 };
    if (step === "network-error") throw new TypeError("Failed to fetch");
    if (step === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    return new Response(JSON.stringify(step.body ?? {}), {
      status: step.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

const stored = (id: string) => ({
  status: 201,
  body: {
    secure_url: `/media/anuncios/${id}.jpg`,
    public_id: `anuncios/${id}`,
    width: 1920,
    height: 1080,
    format: "jpg",
  },
});

describe("which files are photos, and which get optimised", () => {
  it("accepts the server's photo types, and judges files without a type by their extension", () => {
    expect(isPhotoFile(file("a.jpg", "image/jpeg", 1))).toBe(true);
    expect(isPhotoFile(file("a.png", "image/png", 1))).toBe(true);
    expect(isPhotoFile(file("a.heic", "image/heic", 1))).toBe(true);
    expect(isPhotoFile(file("IMG_0001.HEIC", "", 1))).toBe(true);
    expect(isPhotoFile(file("a.webp", "application/octet-stream", 1))).toBe(true);
    expect(isPhotoFile(file("nota.pdf", "application/pdf", 1))).toBe(false);
    expect(isPhotoFile(file("logo.svg", "image/svg+xml", 1))).toBe(false);
    expect(isPhotoFile(file("foto.jpg", "text/html", 1))).toBe(false);
    expect(isPhotoFile(file("semextensao", "", 1))).toBe(false);
  });

  it("recognises HEIC/HEIF by type or, without one, by extension", () => {
    expect(isHeicFile(file("a.heic", "image/heic", 1))).toBe(true);
    expect(isHeicFile(file("a.HEIF", "", 1))).toBe(true);
    expect(isHeicFile(file("a.jpg", "image/jpeg", 1))).toBe(false);
  });

  it("leaves HEIC/HEIF and files of 500 KB or less untouched", () => {
    expect(shouldOptimize(file("big.jpg", "image/jpeg", 501 * KB))).toBe(true);
    expect(shouldOptimize(file("small.jpg", "image/jpeg", 500 * KB))).toBe(false);
    expect(shouldOptimize(file("big.heic", "image/heic", 5000 * KB))).toBe(false);
    expect(shouldOptimize(file("big.pdf", "application/pdf", 5000 * KB))).toBe(false);
  });

  it("scales to at most 1920 px wide, keeping proportions and never enlarging", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(scaledSize(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("optimizeImage", () => {
  it("re-encodes a large photo as JPEG 0.8 at most 1920 px wide", async () => {
    const resize = vi.fn<Resize>(async () => new Blob([new Uint8Array(100 * KB)], { type: "image/jpeg" }));
    const original = file("carro.png", "image/png", 2000 * KB);
    const result = await optimizeImage(original, { resize });
    expect(resize).toHaveBeenCalledWith(original, 1920, 0.8);
    expect(result).not.toBe(original);
    expect(result.name).toBe("carro.jpg");
    expect(result.type).toBe("image/jpeg");
    expect(result.size).toBe(100 * KB);
  });

  it("sends small files and HEIC as they are, without resizing", async () => {
    const resize = vi.fn<Resize>();
    const small = file("a.jpg", "image/jpeg", 100 * KB);
    const heic = file("a.heic", "image/heic", 3000 * KB);
    expect(await optimizeImage(small, { resize })).toBe(small);
    expect(await optimizeImage(heic, { resize })).toBe(heic);
    expect(resize).not.toHaveBeenCalled();
  });

  it("falls back to the original after 10 s", async () => {
    const original = file("lento.jpg", "image/jpeg", 3000 * KB);
    const resize = vi.fn<Resize>(() => new Promise(() => undefined));
    let settled: File | null = null;
    void optimizeImage(original, { resize }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(original);
  });

  it("falls back to the original when resizing fails or would not make the file smaller", async () => {
    const original = file("x.jpg", "image/jpeg", 600 * KB);
    expect(await optimizeImage(original, { resize: async () => Promise.reject(new Error("decode")) })).toBe(
      original,
    );
    expect(await optimizeImage(original, { resize: async () => new Blob([new Uint8Array(700 * KB)]) })).toBe(
      original,
    );
  });
});

describe("uploadImage: 3 attempts, 30 s each, waits of 3 s and 6 s", () => {
  it("answers the stored photo on the first success", async () => {
    const { fetch, calls } = fakeFetch([stored("um")]);
    const result = await uploadImage(file("um.jpg", "image/jpeg", 10), "um.jpg", { fetch });
    expect(result).toEqual({
      url: "/media/anuncios/um.jpg",
      publicId: "anuncios/um",
      width: 1920,
      height: 1080,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("um.jpg");
  });

  it("retries after 3 s and then after 6 s", async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }, "network-error", stored("tres")]);
    const upload = uploadImage(file("tres.jpg", "image/jpeg", 10), "tres.jpg", { fetch });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.at)).toEqual([0, 3_000, 9_000]);
    await expect(upload).resolves.toMatchObject({ publicId: "anuncios/tres" });
  });

  it("aborts an attempt after 30 s and tries again", async () => {
    const { fetch, calls } = fakeFetch(["hang", stored("lento")]);
    const upload = uploadImage(file("lento.jpg", "image/jpeg", 10), "lento.jpg", { fetch });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0]!.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(upload).resolves.toMatchObject({ publicId: "anuncios/lento" });
    expect(calls.map((call) => call.at)).toEqual([0, 33_000]);
  });

  it("gives up after the third failed attempt", async () => {
    const { fetch, calls } = fakeFetch([{ status: 500 }, { status: 502 }, "hang"]);
    const upload = uploadImage(file("x.jpg", "image/jpeg", 10), "x.jpg", { fetch });
    const failure = expect(upload).rejects.toMatchObject({ name: "UploadError", permanent: false });
    await vi.advanceTimersByTimeAsync(3_000 + 6_000 + 30_000);
    await failure;
    expect(calls).toHaveLength(3);
  });

  it("does not retry what the server refused for good (415: not an image)", async () => {
    const { fetch, calls } = fakeFetch([{ status: 415, body: { error: "x.jpg não é uma imagem válida" } }]);
    await expect(uploadImage(file("x.jpg", "image/jpeg", 10), "x.jpg", { fetch })).rejects.toEqual(
      new UploadError("x.jpg não é uma imagem válida", 415, true),
    );
    expect(calls).toHaveLength(1);
  });

  it("counts a 2xx answer without the photo's fields as a failure", async () => {
    const { fetch } = fakeFetch([
      { status: 201, body: {} },
      { status: 201, body: { secure_url: 1 } },
      { status: 201, body: null },
    ]);
    const upload = uploadImage(file("x.jpg", "image/jpeg", 10), "x.jpg", { fetch });
    const failure = expect(upload).rejects.toBeInstanceOf(UploadError);
    await vi.advanceTimersByTimeAsync(9_000);
    await failure;
  });
});

describe("uploadPhotos: one after the other, 2 s after each success, progress and outcome", () => {
  it("uploads in order, pauses 2 s between successes, and reports x/y progress", async () => {
    const { fetch, calls } = fakeFetch([stored("a"), stored("b"), stored("c")]);
    const progress: string[] = [];
    const run = uploadPhotos(
      ["a", "b", "c"].map((name) => ({ file: file(`${name}.jpg`, "image/jpeg", 10) })),
      { fetch, onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    await vi.advanceTimersByTimeAsync(4_000);
    const result = await run;
    expect(calls.map((call) => [call.name, call.at])).toEqual([
      ["a.jpg", 0],
      ["b.jpg", 2_000],
      ["c.jpg", 4_000],
    ]);
    expect(progress).toEqual(["0/3", "1/3", "2/3", "3/3"]);
    expect(result.outcome).toBe("full");
    expect(result.results.map((image) => image?.publicId)).toEqual([
      "anuncios/a",
      "anuncios/b",
      "anuncios/c",
    ]);
  });

  it("is partial when some photos fail after every attempt, keeping each photo's place", async () => {
    const { fetch } = fakeFetch([
      stored("a"),
      { status: 500 },
      { status: 500 },
      { status: 500 },
      stored("c"),
    ]);
    const failures: number[] = [];
    const run = uploadPhotos(
      ["a", "b", "c"].map((name) => ({ file: file(`${name}.jpg`, "image/jpeg", 10) })),
      { fetch, onFailure: (index) => failures.push(index) },
    );
    await vi.advanceTimersByTimeAsync(2_000 + 9_000);
    const result = await run;
    expect(result.outcome).toBe("partial");
    expect(result.uploaded).toBe(2);
    expect(result.results.map((image) => image?.publicId ?? null)).toEqual([
      "anuncios/a",
      null,
      "anuncios/c",
    ]);
    expect(failures).toEqual([1]);
  });

  it("has failed when nothing could be sent, and is 'none' with nothing to send", async () => {
    const { fetch } = fakeFetch([{ status: 415 }, { status: 413 }]);
    const result = await uploadPhotos(
      [{ file: file("a.jpg", "image/jpeg", 10) }, { file: file("b.jpg", "image/jpeg", 10) }],
      { fetch },
    );
    expect(result.outcome).toBe("failed");
    expect((await uploadPhotos([], { fetch })).outcome).toBe("none");
  });

  it("names outcomes from counts", () => {
    expect(uploadOutcome(0, 0)).toBe("none");
    expect(uploadOutcome(3, 3)).toBe("full");
    expect(uploadOutcome(3, 1)).toBe("partial");
    expect(uploadOutcome(3, 0)).toBe("failed");
  });
});
