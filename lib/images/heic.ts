import path from "node:path";
import { Worker } from "node:worker_threads";

// Runs the HEIC decoder (heic-decode.worker.mjs) in a worker thread of its own for one picture: the
// WebAssembly decoder blocks whatever thread it runs on for seconds, and a thread that runs over the time limit
// is terminated, which also gives back all the memory the decoder took. One thread per picture keeps a peak of
// decoder memory from staying with the process; the callers bound how many run at once.

/**
 * The worker is a plain ES module loaded by Node from the project (the server runs from the project's root),
 * not bundled, so it imports the decoder from node_modules as is.
 */
export const HEIC_WORKER_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "lib",
  "images",
  "heic-decode.worker.mjs",
);

export type DecodedPicture = { width: number; height: number; pixels: Uint8Array };

export type HeicRefusal = "not_an_image" | "too_many_pixels" | "timeout";

export class HeicDecodeError extends Error {
  constructor(
    readonly reason: HeicRefusal,
    message: string,
  ) {
    super(message);
    this.name = "HeicDecodeError";
  }
}

type WorkerAnswer =
  | { ok: true; width: number; height: number; pixels: Uint8Array }
  | { ok: false; reason: "not_an_image" | "too_many_pixels"; message: string };

/**
 * Decodes a HEIC/HEIF picture to RGBA (4 bytes a pixel). Rejects with HeicDecodeError when it is not a
 * picture libheif can decode, when the picture libheif would decode (or did) is over `maxPixels`, or when
 * decoding takes longer than `timeoutMs`.
 */
export function decodeHeic(
  bytes: Uint8Array,
  options: { maxPixels: number; timeoutMs: number },
): Promise<DecodedPicture> {
  return new Promise((resolve, reject) => {
    // The worker gets its own copy, so the caller's buffer is never detached.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(HEIC_WORKER_FILE, {
      workerData: { bytes: copy, maxPixels: options.maxPixels },
      transferList: [copy.buffer],
      // Neither the worker's output nor its errors belong in the server's streams.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new HeicDecodeError("timeout", `HEIC decoding took over ${options.timeoutMs} ms`)),
        ),
      options.timeoutMs,
    );
    worker.once("message", (answer: WorkerAnswer) =>
      finish(() =>
        answer.ok
          ? resolve({ width: answer.width, height: answer.height, pixels: answer.pixels })
          : reject(new HeicDecodeError(answer.reason, answer.message)),
      ),
    );
    worker.once("error", (error) =>
      finish(() => reject(new HeicDecodeError("not_an_image", `HEIC decoder failed: ${error.message}`))),
    );
    worker.once("exit", (code) =>
      finish(() => reject(new HeicDecodeError("not_an_image", `HEIC decoder stopped (exit code ${code})`))),
    );
  });
}
